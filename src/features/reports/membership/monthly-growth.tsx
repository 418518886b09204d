import { Button, Table, VisuallyHidden } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { MembershipReport } from '@shared/contracts/membership-report';
import { formatMonthYear, formatNumber } from '@/lib/format';
import { ReportSection } from '../financial/report-section';
import { ReportTable } from '../financial/report-table';

const columns = ['joins', 'exits', 'returns', 'transfersIn', 'transfersOut', 'net'] as const;

/** `+12`, `−3`, `0`: a month's net change. */
const signed = (value: number) =>
  value > 0 ? `+${formatNumber(value)}` : value < 0 ? `−${formatNumber(-value)}` : '0';

/**
 * The twelve months up to the period's end: joins against exits, and the net change, as a chart
 * and its table. The table is always there for screen readers; the toggle shows it on screen too.
 */
export function MonthlyGrowth({ report }: { report: MembershipReport }) {
  const { t } = useTranslation('reports');
  const [tableShown, setTableShown] = useState(false);
  const rows = report.months.map((row) => ({ ...row, label: formatMonthYear(row.month, { timeZone: 'UTC' }) }));
  const chart = useChart({
    data: rows,
    series: [
      { name: 'joins', color: 'teal.solid', label: t('membership.months.joins') },
      { name: 'exits', color: 'red.solid', label: t('membership.months.exits') },
      { name: 'net', color: 'blue.solid', label: t('membership.months.net') },
    ],
  });
  const table = (
    <ReportTable label={t('membership.months.title')} testId="membership-months-table">
      <Table.Caption>{t('membership.months.title')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('membership.months.month')}</Table.ColumnHeader>
          {columns.map((column) => (
            <Table.ColumnHeader key={column} textAlign="end">
              {t(`membership.months.${column}`)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.month}>
            <Table.Cell>{row.label}</Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column} textAlign="end">
                {column === 'net' ? signed(row.net) : formatNumber(row[column])}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
  const [joins, exits, net] = chart.series;
  return (
    <ReportSection id="membership-months" title={t('membership.months.title')}>
      <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
        <ComposedChart data={chart.data}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
          <YAxis tickFormatter={(value: number) => formatNumber(value)} tickLine={false} axisLine={false} width={56} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            formatter={(value) => formatNumber(Number(value))}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} />
          {[joins, exits].map(
            (item) =>
              item && (
                <Bar
                  key={item.name}
                  dataKey={chart.key(item.name)}
                  name={item.label as string}
                  fill={chart.color(item.color)}
                  isAnimationActive={false}
                />
              ),
          )}
          {net && (
            <Line
              type="monotone"
              dataKey={chart.key(net.name)}
              name={net.label as string}
              stroke={chart.color(net.color)}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      </Chart.Root>
      <Button
        size="sm"
        variant="outline"
        alignSelf="start"
        aria-expanded={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t('membership.months.hideTable') : t('membership.months.showTable')}
      </Button>
      {tableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </ReportSection>
  );
}
