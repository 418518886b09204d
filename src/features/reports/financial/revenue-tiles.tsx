import { useTranslation } from 'react-i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatIdr, formatNumber, formatPercent } from '@/lib/format';
import { changePercent, formatChange } from './report-period';

/** The report's cards (spec §2): total and monthly revenue, arrears, collection rate. */
export function RevenueTiles({ report }: { report: FinancialReport | undefined }) {
  const { t } = useTranslation('reports');
  const revenue = report?.revenue;
  const change = revenue && changePercent(revenue.current.amount, revenue.previous.amount);
  const collection = report?.collection.current;
  return (
    <StatTiles
      label={t('financial.cards.label')}
      size="lg"
      testId="financial-cards"
      tiles={[
        {
          id: 'revenue',
          label: t('financial.cards.revenue'),
          value: revenue && formatIdr(revenue.current.amount),
          hint:
            change === null || change === undefined
              ? t('financial.cards.noPrevious')
              : t('financial.cards.change', { change: formatChange(change) }),
          testId: 'financial-revenue',
        },
        {
          id: 'monthly',
          label: t('financial.cards.monthly'),
          value: report && formatIdr(Math.round(report.revenue.current.amount / report.months.length)),
          hint: t('financial.cards.monthlyHint'),
          testId: 'financial-monthly',
        },
        {
          id: 'arrears',
          label: t('financial.cards.arrears'),
          value: report && formatIdr(report.arrears.amount),
          hint:
            report &&
            t('financial.cards.arrearsHint', {
              members: formatNumber(report.arrears.members),
              bills: formatNumber(report.arrears.bills),
            }),
          testId: 'financial-arrears',
          alarming: (report?.arrears.amount ?? 0) > 0,
        },
        {
          id: 'collection',
          label: t('financial.cards.collection'),
          value: collection && (collection.rate === null ? '–' : formatPercent(collection.rate)),
          hint:
            collection &&
            (collection.rate === null
              ? t('financial.cards.noBills')
              : t('financial.cards.collectionHint', {
                  collected: formatIdr(collection.collected),
                  billed: formatIdr(collection.billed),
                })),
          testId: 'financial-collection',
        },
      ]}
    />
  );
}
