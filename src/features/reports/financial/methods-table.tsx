import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { ReportTable } from './report-table';
import { formatIdr, formatNumber, formatPercent } from '@/lib/format';
import { ReportSection } from './report-section';

/** The period's completed payments by method, with each method's share of the revenue. */
export function MethodsTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation(['reports', 'payments']);
  const total = report.revenue.current.amount;
  return (
    <ReportSection id="financial-methods" title={t('financial.methods.title')}>
      {report.methods.length === 0 ? (
        <Text color="fg.muted">{t('financial.methods.empty')}</Text>
      ) : (
        <ReportTable label={t('financial.methods.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('financial.methods.method')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.months.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.months.payments')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.methods.share')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.methods.map((row) => (
              <Table.Row key={row.method}>
                <Table.Cell>{t(`payments:method.${row.method}`)}</Table.Cell>
                <Table.Cell textAlign="end">{formatIdr(row.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.payments)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {total > 0 ? formatPercent(Math.round((row.amount / total) * 1000) / 10) : '–'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ReportTable>
      )}
    </ReportSection>
  );
}
