import { Badge, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NewsMeta } from '@/components/ui/news-meta';
import { useBlogPostQuery } from '../api/get-blog-post';
import { ArticleDetail, useArticleTexts } from '../components/article-detail';

/** `/blog/:slug`: one published blog post. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t: tr } = useTranslation('routes');
  return (
    <ArticleDetail
      query={useBlogPostQuery(slug)}
      section={{ label: tr('blog'), to: '/blog' }}
      texts={useArticleTexts('blog')}
      header={(post) => (
        <Stack gap="3" align="flex-start">
          <Badge variant="outline">{post.category}</Badge>
          <NewsMeta item={post} />
        </Stack>
      )}
    />
  );
}
