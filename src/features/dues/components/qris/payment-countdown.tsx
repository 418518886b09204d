import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMinutesSeconds } from '../../hooks/use-seconds-left';

/**
 * The time left to pay, shown as mm:ss. Screen readers are not read every second: a separate
 * live region speaks once at one minute left and once when the time is up.
 */
export function PaymentCountdown({ secondsLeft }: { secondsLeft: number }) {
  const { t } = useTranslation('payments');
  const announcement = secondsLeft === 0 ? t('qris.timeUp') : secondsLeft <= 60 ? t('qris.oneMinuteLeft') : '';
  return (
    <Box textAlign="center">
      <Text fontSize="sm" color="fg.muted">
        {t('qris.expiresIn')}
      </Text>
      <Text
        role="timer"
        aria-label={t('qris.expiresInMinutes', { time: formatMinutesSeconds(secondsLeft) })}
        fontSize="2xl"
        fontWeight="bold"
        fontVariantNumeric="tabular-nums"
        color={secondsLeft <= 60 ? 'red.fg' : undefined}
        data-testid="payment-countdown"
      >
        {formatMinutesSeconds(secondsLeft)}
      </Text>
      <Text srOnly aria-live="assertive" data-testid="payment-countdown-announcement">
        {announcement}
      </Text>
    </Box>
  );
}
