import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { DetailDialog, DetailFields } from '@/components/ui/detail-dialog';
import type { OutboxMessage } from '@shared/contracts/messages';
import { formatNap } from '@shared/identifiers';
import { formatDateTime } from '@/lib/format';
import { useMessageQuery } from '../api/get-message';
import { templateLabel } from './message-labels';
import { MessageStatusBadge } from './message-status-badge';

/** What the status asks of the reader: a failed message waits for a retry, a retrying one for SIMK. */
function StatusNotice({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('messages');
  if (message.status === 'failed') {
    return (
      <Alert.Root status="error" data-testid="message-failed-notice">
        <Alert.Indicator />
        <Alert.Title>{t('detail.failedNotice', { attempts: message.attempts })}</Alert.Title>
      </Alert.Root>
    );
  }
  if (message.status === 'queued' && message.attempts > 0) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('detail.retryingNotice')}</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}

/**
 * One message in full: the list's row at once, then the full text and the latest status (asked
 * for again while it waits or is being sent, so a retry is seen through to the end).
 */
export function MessageDetailDialog({
  message: listed,
  canRetry,
  onRetry,
  onClose,
}: {
  message: OutboxMessage;
  canRetry: boolean;
  onRetry: (message: OutboxMessage) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('messages');
  const view = useMessageQuery(listed.id);
  const message = view.data ?? listed;
  const dateTime = (value: string | null) => value && formatDateTime(value);
  const fields = [
    ['recipient', message.recipient],
    ['member', message.memberName && [message.memberName, formatNap(message.memberNAP)].filter(Boolean).join(' · ')],
    ['organization', message.organizationName],
    ['template', templateLabel(t, message.template)],
    ['channel', t(`channel.${message.channel}`)],
    ['attempts', t('detail.attemptsValue', { attempts: message.attempts, max: message.maxAttempts })],
    ['nextAttempt', dateTime(message.nextAttemptAt)],
    ['lastError', message.lastError],
    ['provider', message.provider],
    ['providerMessageId', message.providerMessageId],
    [
      'delivery',
      message.deliveryStatus &&
        `${t(`delivery.${message.deliveryStatus}`)} · ${formatDateTime(message.deliveryStatusAt ?? message.createdAt)}`,
    ],
    ['deliveryError', message.deliveryError],
    ['queuedBy', message.queuedBy ?? t('detail.system')],
    ['createdAt', formatDateTime(message.createdAt)],
    ['sentAt', dateTime(message.sentAt)],
  ] as const;
  return (
    <DetailDialog
      onClose={onClose}
      title={t('detail.title')}
      closeLabel={t('detail.close')}
      testId="message-detail"
      scrollBehavior="inside"
      action={
        canRetry && message.status === 'failed'
          ? { label: t('table.retry'), onClick: () => onRetry(message), tone: 'danger' }
          : undefined
      }
    >
      <Stack gap="4">
        <MessageStatusBadge message={message} />
        <StatusNotice message={message} />
        {message.fallbackFrom && (
          <Text fontSize="sm" color="fg.muted">
            {t('detail.fallback', { channel: t(`channel.${message.fallbackFrom}`) })}
          </Text>
        )}
        <DetailFields fields={fields} label={(key) => t(`detail.${key}`)} testIdPrefix="message-" />
        <Box as="section" aria-label={t('detail.text')}>
          <Text fontWeight="semibold" marginBottom="2">
            {t('detail.text')}
          </Text>
          {message.subject && (
            <Text fontSize="sm" marginBottom="2">
              {t('detail.subject')}: {message.subject}
            </Text>
          )}
          {view.isPending ? (
            <Skeleton height="24" aria-label={t('detail.loading')} />
          ) : (
            <Box
              as="pre"
              whiteSpace="pre-wrap"
              fontFamily="inherit"
              fontSize="sm"
              bg="bg.muted"
              borderRadius="md"
              padding="3"
              data-testid="message-text"
            >
              {message.text}
            </Box>
          )}
        </Box>
        <ApiErrorAlert title={t('detail.error')} error={view.error} />
      </Stack>
    </DetailDialog>
  );
}
