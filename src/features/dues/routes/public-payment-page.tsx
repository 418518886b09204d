import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { WalletIcon } from '@/components/ui/icons';
import { LookupNotFound, LookupSkeleton } from '@/components/ui/lookup-states';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatIdr } from '@/lib/format';
import { isPaymentId, usePaymentQuery } from '../api/get-payment';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { OrderIdCopy } from '../components/qris/order-id-copy';
import { PaymentAmount } from '../components/qris/payment-amount';
import { PaymentBillList } from '../components/qris/payment-bill-list';
import { QrCode } from '@/components/ui/qr-code';
import { ValidReceiptCard } from '../components/qris/valid-receipt-card';

/**
 * `/payment/{paymentId}` (public): status and amount for anyone with the link; the QR and the bills
 * for the payer and officers (the API sends `details` to them only). Printed receipts point here.
 */
export default function PublicPaymentPage() {
  const { t } = useTranslation('payments');
  const { paymentId = '' } = useParams();
  const payment = usePaymentQuery(paymentId, { poll: true });
  const data = payment.data;

  const notFound = !isPaymentId(paymentId) || (isApiError(payment.error) && [400, 404].includes(payment.error.status));
  const details = data?.details;
  return (
    <Container maxW="2xl" paddingY={{ base: '8', md: '12' }}>
      <title>{`${t('public.title')} · SIMK`}</title>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('public.title')}
        </Heading>
        {notFound && (
          <LookupNotFound
            id="payment-not-found"
            testId="payment-not-found"
            icon={<WalletIcon boxSize="8" color="fg.muted" />}
            title={t('public.notFound')}
            hint={t('public.notFoundHint')}
          />
        )}
        <ApiErrorAlert
          title={t('qris.error')}
          error={notFound ? null : payment.error}
          retryLabel={t('qris.retry')}
          onRetry={() => void payment.refetch()}
        />
        {!data && !payment.isError && !notFound && <LookupSkeleton testId="payment-loading" />}
        {data && (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '5', md: '8' }}>
            <Stack gap="5">
              <HStack justify="space-between" wrap="wrap" gap="3">
                <Box>
                  <PaymentAmount label={t('public.amount')} amount={data.amount} />
                </Box>
                <Stack gap="1" align="end">
                  <Text fontSize="sm" color="fg.muted">
                    {t('public.status')}
                  </Text>
                  <PaymentStatusBadge status={data.status} />
                </Stack>
              </HStack>
              {data.status === 'completed' && <ValidReceiptCard payment={data} />}
              {data.status === 'pending' && !details && <Text color="fg.muted">{t('public.pendingHint')}</Text>}
              {details && (
                <Text>
                  {t('public.payer')}: <strong>{details.memberName}</strong>
                </Text>
              )}
              {data.status === 'pending' && details?.qrString && (
                <Stack align="center" gap="3">
                  <QrCode
                    value={details.qrString}
                    label={t('qris.qrLabel', { amount: formatIdr(data.amount), merchant: details.merchantName ?? '' })}
                  />
                  {details.expiresAt && (
                    <Text fontSize="sm" color="fg.muted">
                      {t('public.expiresAt', { time: formatDateTime(details.expiresAt) })}
                    </Text>
                  )}
                  <Button asChild size="sm" variant="outline">
                    <RouterLink to={`/payment-qris?paymentId=${encodeURIComponent(data.id)}`}>
                      {t('public.continue')}
                    </RouterLink>
                  </Button>
                </Stack>
              )}
              {details?.orderId && <OrderIdCopy orderId={details.orderId} />}
              {details && <PaymentBillList bills={details.bills} title={t('qris.bills')} />}
              <Text fontSize="xs" color="fg.muted">
                {t('public.createdAt')}: {formatDateTime(data.createdAt)}
              </Text>
            </Stack>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
