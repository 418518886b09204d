import { useTranslation } from 'react-i18next';
import type { Notification } from '@shared/contracts/notifications';
import type idNotifications from '@/locales/id/notifications.json';

export type NotificationTemplate = keyof typeof idNotifications.templates;

export interface NotificationText {
  title: string;
  message: string;
  actionLabel: string;
}

/**
 * The words of a notification in the reader's language: SQL stores a template key and its values
 * (`public.notifications.template`, `params`), the texts live in `notifications:templates.<key>`.
 * A key this build does not know (a newer server) reads as a plain "Notification".
 */
export function useNotificationText(): (notification: Pick<Notification, 'template' | 'params'>) => NotificationText {
  const { t, i18n } = useTranslation('notifications');
  return ({ template, params }) => {
    if (!i18n.exists(`notifications:templates.${template}.title`)) {
      return { title: t('unknownTemplate'), message: '', actionLabel: t('markRead') };
    }
    const key = template as NotificationTemplate;
    return {
      title: t(`templates.${key}.title`, params),
      message: t(`templates.${key}.message`, params),
      actionLabel: t(`templates.${key}.action`),
    };
  };
}
