import { Link, Table } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinancialReport } from '@shared/contracts/reports';
import { formatCompactIdr, formatIdr, formatMonthYear, formatNumber } from '@/lib/format';
import { ChartWithTable } from '../charts/chart-with-table';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/**
 * Revenue per month: a bar chart and its table (chart-with-table.tsx), with the scope's target as a
 * line and a column where a month has one.
 */
export function MonthlyRevenue({ report, detailed }: { report: FinancialReport; detailed: boolean }) {
  const { t } = useTranslation('reports');
  const rows = report.months.map((row) => ({ ...row, label: formatMonthYear(row.month, { timeZone: 'UTC' }) }));
  const hasTarget = report.months.some((row) => row.target !== null);
  const chart = useChart({
    data: rows,
    series: [
      { name: 'amount', color: 'teal.solid', label: t('financial.months.amount') },
      ...(hasTarget ? [{ name: 'target' as const, color: 'orange.solid', label: t('financial.months.target') }] : []),
    ],
  });
  const table = (
    <ReportTable label={t('financial.months.title')} testId="financial-months-table">
      <Table.Caption>{t('financial.months.title')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('financial.months.month')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('financial.months.amount')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('financial.months.payments')}</Table.ColumnHeader>
          {hasTarget && <Table.ColumnHeader textAlign="end">{t('financial.months.target')}</Table.ColumnHeader>}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.month}>
            <Table.Cell>{row.label}</Table.Cell>
            <Table.Cell textAlign="end">{formatIdr(row.amount)}</Table.Cell>
            <Table.Cell textAlign="end">{formatNumber(row.payments)}</Table.Cell>
            {hasTarget && <Table.Cell textAlign="end">{row.target === null ? '–' : formatIdr(row.target)}</Table.Cell>}
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
  return (
    <ReportSection id="financial-months" title={t('financial.months.title')}>
      <ChartWithTable
        table={table}
        // The detail view opens with the figures behind the chart.
        initiallyShown={detailed}
        chart={
          <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
            <ComposedChart data={chart.data}>
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
              <YAxis tickFormatter={formatCompactIdr} tickLine={false} axisLine={false} width={72} />
              <Tooltip
                cursor={{ fill: chart.color('bg.muted') }}
                formatter={(value) => formatIdr(Number(value))}
                content={<Chart.Tooltip />}
              />
              {chart.series.map((item) =>
                item.name === 'target' ? (
                  <Line
                    key={item.name}
                    type="linear"
                    dataKey={chart.key(item.name)}
                    stroke={chart.color(item.color)}
                    strokeWidth={2}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                ) : (
                  <Bar
                    key={item.name}
                    dataKey={chart.key(item.name)}
                    fill={chart.color(item.color)}
                    isAnimationActive={false}
                  />
                ),
              )}
            </ComposedChart>
          </Chart.Root>
        }
        actions={
          detailed && (
            <Link asChild variant="underline">
              <RouterLink to={`/dashboard/dues/history?status=completed${historyPeriod(report)}`}>
                {t('financial.months.detailLink')}
              </RouterLink>
            </Link>
          )
        }
      />
    </ReportSection>
  );
}

/** The payment history's own period filter, where it names the report's period (this month, this year). */
function historyPeriod(report: FinancialReport): string {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  const { kind, from, to } = report.period;
  if (today < from || today > to) return '';
  if (kind === 'month') return '&period=this_month';
  return kind === 'year' ? '&period=this_year' : '';
}
