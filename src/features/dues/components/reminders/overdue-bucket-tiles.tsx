import { useTranslation } from 'react-i18next';
import { overdueBuckets, type OverdueBucket, type OverdueBucketCounts } from '@shared/contracts/reminders';
import { StatTiles } from '@/components/ui/stat-tiles';
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
    <StatTiles
      label={t('reminders.buckets.label')}
      columns={{ base: '1fr', sm: 'repeat(3, 1fr)' }}
      selected={active}
      // Pressing the selected bucket again shows every bucket.
      onSelect={(bucket) => onSelect(bucket === active ? 'all' : (bucket as OverdueBucket))}
      tiles={overdueBuckets.map((bucket) => ({
        id: bucket,
        label: t(`reminders.buckets.${bucket}`),
        value:
          counts && t('reminders.buckets.members', { count: counts[bucket], formatted: formatNumber(counts[bucket]) }),
        testId: `overdue-bucket-${bucket}`,
      }))}
    />
  );
}
