import { Box, Checkbox, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@shared/contracts/bills';
import { formatDate, formatIdr } from '@/lib/format';
import { formatPeriod, isoDateAsWib } from '../format-period';
import { BillStatusCell } from './bill-status-cell';

const COLUMNS = 6;

/** A bill can be chosen for a new payment when unpaid and not held by a pending attempt. */
export function isPayable(bill: Bill): boolean {
  return bill.status === 'unpaid' && !bill.pendingPaymentId;
}

/** The member's bills of one status; unpaid ones can be ticked for payment. */
export function MemberBillTable({
  bills,
  loading,
  selectable,
  selected,
  onToggle,
  emptyTitle,
  emptyHint,
}: {
  bills: Bill[];
  loading: boolean;
  selectable: boolean;
  selected: ReadonlyMap<string, Bill>;
  onToggle: (bill: Bill, checked: boolean) => void;
  emptyTitle: string;
  emptyHint: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto">
      <Table.Root size="sm" aria-label={t('bills.tableLabel')} data-testid="bill-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="10">
              <Text srOnly>{t('bills.columns.select')}</Text>
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('bills.columns.category')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bills.columns.period')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bills.columns.dueDate')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('bills.columns.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bills.columns.status')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 3 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="6" data-testid="bill-skeleton" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : bills.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS} textAlign="center" paddingY="10" data-testid="bill-empty">
                <Stack gap="2" align="center">
                  <Text fontWeight="semibold">{emptyTitle}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {emptyHint}
                  </Text>
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            bills.map((bill) => {
              const period = formatPeriod(bill.periodStart, bill.periodEnd);
              return (
                <Table.Row key={bill.id} data-testid="bill-row">
                  <Table.Cell>
                    {selectable && isPayable(bill) && (
                      <Checkbox.Root
                        checked={selected.has(bill.id)}
                        onCheckedChange={(details) => onToggle(bill, details.checked === true)}
                      >
                        <Checkbox.HiddenInput aria-label={t('bills.selectBill', { category: bill.category, period })} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    )}
                  </Table.Cell>
                  <Table.Cell fontWeight="semibold">{bill.category}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{period}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDate(isoDateAsWib(bill.dueDate))}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatIdr(bill.amount)}
                  </Table.Cell>
                  <Table.Cell>
                    <BillStatusCell bill={bill} />
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
