import { Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesShares } from '@shared/contracts/dues-split-report';
import { formatIdr, formatNumber } from '@/lib/format';
import { ReportTable } from '../financial/report-table';

export interface SharesRow extends DuesShares {
  id: string;
  name: string;
  /** The province of a chapter, shown under its name. */
  province?: string;
}

/**
 * One table of the split: a row per organization with the payments it collected (net of refunds)
 * and what of them goes to DPP, DPW and DPC, and the total row of the scope.
 */
export function SharesTable({
  label,
  nameHeader,
  rows,
  totals,
  testId,
}: {
  label: string;
  nameHeader: string;
  rows: SharesRow[];
  totals: DuesShares;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const figures = (shares: DuesShares) => (
    <>
      <Table.Cell textAlign="end">{formatNumber(shares.payments)}</Table.Cell>
      <Table.Cell textAlign="end">{formatIdr(shares.amount)}</Table.Cell>
      <Table.Cell textAlign="end">{formatIdr(shares.dpp)}</Table.Cell>
      <Table.Cell textAlign="end">{formatIdr(shares.dpw)}</Table.Cell>
      <Table.Cell textAlign="end">{formatIdr(shares.dpc)}</Table.Cell>
    </>
  );
  return (
    <ReportTable label={label} testId={testId}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{nameHeader}</Table.ColumnHeader>
          {(['payments', 'amount', 'dpp', 'dpw', 'dpc'] as const).map((column) => (
            <Table.ColumnHeader key={column} textAlign="end">
              {t(`duesSplit.columns.${column}`)}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.id}>
            <Table.Cell>
              {row.name}
              {row.province && (
                <Text as="span" display="block" color="fg.muted" fontSize="xs">
                  {row.province}
                </Text>
              )}
            </Table.Cell>
            {figures(row)}
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row fontWeight="semibold">
          <Table.Cell>{t('duesSplit.columns.total')}</Table.Cell>
          {figures(totals)}
        </Table.Row>
      </Table.Footer>
    </ReportTable>
  );
}
