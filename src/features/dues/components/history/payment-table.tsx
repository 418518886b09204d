import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentListItem } from '@shared/contracts/payments';
import { formatNap } from '@shared/identifiers';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { formatDate, formatIdr } from '@/lib/format';
import { PaymentStatusBadge } from '../payment-status-badge';

/** One page of the payment history; each row opens the detail modal. */
export function PaymentTable({
  payments,
  empty,
  onOpen,
  ...state
}: TableQueryState & {
  payments: PaymentListItem[];
  /** The designed empty state (differs with and without filters). */
  empty: ReactNode;
  onOpen: (payment: PaymentListItem) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <DataTable
      columns={[
        {
          key: 'member',
          card: 'primary',
          cell: (payment) => payment.memberName,
          cellProps: { fontWeight: 'semibold' },
        },
        { key: 'nap', card: 'hidden', cell: (payment) => formatNap(payment.memberNAP) ?? '–', nowrap: true },
        { key: 'category', cell: (payment) => payment.category },
        { key: 'period', cell: (payment) => payment.period, nowrap: true },
        { key: 'amount', cell: (payment) => formatIdr(payment.amount), numeric: true, nowrap: true },
        { key: 'date', cell: (payment) => formatDate(payment.paymentDate), nowrap: true },
        { key: 'method', card: 'hidden', cell: (payment) => t(`method.${payment.paymentMethod}`) },
        { key: 'status', cell: (payment) => <PaymentStatusBadge status={payment.status} /> },
        {
          key: 'actions',
          card: 'action',
          cell: (payment) => (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onOpen(payment)}
              aria-label={t('history.detailOf', { name: payment.memberName })}
            >
              <Text>{t('history.detail')}</Text>
            </Button>
          ),
        },
      ]}
      header={(key) => t(`history.columns.${key}`)}
      rows={payments}
      rowKey={(payment) => payment.id}
      label={t('history.tableLabel')}
      testIdPrefix="payment"
      empty={empty}
      {...state}
      errorTitle={t('history.error')}
    />
  );
}
