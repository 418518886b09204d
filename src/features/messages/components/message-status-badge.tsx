import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MessageStatus, OutboxMessage } from '@shared/contracts/messages';

const palette: Record<MessageStatus, string> = {
  queued: 'blue',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** Terkirim, Gagal, …; a queued message after a failed attempt reads "Dicoba ulang (n/max)". */
export function MessageStatusBadge({
  message,
}: {
  message: Pick<OutboxMessage, 'status' | 'attempts' | 'maxAttempts'>;
}) {
  const { t } = useTranslation('messages');
  const retrying = message.status === 'queued' && message.attempts > 0;
  return (
    <Badge colorPalette={retrying ? 'orange' : palette[message.status]} variant="subtle" data-testid="message-status">
      {retrying
        ? t('retrying', { attempts: message.attempts, max: message.maxAttempts })
        : t(`status.${message.status}`)}
    </Badge>
  );
}
