import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { ReportTable } from './report-table';
import { formatIdr, formatNumber, formatPercent } from '@/lib/format';
import { ReportSection } from './report-section';

const columns = ['current', 'previous', 'lastYear'] as const;

/** This period against the previous one and the same period a year before (issue 27 §2). */
export function ComparisonTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation('reports');
  const rows = [
    ['revenue', (column: (typeof columns)[number]) => formatIdr(report.revenue[column].amount)],
    ['payments', (column: (typeof columns)[number]) => formatNumber(report.revenue[column].payments)],
    [
      'collection',
      (column: (typeof columns)[number]) => {
        const rate = report.collection[column].rate;
        return rate === null ? t('financial.comparison.noRate') : formatPercent(rate);
      },
    ],
  ] as const;
  return (
    <ReportSection id="financial-comparison" title={t('financial.comparison.title')}>
      <ReportTable label={t('financial.comparison.title')}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('financial.comparison.figure')}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column} textAlign="end">
                {t(`financial.comparison.${column}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(([figure, cell]) => (
            <Table.Row key={figure}>
              <Table.Cell as="th" scope="row">
                {t(`financial.comparison.${figure}`)}
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column} textAlign="end">
                  {cell(column)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </ReportTable>
    </ReportSection>
  );
}
