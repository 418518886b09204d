import { Alert, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentView } from '@shared/contracts/payments';
import { formatDateTime, formatIdr } from '@/lib/format';
import { useDownloadReceiptMutation } from '../../api/download-receipt';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { OrderIdCopy } from './order-id-copy';

/** A settled payment: the receipt number, the receipt PDF and the way to the history. */
export function PaymentSuccessPanel({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation('payments');
  const receipt = useDownloadReceiptMutation();
  return (
    <Stack gap="4" data-testid="payment-success">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('qris.successTitle')}</Alert.Title>
          <Alert.Description>{t('qris.successText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Stack gap="1">
        <Text fontSize="2xl" fontWeight="bold">
          {formatIdr(payment.amount)}
        </Text>
        {payment.paidAt && <Text color="fg.muted">{formatDateTime(payment.paidAt)}</Text>}
        {payment.receiptNumber && (
          <Text>
            {t('qris.receiptNumber')}:{' '}
            <Text as="span" fontWeight="semibold" data-testid="receipt-number">
              {payment.receiptNumber}
            </Text>
          </Text>
        )}
      </Stack>
      {payment.details?.orderId && <OrderIdCopy orderId={payment.details.orderId} />}
      <ApiErrorAlert title={t('detail.error')} error={receipt.error} />
      <Flex gap="3" wrap="wrap" align="center">
        <Button onClick={() => receipt.mutate(payment.id)} loading={receipt.isPending}>
          {t('qris.downloadReceipt')}
        </Button>
        <Link asChild colorPalette="brand">
          <RouterLink to="/dashboard/dues/history">{t('qris.toHistory')}</RouterLink>
        </Link>
      </Flex>
    </Stack>
  );
}
