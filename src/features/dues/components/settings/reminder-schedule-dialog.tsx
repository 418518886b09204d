import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderScheduleInputSchema, type ReminderSchedule } from '@shared/contracts/reminder-schedule';
import { useSetReminderScheduleMutation } from '../../api/set-reminder-schedule';
import { useReminderDayLabel } from './reminder-day-label';
import { SettingsDialog } from './settings-dialog';

/** Typed days, "-3, 0, 7, 30": numbers where they parse, the text itself otherwise (for the contract's message). */
function typedDays(typed: string): unknown[] {
  const parts = typed.split(/[,;\s]+/).filter((part) => part !== '');
  return parts.map((part) => (/^[-+]?\d+$/.test(part) ? Number(part) : part));
}

/** The organization's own reminder days, relative to the due date (issue 14 §3). */
export function ReminderScheduleDialog({ schedule, onClose }: { schedule: ReminderSchedule; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const dayLabel = useReminderDayLabel();
  const [typed, setTyped] = useState(schedule.days.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<number[] | null>(null);
  const save = useSetReminderScheduleMutation();

  const submit = () => {
    const parsed = reminderScheduleInputSchema.safeParse({
      organizationId: schedule.organizationId,
      days: typedDays(typed),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.reset();
    setConfirmed([...(parsed.data.days ?? [])].sort((a, b) => a - b));
  };

  return (
    <SettingsDialog
      title={t('settings.reminders.formTitle')}
      testId="dues-reminder-schedule-form"
      confirmation={
        confirmed &&
        (confirmed.length === 0
          ? t('settings.reminders.confirmNone', { organization: schedule.organizationName })
          : t('settings.reminders.confirmText', {
              organization: schedule.organizationName,
              days: confirmed.map(dayLabel).join(', '),
            }))
      }
      pending={save.isPending}
      error={save.error?.message ?? null}
      onSubmit={submit}
      onBack={() => setConfirmed(null)}
      onConfirm={() =>
        confirmed && save.mutate({ organizationId: schedule.organizationId, days: confirmed }, { onSuccess: onClose })
      }
      onClose={onClose}
    >
      <Field.Root invalid={!!error}>
        <Field.Label>{t('settings.reminders.daysLabel')}</Field.Label>
        <Input autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('settings.reminders.help')}</Field.HelperText>
        )}
      </Field.Root>
    </SettingsDialog>
  );
}
