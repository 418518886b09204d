import { Alert, Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@shared/contracts/payments';
import { formatIdr } from '@/lib/format';
import { useCheckPaymentMutation } from '../../api/check-payment';
import { useSimulatePaymentMutation } from '../../api/simulate-payment';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { PaymentCountdown } from './payment-countdown';
import { QrCode } from '@/components/ui/qr-code';
import { OrderIdCopy } from './order-id-copy';
import { PaymentAmount } from './payment-amount';
import { QrisInstructions } from './qris-instructions';
import { SaveQris } from './save-qris';

type Details = NonNullable<PaymentView['details']>;

/**
 * Whole pixels per module: over 1 mm on a desktop screen, so a phone photographs it from arm's
 * length; at 4 px a version-11 code (69 modules with the quiet zone) fits a 360 px phone, and a
 * longer one shrinks to the panel (decision 0057).
 */
const QR_MODULE_PIXELS = { base: 4, md: 5 };

/** A QRIS attempt waiting to be paid: the code, what it pays, the time left and how to pay it. */
export function QrisPendingPanel({
  payment,
  details,
  secondsLeft,
}: {
  payment: PaymentView;
  details: Details;
  secondsLeft: number | null;
}) {
  const { t } = useTranslation('payments');
  const check = useCheckPaymentMutation();
  const simulate = useSimulatePaymentMutation();
  const merchant = details.merchantName ?? '';
  const stillPending = check.isSuccess && check.data.status === 'pending';

  return (
    <Grid templateColumns={{ base: '1fr', md: 'auto 1fr' }} gap="8" alignItems="start">
      <Stack align="center" gap="4">
        {details.qrString && (
          <QrCode
            value={details.qrString}
            label={t('qris.qrLabel', { amount: formatIdr(payment.amount), merchant })}
            modulePixels={QR_MODULE_PIXELS}
          />
        )}
        {secondsLeft !== null && <PaymentCountdown secondsLeft={secondsLeft} />}
        {details.qrString && details.orderId && (
          <SaveQris qrString={details.qrString} amount={payment.amount} merchant={merchant} orderId={details.orderId} />
        )}
      </Stack>
      <Stack gap="5">
        <Box>
          <PaymentAmount label={t('qris.amount')} amount={payment.amount} />
          <Text fontSize="sm" color="fg.muted" marginTop="2">
            {t('qris.merchant')}
          </Text>
          <Text fontWeight="semibold" data-testid="payment-merchant">
            {merchant}
          </Text>
        </Box>
        {details.orderId && <OrderIdCopy orderId={details.orderId} />}
        <QrisInstructions />
        <Text fontSize="sm" color="fg.muted">
          {t('qris.autoUpdate')}
        </Text>
        {stillPending && (
          <Alert.Root status="info" role="status" data-testid="still-pending">
            <Alert.Indicator />
            <Alert.Title>{t('qris.stillPending')}</Alert.Title>
          </Alert.Root>
        )}
        <ApiErrorAlert title={t('qris.error')} error={check.error ?? simulate.error} />
        <Flex gap="3" wrap="wrap">
          <Button onClick={() => check.mutate(payment.id)} loading={check.isPending}>
            {t('qris.check')}
          </Button>
          {details.simulator && details.orderId && (
            <Button
              variant="outline"
              colorPalette="purple"
              loading={simulate.isPending}
              onClick={() => simulate.mutate({ paymentId: payment.id, orderId: details.orderId ?? '' })}
            >
              {t('qris.simulate')}
            </Button>
          )}
        </Flex>
        {details.simulator && (
          <Text fontSize="xs" color="fg.muted">
            {t('qris.simulateHint')}
          </Text>
        )}
      </Stack>
    </Grid>
  );
}
