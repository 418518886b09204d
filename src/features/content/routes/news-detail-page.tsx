import { Badge, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { NewsMeta, PriorityBadge } from '@/components/ui/news-meta';
import { useNewsItemQuery } from '../api/get-news-item';
import { ArticleDetail, useArticleTexts } from '../components/article-detail';

/** `/berita/:slug`: one published news item. */
export default function NewsDetailPage() {
  const { slug = '' } = useParams();
  const { t: tr } = useTranslation('routes');
  return (
    <ArticleDetail
      query={useNewsItemQuery(slug)}
      section={{ label: tr('news'), to: '/berita' }}
      texts={useArticleTexts('news')}
      header={(item) => (
        <Stack gap="3">
          <HStack gap="2" flexWrap="wrap">
            <PriorityBadge priority={item.priority} />
            <Badge variant="outline">{item.category}</Badge>
          </HStack>
          <NewsMeta item={item} />
        </Stack>
      )}
    />
  );
}
