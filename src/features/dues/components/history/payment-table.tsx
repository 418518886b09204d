import { Box, Button, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentListItem } from '@shared/contracts/payments';
import { formatDate, formatIdr } from '@/lib/format';
import { PaymentStatusBadge } from '../payment-status-badge';
import { formatNap } from '@shared/identifiers';

const columns = ['member', 'nap', 'category', 'period', 'amount', 'date', 'method', 'status', 'actions'] as const;
const COLUMNS = columns.length;

/** One page of the payment history; each row opens the detail modal. */
export function PaymentTable({
  payments,
  loading,
  busy,
  empty,
  onOpen,
}: {
  payments: PaymentListItem[];
  loading: boolean;
  busy: boolean;
  /** The designed empty state (differs with and without filters). */
  empty: ReactNode;
  onOpen: (payment: PaymentListItem) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={busy}>
      <Table.Root size="sm" aria-label={t('history.tableLabel')} data-testid="payment-table">
        <Table.Header>
          <Table.Row>
            {columns.map((key) => (
              <Table.ColumnHeader key={key} textAlign={key === 'amount' ? 'end' : undefined}>
                {t(`history.columns.${key}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 4 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={COLUMNS}>
                  <Skeleton height="6" data-testid="payment-skeleton" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : payments.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS} textAlign="center" paddingY="10" data-testid="payment-empty">
                <Stack gap="3" align="center">
                  {empty}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            payments.map((payment) => (
              <Table.Row key={payment.id} data-testid="payment-row">
                <Table.Cell fontWeight="semibold">{payment.memberName}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatNap(payment.memberNAP) ?? '–'}</Table.Cell>
                <Table.Cell>{payment.category}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{payment.period}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatIdr(payment.amount)}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDate(payment.paymentDate)}</Table.Cell>
                <Table.Cell>{t(`method.${payment.paymentMethod}`)}</Table.Cell>
                <Table.Cell>
                  <PaymentStatusBadge status={payment.status} />
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    onClick={() => onOpen(payment)}
                    aria-label={t('history.detailOf', { name: payment.memberName })}
                  >
                    <Text>{t('history.detail')}</Text>
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
