import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@shared/contracts/messages';
import { formatNap } from '@shared/identifiers';
import { DataTable, type TableQueryState } from '@/components/list/data-table';
import { formatDateTime } from '@/lib/format';
import { templateLabel } from './message-labels';
import { MessageStatusBadge } from './message-status-badge';

/** The name a row is known by: the member's, else the recipient. */
export const messageName = (message: OutboxMessage) => message.memberName ?? message.recipient;

/** One page of messages; each row opens the detail, and a failed one offers "Kirim ulang". */
export function MessageTable({
  messages,
  empty,
  canRetry,
  onOpen,
  onRetryMessage,
  ...state
}: TableQueryState & {
  messages: OutboxMessage[];
  empty: ReactNode;
  canRetry: boolean;
  onOpen: (message: OutboxMessage) => void;
  onRetryMessage: (message: OutboxMessage) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <DataTable
      columns={[
        { key: 'createdAt', nowrap: true, cell: (message) => formatDateTime(message.createdAt) },
        {
          key: 'recipient',
          card: 'primary',
          cell: (message) => (
            <>
              <Text fontWeight="semibold">{messageName(message)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {[formatNap(message.memberNAP), message.memberName ? message.recipient : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </>
          ),
        },
        { key: 'template', cell: (message) => templateLabel(t, message.template) },
        { key: 'channel', cell: (message) => t(`channel.${message.channel}`) },
        {
          key: 'status',
          cell: (message) => (
            <Stack gap="1" align="start">
              <MessageStatusBadge message={message} />
              {message.lastError && message.status !== 'sent' && (
                <Text fontSize="xs" color="fg.muted" lineClamp={1} maxWidth="56" title={message.lastError}>
                  {message.lastError}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          key: 'actions',
          card: 'action',
          cell: (message) => (
            <HStack gap="1">
              <Button
                size="xs"
                variant="ghost"
                onClick={() => onOpen(message)}
                aria-label={t('table.detailOf', { name: messageName(message) })}
              >
                {t('table.detail')}
              </Button>
              {canRetry && message.status === 'failed' && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onRetryMessage(message)}
                  aria-label={t('table.retryOf', { name: messageName(message) })}
                >
                  {t('table.retry')}
                </Button>
              )}
            </HStack>
          ),
        },
      ]}
      header={(key) => t(`table.columns.${key}`)}
      rows={messages}
      rowKey={(message) => message.id}
      label={t('table.label')}
      testIdPrefix="message"
      skeletonRows={5}
      empty={empty}
      {...state}
      errorTitle={t('error')}
    />
  );
}
