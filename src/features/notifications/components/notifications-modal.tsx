import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Skeleton, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/contracts/notifications';
import { useDeleteNotificationMutation } from '../api/delete-notification';
import { useNotificationsQuery } from '../api/list-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import type { NotificationTab } from '../api/notification-keys';
import { useRefreshInsightsMutation } from '../api/refresh-insights';
import { NotificationList } from './notification-list';
import { useRelativeTimeText } from './relative-time-text';

export interface NotificationsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a change to read state or the list (the shell refreshes its unread badge). */
  onChanged?: () => void;
  /** For tests: the clock relative times are measured against. */
  now?: () => Date;
}

const tabs: NotificationTab[] = ['all', 'unread', 'ai'];

/** Spec §2 "Smart Notifications modal", on the real notifications table. */
export function NotificationsModal({ open, onOpenChange, onChanged, now = () => new Date() }: NotificationsModalProps) {
  const { t } = useTranslation('notifications');
  const [tab, setTab] = useState<NotificationTab>('all');
  const [notice, setNotice] = useState<string | null>(null);
  const list = useNotificationsQuery(tab, { enabled: open });
  const markRead = useMarkNotificationReadMutation({ onSettled: onChanged });
  const markAllRead = useMarkAllNotificationsReadMutation({ onSettled: onChanged });
  const remove = useDeleteNotificationMutation({ onSettled: onChanged });
  const refresh = useRefreshInsightsMutation({ onSettled: onChanged });
  const timeText = useRelativeTimeText(now);
  const counts = list.data?.counts;
  const busy = markRead.isPending || remove.isPending || markAllRead.isPending;
  const actionFailed = markRead.isError || remove.isError || markAllRead.isError || refresh.isError;

  // The action link navigates; following it also marks the item read and closes the panel.
  const follow = (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onOpenChange(false);
  };

  return (
    <Dialog.Root
      lazyMount
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="stretch" gap="3">
              <Box>
                <Dialog.Title>{t('title')}</Dialog.Title>
                <Dialog.Description fontSize="sm" color="fg.muted">
                  {t('subtitle')}
                </Dialog.Description>
              </Box>
              <HStack gap="2" wrap="wrap">
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => markAllRead.mutate()}
                  disabled={busy || !counts?.unread}
                >
                  {t('markAllRead')}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  loading={refresh.isPending}
                  loadingText={t('refreshing')}
                  onClick={() =>
                    refresh.mutate(undefined, {
                      onSuccess: (result) =>
                        setNotice(result.issued ? t('refreshed', { count: result.issued }) : t('refreshedNone')),
                    })
                  }
                >
                  {t('refreshInsights')}
                </Button>
              </HStack>
              {(notice || actionFailed) && (
                <Text fontSize="sm" role="status" color={actionFailed ? 'fg.error' : 'fg.muted'}>
                  {actionFailed ? t('actionError') : notice}
                </Text>
              )}
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Tabs.Root
                value={tab}
                onValueChange={(details) => setTab(details.value as NotificationTab)}
                variant="line"
              >
                <Tabs.List aria-label={t('tabsLabel')}>
                  {tabs.map((value) => (
                    <Tabs.Trigger key={value} value={value} data-testid={`tab-${value}`}>
                      {t(`tabs.${value}`)}
                      {counts ? (
                        <Badge size="sm" variant="subtle" marginStart="1" data-testid={`tab-count-${value}`}>
                          {counts[value]}
                        </Badge>
                      ) : (
                        <Skeleton height="4" width="5" marginStart="1" borderRadius="full" />
                      )}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                {tabs.map((value) => (
                  <Tabs.Content key={value} value={value} paddingTop="4">
                    {value === tab && (
                      <NotificationList
                        query={list}
                        tab={value}
                        timeText={timeText}
                        busy={busy}
                        onAction={follow}
                        onMarkRead={(notification) => markRead.mutate(notification.id)}
                        onDelete={(notification) => remove.mutate(notification.id)}
                      />
                    )}
                  </Tabs.Content>
                ))}
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.Footer justifyContent="center" borderTopWidth="1px">
              <Text fontSize="xs" color="fg.muted">
                {t('footer')}
              </Text>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
