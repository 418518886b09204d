import { Badge, HStack, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@shared/contracts/news';
import { EyeIcon } from '@/components/ui/icons';
import { formatLongDate } from '@/lib/format';
import { formatViews } from '@/lib/format-views';
import { useDateLocale } from '@/lib/use-date-locale';

const priorityPalette: Record<NewsItem['priority'], string> = {
  URGENT: 'red',
  HIGH: 'orange',
  NORMAL: 'blue',
  LOW: 'gray',
};

/** A news priority with its spec §2 label (Mendesak, Penting, Normal, Rendah). */
export function PriorityBadge({ priority }: { priority: NewsItem['priority'] }) {
  const { t } = useTranslation('landing');
  return (
    <Badge colorPalette={priorityPalette[priority]} variant="subtle">
      {t(`news.priority.${priority}`)}
    </Badge>
  );
}

/** Date, author and views (with the k suffix) of a news item or blog post. */
export function NewsMeta({ item }: { item: Pick<NewsItem, 'publishedAt' | 'author' | 'views'> }) {
  const { t } = useTranslation('landing');
  const locale = useDateLocale();
  return (
    <HStack gap="3" fontSize="sm" color="fg.muted" flexWrap="wrap">
      <time dateTime={item.publishedAt}>{formatLongDate(item.publishedAt, { locale })}</time>
      {item.author && <span>{item.author}</span>}
      <HStack as="span" gap="1">
        <EyeIcon boxSize="4" />
        <span aria-hidden="true">{formatViews(item.views)}</span>
        <VisuallyHidden>{t('news.viewsLabel', { count: item.views })}</VisuallyHidden>
      </HStack>
    </HStack>
  );
}
