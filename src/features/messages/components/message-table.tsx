import { Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@shared/contracts/messages';
import { formatNap } from '@shared/identifiers';
import { formatDateTime } from '@/lib/format';
import { templateLabel } from './message-labels';
import { MessageStatusBadge } from './message-status-badge';

const columns = ['createdAt', 'recipient', 'template', 'channel', 'status', 'actions'] as const;

/** The name a row is known by: the member's, else the recipient. */
export const messageName = (message: OutboxMessage) => message.memberName ?? message.recipient;

/** One page of messages; each row opens the detail, and a failed one offers "Kirim ulang". */
export function MessageTable({
  messages,
  loading,
  busy,
  empty,
  canRetry,
  onOpen,
  onRetry,
}: {
  messages: OutboxMessage[];
  loading: boolean;
  busy: boolean;
  empty: ReactNode;
  canRetry: boolean;
  onOpen: (message: OutboxMessage) => void;
  onRetry: (message: OutboxMessage) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={busy}>
      <Table.Root size="sm" aria-label={t('table.label')} data-testid="message-table">
        <Table.Header>
          <Table.Row>
            {columns.map((key) => (
              <Table.ColumnHeader key={key}>{t(`table.columns.${key}`)}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: 5 }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={columns.length}>
                  <Skeleton height="6" data-testid="message-skeleton" />
                </Table.Cell>
              </Table.Row>
            ))
          ) : messages.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns.length} textAlign="center" paddingY="10" data-testid="message-empty">
                <Stack gap="3" align="center">
                  {empty}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            messages.map((message) => (
              <Table.Row key={message.id} data-testid="message-row">
                <Table.Cell whiteSpace="nowrap">{formatDateTime(message.createdAt)}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">{messageName(message)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {[formatNap(message.memberNAP), message.memberName ? message.recipient : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Cell>
                <Table.Cell>{templateLabel(t, message.template)}</Table.Cell>
                <Table.Cell>{t(`channel.${message.channel}`)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <MessageStatusBadge message={message} />
                    {message.lastError && message.status !== 'sent' && (
                      <Text fontSize="xs" color="fg.muted" lineClamp={1} maxWidth="56" title={message.lastError}>
                        {message.lastError}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
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
                        onClick={() => onRetry(message)}
                        aria-label={t('table.retryOf', { name: messageName(message) })}
                      >
                        {t('table.retry')}
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
