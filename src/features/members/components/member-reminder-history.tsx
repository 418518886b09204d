import { Alert, Badge, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { OutboxMessage } from '@shared/contracts/messages';
import { formatDateTime } from '@/lib/format';
import { useMemberRemindersQuery } from '../api/list-member-reminders';

const statusPalette: Record<OutboxMessage['status'], string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** The member's dues reminders (outbox messages of template dues_reminder, GET /messages), with delivery statuses. */
export function MemberReminderHistory({ memberId }: { memberId: string }) {
  const { t } = useTranslation('dues');
  const reminders = useMemberRemindersQuery(memberId);
  if (reminders.isPending) return <Skeleton height="20" data-testid="reminder-history-loading" />;
  if (reminders.isError) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('reminders.history.error')}</Alert.Title>
          <Alert.Description>{reminders.error.message}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const rows = reminders.data.messages;
  return (
    <Table.Root size="sm" aria-label={t('reminders.history.tableLabel')} data-testid="reminder-history">
      <Table.Header>
        <Table.Row>
          {(['createdAt', 'channel', 'message', 'status', 'delivery'] as const).map((key) => (
            <Table.ColumnHeader key={key}>{t(`reminders.history.columns.${key}`)}</Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.length === 0 ? (
          <Table.Row>
            <Table.Cell colSpan={5} textAlign="center" paddingY="6">
              <Text color="fg.muted">{t('reminders.history.empty')}</Text>
            </Table.Cell>
          </Table.Row>
        ) : (
          rows.map((reminder) => (
            <Table.Row key={reminder.id} data-testid="reminder-history-row">
              <Table.Cell whiteSpace="nowrap">{formatDateTime(reminder.createdAt)}</Table.Cell>
              <Table.Cell>
                {reminder.fallbackFrom
                  ? t('reminders.history.viaEmailFrom', { channel: t(`reminders.channel.${reminder.fallbackFrom}`) })
                  : t(`reminders.channel.${reminder.channel}`)}
              </Table.Cell>
              <Table.Cell fontSize="xs" maxWidth="md">
                {reminder.text}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={statusPalette[reminder.status]}>
                  {t(`reminders.history.status.${reminder.status}`)}
                </Badge>
                {reminder.status === 'failed' && reminder.lastError && (
                  <Text fontSize="xs" color="fg.muted">
                    {reminder.lastError}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {t(`reminders.history.delivery.${reminder.deliveryStatus ?? 'none'}`)}
                {reminder.deliveryStatusAt && (
                  <Text fontSize="xs" color="fg.muted">
                    {formatDateTime(reminder.deliveryStatusAt)}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))
        )}
      </Table.Body>
    </Table.Root>
  );
}
