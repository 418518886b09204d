import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Bill } from '@shared/contracts/bills';
import { formatDate } from '@/lib/format';

/** What a bill's state means to the member: overdue, held by a pending payment, paid or waived. */
export function BillStatusCell({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payments');
  if (bill.status === 'paid') {
    const note = bill.paidAt && t('bills.paidAt', { date: formatDate(bill.paidAt) });
    return <SettledStatus palette="green" label={t('billStatus.paid')} note={note} />;
  }
  if (bill.status === 'waived') {
    const note = bill.waivedReason && t('bills.waivedReason', { reason: bill.waivedReason });
    return <SettledStatus palette="purple" label={t('billStatus.waived')} note={note} />;
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

/** A bill that is done with: its state, and under it when it was paid or why it was waived. */
function SettledStatus({ palette, label, note }: { palette: string; label: string; note: string | null }) {
  return (
    <Stack gap="0">
      <Badge colorPalette={palette} variant="subtle" alignSelf="start">
        {label}
      </Badge>
      {note && (
        <Text fontSize="xs" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}
