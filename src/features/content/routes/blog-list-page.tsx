import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NewsMeta } from '@/components/ui/news-meta';
import { useBlogPageQuery } from '../api/list-blog-posts';
import { ArticleCard } from '../components/article-card';
import { ContentPage } from '../components/content-page';
import { PagedCards } from '../components/paged-cards';
import { usePageParam } from '../components/pagination-nav';

/** `/blog`: published blog posts, newest first. */
export default function BlogListPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  return (
    <ContentPage title={tr('blog')} intro={t('blog.intro')}>
      <PagedCards
        query={useBlogPageQuery(usePageParam())}
        items={(data) => data.posts}
        texts={{
          loading: t('blog.loading'),
          error: t('blog.error'),
          empty: t('blog.empty'),
          listLabel: t('blog.listLabel'),
        }}
        renderCard={(post) => (
          <ArticleCard
            to={`/blog/${post.slug}`}
            title={post.title}
            excerpt={post.excerpt}
            badges={<Badge variant="outline">{post.category}</Badge>}
            meta={<NewsMeta item={post} />}
          />
        )}
      />
    </ContentPage>
  );
}
