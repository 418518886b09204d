import { useTranslation } from 'react-i18next';

/** "3 hari sebelum jatuh tempo", "Hari jatuh tempo", "7 hari setelah jatuh tempo". */
export function useReminderDayLabel(): (day: number) => string {
  const { t } = useTranslation('dues');
  return (day: number) =>
    day === 0
      ? t('settings.reminders.onDueDate')
      : t(day < 0 ? 'settings.reminders.before' : 'settings.reminders.after', { count: Math.abs(day) });
}
