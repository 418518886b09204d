import { Alert, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

type Ended = 'expired' | 'failed' | 'refunded' | 'missing';

const texts = {
  expired: ['qris.expiredTitle', 'qris.expiredText'],
  failed: ['qris.failedTitle', 'qris.failedText'],
  refunded: ['qris.refundedTitle', 'qris.refundedText'],
  missing: ['qris.missingId', 'qris.missingIdHint'],
} as const;

/** An attempt that can no longer be paid (or a link without one), and the way back to the bills to start another. */
export function PaymentEndedNotice({ reason }: { reason: Ended }) {
  const { t } = useTranslation('payments');
  const [title, text] = texts[reason];
  return (
    <Stack gap="4" align="start" data-testid={`payment-${reason}`}>
      <Alert.Root status={reason === 'failed' ? 'error' : 'warning'} role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(title)}</Alert.Title>
          <Alert.Description>{t(text)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Button asChild variant="outline">
        <RouterLink to="/member-dues">{t('qris.backToBills')}</RouterLink>
      </Button>
    </Stack>
  );
}
