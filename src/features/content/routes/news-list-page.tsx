import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NewsMeta, PriorityBadge } from '@/components/ui/news-meta';
import { useNewsPageQuery } from '../api/list-news';
import { ArticleCard } from '../components/article-card';
import { ContentPage } from '../components/content-page';
import { PagedCards } from '../components/paged-cards';
import { usePageParam } from '../components/pagination-nav';

/** `/berita`: published news, newest first, nine per page. */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  return (
    <ContentPage title={tr('news')} intro={t('news.intro')}>
      <PagedCards
        query={useNewsPageQuery(usePageParam())}
        items={(data) => data.news}
        texts={{
          loading: t('news.loading'),
          error: t('news.error'),
          empty: t('news.empty'),
          listLabel: t('news.listLabel'),
        }}
        renderCard={(item) => (
          <ArticleCard
            to={`/berita/${item.slug}`}
            title={item.title}
            excerpt={item.excerpt}
            badges={
              <>
                <PriorityBadge priority={item.priority} />
                <Badge variant="outline">{item.category}</Badge>
              </>
            }
            meta={<NewsMeta item={item} />}
          />
        )}
      />
    </ContentPage>
  );
}
