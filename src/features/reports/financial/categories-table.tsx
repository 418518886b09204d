import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { formatIdr, formatNumber, formatPercent } from '@/lib/format';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

/** What the period's completed payments settled of bills of each dues category, with each one's share. */
export function CategoriesTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection id="financial-categories" title={t('financial.categories.title')}>
      {report.categories.length === 0 ? (
        <Text color="fg.muted">{t('financial.categories.empty')}</Text>
      ) : (
        <ReportTable label={t('financial.categories.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('financial.categories.category')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.months.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.categories.bills')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.categories.share')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.categories.map((row) => (
              <Table.Row key={row.categoryId}>
                <Table.Cell>{row.name}</Table.Cell>
                <Table.Cell textAlign="end">{formatIdr(row.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.bills)}</Table.Cell>
                <Table.Cell textAlign="end">{row.share === null ? '–' : formatPercent(row.share)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ReportTable>
      )}
    </ReportSection>
  );
}
