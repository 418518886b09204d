import { useTranslation } from 'react-i18next';
import type { DuesCategorySummary } from '@shared/contracts/dues';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatIdr, formatNumber } from '@/lib/format';

/** Counts over every category the caller sees, whatever the filter; skeletons until they arrive. */
export function SummaryTiles({ summary }: { summary: DuesCategorySummary | undefined }) {
  const { t } = useTranslation('dues');
  const tiles = [
    ['total', summary && formatNumber(summary.total)],
    ['active', summary && formatNumber(summary.active)],
    ['inactive', summary && formatNumber(summary.inactive)],
    ['monthly', summary && formatIdr(summary.activeMonthlyAmount)],
  ] as const;
  return (
    <StatTiles
      label={t('summary.label')}
      tiles={tiles.map(([key, value]) => ({
        id: key,
        label: t(`summary.${key}`),
        value,
        testId: `dues-summary-${key}`,
      }))}
    />
  );
}
