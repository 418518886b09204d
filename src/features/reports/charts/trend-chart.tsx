import { Table } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { ReportSection } from '../financial/report-section';
import { ReportTable } from '../financial/report-table';
import { ChartWithTable } from './chart-with-table';

export interface TrendRow {
  key: string;
  label: string;
  values: Record<string, number | null>;
}

export interface TrendSeries {
  name: string;
  label: string;
  color: string;
  kind: 'bar' | 'line';
}

export interface TrendColumn {
  name: string;
  label: string;
  format: (value: number | null) => string;
}

interface TrendChartProps {
  id: string;
  title: string;
  /** The first column's header (month, age). */
  rowHeader: string;
  rows: TrendRow[];
  series: TrendSeries[];
  columns: TrendColumn[];
  axisFormat: (value: number) => string;
}

/**
 * A report's chart of rows (months, age buckets) as bars and lines, with its table
 * (chart-with-table.tsx): the analytics view's trends, the membership report's growth.
 */
export function TrendChart({ id, title, rowHeader, rows, series, columns, axisFormat }: TrendChartProps) {
  const data: Record<string, string | number | null>[] = rows.map((row) => ({ label: row.label, ...row.values }));
  const chart = useChart({
    data,
    series: series.map(({ name, label, color }) => ({ name, label, color })),
  });
  const table = (
    <ReportTable label={title} testId={`${id}-table`}>
      <Table.Caption>{title}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{rowHeader}</Table.ColumnHeader>
          {columns.map((column) => (
            <Table.ColumnHeader key={column.name} textAlign="end">
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            <Table.Cell>{row.label}</Table.Cell>
            {columns.map((column) => (
              <Table.Cell key={column.name} textAlign="end">
                {column.format(row.values[column.name] ?? null)}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </ReportTable>
  );
  return (
    <ReportSection id={id} title={title}>
      <ChartWithTable
        table={table}
        chart={
          <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
            <ComposedChart data={chart.data}>
              <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
              <XAxis dataKey={chart.key('label')} tickLine={false} axisLine={false} />
              <YAxis tickFormatter={axisFormat} tickLine={false} axisLine={false} width={64} />
              <Tooltip
                cursor={{ fill: chart.color('bg.muted') }}
                formatter={(value) => axisFormat(Number(value))}
                content={<Chart.Tooltip />}
              />
              <Legend content={<Chart.Legend />} />
              {series.map((item) =>
                item.kind === 'bar' ? (
                  <Bar
                    key={item.name}
                    dataKey={chart.key(item.name)}
                    name={item.label}
                    fill={chart.color(item.color)}
                    isAnimationActive={false}
                  />
                ) : (
                  <Line
                    key={item.name}
                    type="monotone"
                    dataKey={chart.key(item.name)}
                    name={item.label}
                    stroke={chart.color(item.color)}
                    strokeWidth={2}
                    dot={false}
                    connectNulls
                    isAnimationActive={false}
                  />
                ),
              )}
            </ComposedChart>
          </Chart.Root>
        }
      />
    </ReportSection>
  );
}
