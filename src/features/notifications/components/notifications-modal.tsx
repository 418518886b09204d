import {
  Badge,
  Box,
  Button,
  Center,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  IconButton,
  Portal,
  Skeleton,
  Spinner,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@shared/contracts/notifications';
import { useDeleteNotificationMutation } from '../api/delete-notification';
import { useNotificationsQuery } from '../api/list-notifications';
import { useMarkAllNotificationsReadMutation } from '../api/mark-all-notifications-read';
import { useMarkNotificationReadMutation } from '../api/mark-notification-read';
import type { NotificationTab } from '../api/notification-keys';
import { useRefreshInsightsMutation } from '../api/refresh-insights';
import { useNotificationText } from './notification-text';
import { relativeTime } from './relative-time';

export interface NotificationsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after a change to read state or the list (the shell refreshes its unread badge). */
  onChanged?: () => void;
  /** For tests: the clock relative times are measured against. */
  now?: () => Date;
}

const tabs: NotificationTab[] = ['all', 'unread', 'ai'];

const typePalette: Record<Notification['type'], string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

function useRelativeTimeText(now: () => Date) {
  const { t } = useTranslation('notifications');
  return (timestamp: string) => {
    const relative = relativeTime(timestamp, now());
    switch (relative.kind) {
      case 'justNow':
        return t('time.justNow');
      case 'hours':
        return t('time.hoursAgo', { count: relative.count });
      case 'days':
        return t('time.daysAgo', { count: relative.count });
      default:
        return relative.text;
    }
  };
}

function NotificationItem({
  notification,
  timeText,
  onAction,
  onMarkRead,
  onDelete,
  busy,
}: {
  notification: Notification;
  timeText: string;
  onAction: () => void;
  onMarkRead: () => void;
  onDelete: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('notifications');
  const text = useNotificationText()(notification);
  const palette = typePalette[notification.type];
  return (
    <Box
      as="li"
      padding="3"
      borderWidth="1px"
      borderRadius="lg"
      borderStartWidth="4px"
      borderStartColor={`${palette}.solid`}
      bg={notification.isRead ? 'bg' : 'brand.subtle'}
      data-testid="notification-item"
      data-read={notification.isRead ? 'true' : 'false'}
    >
      <Flex justify="space-between" gap="3" align="start">
        <Stack gap="1" minWidth="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold">{text.title}</Text>
            {!notification.isRead && (
              <Badge colorPalette="brand" size="sm">
                {t('unreadMark')}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {text.message}
          </Text>
          <HStack gap="2" wrap="wrap" fontSize="xs" color="fg.muted">
            <Text as="span" data-testid="notification-time">
              {timeText}
            </Text>
            <Badge size="sm" variant="outline">
              {t(`category.${notification.category}`)}
            </Badge>
            <Badge size="sm" colorPalette={notification.priority === 'high' ? 'red' : 'gray'} variant="subtle">
              {t(`priority.${notification.priority}`)}
            </Badge>
          </HStack>
          <HStack gap="2" marginTop="1" wrap="wrap">
            {notification.actionUrl && (
              // A link: where it leads is visible, and it opens in a new tab if asked to.
              <Button asChild size="xs">
                {notification.actionUrl.startsWith('/') ? (
                  <RouterLink to={notification.actionUrl} onClick={onAction}>
                    {text.actionLabel}
                  </RouterLink>
                ) : (
                  <a href={notification.actionUrl} onClick={onAction}>
                    {text.actionLabel}
                  </a>
                )}
              </Button>
            )}
            {!notification.isRead && (
              <Button
                size="xs"
                variant="outline"
                onClick={onMarkRead}
                disabled={busy}
                aria-label={t('markReadOf', { title: text.title })}
              >
                {t('markRead')}
              </Button>
            )}
          </HStack>
        </Stack>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={t('deleteOf', { title: text.title })}
          onClick={onDelete}
          disabled={busy}
        >
          <svg
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
          </svg>
        </IconButton>
      </Flex>
    </Box>
  );
}

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
                    {value !== tab ? null : list.isPending ? (
                      <Center paddingY="10" role="status">
                        <Spinner size="sm" marginEnd="2" aria-hidden="true" />
                        <Text color="fg.muted">{t('loading')}</Text>
                      </Center>
                    ) : list.isError ? (
                      <Stack align="center" paddingY="10" gap="3" role="alert">
                        <Text color="fg.error">{t('error')}</Text>
                        <Button size="sm" onClick={() => void list.refetch()}>
                          {t('retry')}
                        </Button>
                      </Stack>
                    ) : list.data.notifications.length === 0 ? (
                      <Text textAlign="center" color="fg.muted" paddingY="10" data-testid="notifications-empty">
                        {t(`empty.${value}`)}
                      </Text>
                    ) : (
                      <Stack as="ul" gap="2" listStyleType="none">
                        {list.data.notifications.map((notification) => (
                          <NotificationItem
                            key={notification.id}
                            notification={notification}
                            timeText={timeText(notification.timestamp)}
                            busy={busy}
                            onAction={() => follow(notification)}
                            onMarkRead={() => markRead.mutate(notification.id)}
                            onDelete={() => remove.mutate(notification.id)}
                          />
                        ))}
                      </Stack>
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
