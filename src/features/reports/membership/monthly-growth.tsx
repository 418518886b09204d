import { useTranslation } from 'react-i18next';
import type { MembershipReport } from '@shared/contracts/membership-report';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { TrendChart } from '../charts/trend-chart';

const columns = ['joins', 'exits', 'returns', 'transfersIn', 'transfersOut', 'net'] as const;

/** `+12`, `−3`, `0`: a month's net change. */
const signed = (value: number | null) =>
  value === null ? '–' : value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(-value)}` : '0';
const count = (value: number | null) => (value === null ? '–' : formatNumber(value));

/** The twelve months up to the period's end: joins against exits, and the net change, with its table. */
export function MonthlyGrowth({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  const label = (name: (typeof columns)[number]) => t(`membership.months.${name}`);
  return (
    <TrendChart
      id="membership-months"
      title={t('membership.months.title')}
      rowHeader={t('membership.months.month')}
      rows={report.months.map((row) => ({
        key: row.month,
        label: formatMonthYear(row.month, { timeZone: 'UTC' }),
        values: Object.fromEntries(columns.map((name) => [name, row[name]])),
      }))}
      series={[
        { name: 'joins', label: label('joins'), color: 'teal.solid', kind: 'bar' },
        { name: 'exits', label: label('exits'), color: 'red.solid', kind: 'bar' },
        { name: 'net', label: label('net'), color: 'blue.solid', kind: 'line' },
      ]}
      columns={columns.map((name) => ({ name, label: label(name), format: name === 'net' ? signed : count }))}
      axisFormat={formatNumber}
    />
  );
}
