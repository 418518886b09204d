import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/contracts/notifications';
import type { useNotificationsQuery } from '../api/list-notifications';
import type { NotificationTab } from '../api/notification-keys';
import { NotificationItem } from './notification-item';

/** A tab of the notifications panel: loading, error with a retry, empty in words, or the items. */
export function NotificationList({
  query,
  tab,
  timeText,
  busy,
  onAction,
  onMarkRead,
  onDelete,
}: {
  query: ReturnType<typeof useNotificationsQuery>;
  tab: NotificationTab;
  timeText: (timestamp: string) => string;
  busy: boolean;
  onAction: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  return (
    <>
      {query.isPending ? (
        <Center paddingY="10" role="status">
          <Spinner size="sm" marginEnd="2" aria-hidden="true" />
          <Text color="fg.muted">{t('loading')}</Text>
        </Center>
      ) : query.isError ? (
        <Stack align="center" paddingY="10" gap="3" role="alert">
          <Text color="fg.error">{t('error')}</Text>
          <Button size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      ) : query.data.notifications.length === 0 ? (
        <Text textAlign="center" color="fg.muted" paddingY="10" data-testid="notifications-empty">
          {t(`empty.${tab}`)}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {query.data.notifications.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              timeText={timeText(notification.timestamp)}
              busy={busy}
              onAction={() => onAction(notification)}
              onMarkRead={() => onMarkRead(notification)}
              onDelete={() => onDelete(notification)}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
