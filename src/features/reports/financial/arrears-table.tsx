import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FinancialReport } from '@shared/contracts/reports';
import { ReportTable } from './report-table';
import { formatIdr, formatNumber } from '@/lib/format';
import { ReportSection } from './report-section';

/** Today's arrears per chapter of the scope (per province for a national officer), largest first. */
export function ArrearsTable({ report }: { report: FinancialReport }) {
  const { t } = useTranslation('reports');
  return (
    <ReportSection id="financial-arrears-by-chapter" title={t('financial.arrearsByChapter.title')}>
      {report.arrearsByChapter.length === 0 ? (
        <Text color="fg.muted">{t('financial.arrearsByChapter.empty')}</Text>
      ) : (
        <ReportTable label={t('financial.arrearsByChapter.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('financial.arrearsByChapter.chapter')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.arrearsByChapter.amount')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.arrearsByChapter.members')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('financial.arrearsByChapter.bills')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.arrearsByChapter.map((row) => (
              <Table.Row key={row.organizationId}>
                <Table.Cell>{`${row.level} ${row.name}`}</Table.Cell>
                <Table.Cell textAlign="end">{formatIdr(row.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.members)}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(row.bills)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ReportTable>
      )}
    </ReportSection>
  );
}
