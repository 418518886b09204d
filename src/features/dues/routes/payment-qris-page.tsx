import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { isPaymentId, usePaymentQuery } from '../api/get-payment';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PaymentEndedNotice } from '../components/qris/payment-ended-notice';
import { PaymentSuccessPanel } from '../components/qris/payment-success-panel';
import { QrisPendingPanel } from '../components/qris/qris-pending-panel';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';

/** `/payment-qris?paymentId=…`: pay one QRIS attempt; the page follows its status by itself. */
export default function PaymentQrisPage() {
  const { t } = useTranslation('payments');
  const [params] = useSearchParams();
  const paymentId = params.get('paymentId');
  const payment = usePaymentQuery(paymentId, { poll: true });
  const data = useDeferredFirstAnswer(payment.data);
  const secondsLeft = useSecondsLeft(data?.status === 'pending' ? data.details?.expiresAt : null);
  // Past the deadline the attempt is over, even before the server has marked it expired.
  const timedOut = data?.status === 'pending' && secondsLeft === 0;

  const body = () => {
    if (!isPaymentId(paymentId)) return <PaymentEndedNotice reason="missing" />;
    if (payment.isError) {
      return (
        <ApiErrorAlert
          title={t('qris.error')}
          error={payment.error}
          retryLabel={t('qris.retry')}
          onRetry={() => void payment.refetch()}
          testId="payment-error"
        />
      );
    }
    if (!data) {
      return (
        <Stack gap="4" aria-busy="true" aria-label={t('qris.loading')} data-testid="payment-loading">
          <Skeleton height="64" width="64" />
          <Skeleton height="8" width="48" />
          <Skeleton height="24" />
        </Stack>
      );
    }
    if (data.status === 'completed') return <PaymentSuccessPanel payment={data} />;
    if (data.status !== 'pending') return <PaymentEndedNotice reason={data.status} />;
    if (timedOut || !data.details) return <PaymentEndedNotice reason="expired" />;
    return <QrisPendingPanel payment={data} details={data.details} secondsLeft={secondsLeft} />;
  };

  return (
    <Container maxW="4xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('qris.title')} · SIMK`}</title>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size="2xl">
            {t('qris.title')}
          </Heading>
          <Text color="fg.muted">{t('qris.subtitle')}</Text>
        </Box>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '5', md: '8' }}>
          {body()}
        </Box>
      </Stack>
    </Container>
  );
}
