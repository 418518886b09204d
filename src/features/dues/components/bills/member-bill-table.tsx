import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Bill } from '@shared/contracts/bills';
import { DataTable } from '@/components/list/data-table';
import { formatDate, formatIdr } from '@/lib/format';
import { formatPeriod, isoDateAsWib } from '../format-period';
import { BillStatusCell } from './bill-status-cell';

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
    <DataTable
      columns={[
        { key: 'category', card: 'primary', cell: (bill) => bill.category, cellProps: { fontWeight: 'semibold' } },
        { key: 'period', nowrap: true, cell: (bill) => formatPeriod(bill.periodStart, bill.periodEnd) },
        { key: 'dueDate', nowrap: true, cell: (bill) => formatDate(isoDateAsWib(bill.dueDate)) },
        { key: 'amount', numeric: true, nowrap: true, cell: (bill) => formatIdr(bill.amount) },
        { key: 'status', cell: (bill) => <BillStatusCell bill={bill} /> },
      ]}
      header={(key) => t(`bills.columns.${key}`)}
      rows={bills}
      rowKey={(bill) => bill.id}
      selection={{
        // Not a page box: only payable bills are ticked, one by one, and only on the unpaid tab.
        canSelect: (bill) => selectable && isPayable(bill),
        isSelected: (bill) => selected.has(bill.id),
        onChange: ([bill], checked) => onToggle(bill!, checked),
        pageLabel: t('bills.columns.select'),
        rowLabel: (bill) =>
          t('bills.selectBill', { category: bill.category, period: formatPeriod(bill.periodStart, bill.periodEnd) }),
      }}
      label={t('bills.tableLabel')}
      testIdPrefix="bill"
      loading={loading}
      skeletonRows={3}
      empty={
        <>
          <Text fontWeight="semibold">{emptyTitle}</Text>
          <Text color="fg.muted" fontSize="sm">
            {emptyHint}
          </Text>
        </>
      }
    />
  );
}
