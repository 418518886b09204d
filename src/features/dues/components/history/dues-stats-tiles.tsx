import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatIdr, formatNumber } from '@/lib/format';
import { useDuesStatsQuery } from '../../api/get-dues-stats';

/** Officers' summary over their scope (GET /dues/stats); skeletons until it arrives, nothing on error. */
export function DuesStatsTiles() {
  const { t } = useTranslation('payments');
  const stats = useDuesStatsQuery();
  if (stats.isError) return null;
  const data = stats.data;
  const tiles = [
    ['totalRevenue', data && formatIdr(data.totalRevenue)],
    ['pendingPayments', data && formatNumber(data.pendingPayments)],
    ['overdueCount', data && formatNumber(data.overdueCount)],
    ['thisMonthCollection', data && formatIdr(data.thisMonthCollection)],
  ] as const;
  return (
    <StatTiles
      label={t('history.stats.label')}
      tiles={tiles.map(([key, value]) => ({
        id: key,
        label: t(`history.stats.${key}`),
        value,
        testId: `dues-stat-${key}`,
      }))}
    />
  );
}
