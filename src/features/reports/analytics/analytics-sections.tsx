import { useTranslation } from 'react-i18next';
import { type Analytics, membersBehind } from '@shared/contracts/analytics';
import { StatTiles } from '@/components/ui/stat-tiles';
import { formatIdr, formatMonthYear, formatNumber, formatPercent } from '@/lib/format';
import { TrendChart, type TrendColumn, type TrendRow } from '../charts/trend-chart';

const count = (value: number | null) => (value === null ? '–' : formatNumber(value));
const percent = (value: number | null) => (value === null ? '–' : formatPercent(value));
const rupiah = (value: number | null) => (value === null ? '–' : formatIdr(value));
const days = (value: number | null) => (value === null ? '–' : formatNumber(value));

type TileId = 'members' | 'collection' | 'median' | 'behind';
type ColumnName =
  | 'total'
  | 'active'
  | 'joins'
  | 'exits'
  | 'net'
  | 'billed'
  | 'collected'
  | 'rate'
  | 'transfersIn'
  | 'transfersOut'
  | 'applications'
  | 'verifications'
  | 'rejections'
  | 'medianDays'
  | 'members'
  | 'bills'
  | 'amount';

/** Rows of a monthly series, labelled `Nov 2026`. */
function monthRows<T extends { month: string }>(
  items: T[],
  pick: (item: T) => Record<string, number | null>,
): TrendRow[] {
  return items.map((item) => ({
    key: item.month,
    label: formatMonthYear(item.month, { timeZone: 'UTC' }),
    values: pick(item),
  }));
}

/** The window's headline figures: members now, the collection rate, the median wait, members behind. */
export function AnalyticsTiles({ figures }: { figures: Analytics }) {
  const { t } = useTranslation('reports');
  const tiles: { id: TileId; value: string }[] = [
    { id: 'members', value: count(figures.members.at(-1)?.total ?? 0) },
    { id: 'collection', value: percent(figures.collectionTotal.rate) },
    {
      id: 'median',
      value: figures.medianDays === null ? '–' : t('analytics.days', { days: days(figures.medianDays) }),
    },
    { id: 'behind', value: count(membersBehind(figures)) },
  ];
  return (
    <StatTiles
      tiles={tiles.map((tile) => ({
        id: tile.id,
        testId: `analytics-tile-${tile.id}`,
        label: t(`analytics.tiles.${tile.id}`),
        value: tile.value,
      }))}
    />
  );
}

export function AnalyticsCharts({ figures }: { figures: Analytics }) {
  const { t } = useTranslation('reports');
  const column = (name: ColumnName, format: TrendColumn['format']): TrendColumn => ({
    name,
    label: t(`analytics.columns.${name}`),
    format,
  });
  const month = t('analytics.columns.month');
  return (
    <>
      <TrendChart
        id="analytics-members"
        title={t('analytics.members.title')}
        rowHeader={month}
        rows={monthRows(figures.members, ({ total, active, joins, exits, net }) => ({
          total,
          active,
          joins,
          exits,
          net,
        }))}
        series={[
          { name: 'total', label: t('analytics.columns.total'), color: 'blue.solid', kind: 'line' },
          { name: 'active', label: t('analytics.columns.active'), color: 'teal.solid', kind: 'line' },
        ]}
        columns={(['total', 'active', 'joins', 'exits', 'net'] as const).map((name) => column(name, count))}
        axisFormat={formatNumber}
      />
      <TrendChart
        id="analytics-collection"
        title={t('analytics.collection.title')}
        rowHeader={month}
        rows={monthRows(figures.collection, ({ billed, collected, rate }) => ({ billed, collected, rate }))}
        series={[{ name: 'rate', label: t('analytics.columns.rate'), color: 'teal.solid', kind: 'line' }]}
        columns={[column('billed', rupiah), column('collected', rupiah), column('rate', percent)]}
        axisFormat={(value) => formatPercent(value)}
      />
      <TrendChart
        id="analytics-transfers"
        title={t('analytics.transfers.title')}
        rowHeader={month}
        rows={monthRows(figures.members, ({ transfersIn, transfersOut }) => ({ transfersIn, transfersOut }))}
        series={[
          { name: 'transfersIn', label: t('analytics.columns.transfersIn'), color: 'teal.solid', kind: 'bar' },
          { name: 'transfersOut', label: t('analytics.columns.transfersOut'), color: 'orange.solid', kind: 'bar' },
        ]}
        columns={[column('transfersIn', count), column('transfersOut', count)]}
        axisFormat={formatNumber}
      />
      <TrendChart
        id="analytics-registrations"
        title={t('analytics.registrations.title')}
        rowHeader={month}
        rows={monthRows(figures.registrations, (row) => ({
          applications: row.applications,
          verifications: row.verifications,
          rejections: row.rejections,
          medianDays: row.medianDays,
        }))}
        series={[
          { name: 'applications', label: t('analytics.columns.applications'), color: 'blue.solid', kind: 'bar' },
          { name: 'verifications', label: t('analytics.columns.verifications'), color: 'teal.solid', kind: 'bar' },
        ]}
        columns={[
          column('applications', count),
          column('verifications', count),
          column('rejections', count),
          column('medianDays', days),
        ]}
        axisFormat={formatNumber}
      />
      <TrendChart
        id="analytics-arrears"
        title={t('analytics.arrears.title')}
        rowHeader={t('analytics.columns.age')}
        rows={figures.arrears.map(({ bucket, members, bills, amount }) => ({
          key: bucket,
          label: t(`analytics.arrears.bucket.${bucket === '>30' ? 'over30' : bucket}`),
          values: { members, bills, amount },
        }))}
        series={[{ name: 'members', label: t('analytics.columns.members'), color: 'red.solid', kind: 'bar' }]}
        columns={[column('members', count), column('bills', count), column('amount', rupiah)]}
        axisFormat={formatNumber}
      />
    </>
  );
}

/** Nothing to show: no member, bill, application or arrears in the window. */
export function isEmpty(figures: Analytics) {
  return (
    (figures.members.at(-1)?.total ?? 0) === 0 &&
    figures.members.every((row) => row.joins === 0 && row.exits === 0) &&
    figures.collection.every((row) => row.billed === 0) &&
    figures.registrations.every((row) => row.applications === 0) &&
    figures.arrears.every((row) => row.members === 0)
  );
}
