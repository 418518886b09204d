import { useTranslation } from 'react-i18next';
import { relativeTime } from './relative-time';

/** A notification's time in words ("baru saja", "2 jam lalu"), measured against `now`. */
export function useRelativeTimeText(now: () => Date) {
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
