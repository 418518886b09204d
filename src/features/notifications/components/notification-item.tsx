import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@shared/contracts/notifications';
import { useNotificationText } from './notification-text';

const typePalette: Record<Notification['type'], string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** One notification: its words, time, category and priority; its action link, mark read and delete. */
export function NotificationItem({
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
