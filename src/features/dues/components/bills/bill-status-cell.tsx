import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Bill } from '@shared/contracts/bills';
import { formatDate } from '@/lib/format';

/** What a bill's state means to the member: overdue, held by a pending payment, paid or waived. */
export function BillStatusCell({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payments');
  if (bill.status === 'paid') {
    return (
      <Stack gap="0">
        <Badge colorPalette="green" variant="subtle" alignSelf="start">
          {t('billStatus.paid')}
        </Badge>
        {bill.paidAt && (
          <Text fontSize="xs" color="fg.muted">
            {t('bills.paidAt', { date: formatDate(bill.paidAt) })}
          </Text>
        )}
      </Stack>
    );
  }
  if (bill.status === 'waived') {
    return (
      <Stack gap="0">
        <Badge colorPalette="purple" variant="subtle" alignSelf="start">
          {t('billStatus.waived')}
        </Badge>
        {bill.waivedReason && (
          <Text fontSize="xs" color="fg.muted">
            {t('bills.waivedReason', { reason: bill.waivedReason })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <HStack gap="2" wrap="wrap">
      {bill.overdue ? (
        <Badge colorPalette="red" variant="solid" data-testid="bill-overdue">
          {t('bills.overdue', { count: bill.daysOverdue })}
        </Badge>
      ) : (
        <Badge colorPalette="orange" variant="subtle">
          {t('billStatus.unpaid')}
        </Badge>
      )}
      {bill.pendingPaymentId && (
        <>
          <Badge colorPalette="yellow" variant="subtle" data-testid="bill-pending">
            {t('bills.pending')}
          </Badge>
          <Link asChild fontSize="sm" colorPalette="brand">
            <RouterLink to={`/payment-qris?paymentId=${encodeURIComponent(bill.pendingPaymentId)}`}>
              {t('bills.continuePayment')}
            </RouterLink>
          </Link>
        </>
      )}
    </HStack>
  );
}
