import { Button, Grid, Skeleton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { overdueBuckets, type OverdueBucket, type OverdueBucketCounts } from '@shared/contracts/reminders';
import { formatNumber } from '@/lib/format';

/** The three overdue buckets (spec §2) with their members; a tile filters the list to its bucket. */
export function OverdueBucketTiles({
  counts,
  active,
  onSelect,
}: {
  counts: OverdueBucketCounts | undefined;
  active: OverdueBucket | 'all';
  onSelect: (bucket: OverdueBucket | 'all') => void;
}) {
  const { t } = useTranslation('dues');
  return (
    <Grid
      as="section"
      aria-label={t('reminders.buckets.label')}
      templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }}
      gap="3"
    >
      {overdueBuckets.map((bucket) => {
        const pressed = active === bucket;
        return (
          <Button
            key={bucket}
            variant={pressed ? 'solid' : 'outline'}
            height="auto"
            padding="4"
            flexDirection="column"
            alignItems="start"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? 'all' : bucket)}
            data-testid={`overdue-bucket-${bucket}`}
          >
            <Text fontSize="sm">{t(`reminders.buckets.${bucket}`)}</Text>
            {counts === undefined ? (
              <Skeleton height="7" width="12" />
            ) : (
              <Text fontSize="2xl" fontWeight="bold">
                {t('reminders.buckets.members', { count: counts[bucket], formatted: formatNumber(counts[bucket]) })}
              </Text>
            )}
          </Button>
        );
      })}
    </Grid>
  );
}
