import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { reminderScheduleInputSchema, type ReminderSchedule } from '@shared/contracts/reminder-schedule';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSetReminderScheduleMutation } from '../../api/set-reminder-schedule';
import { useReminderDayLabel } from './reminder-day-label';
import { SettingsDialog } from './settings-dialog';

/** Typed days, "-3, 0, 7, 30": numbers where they parse, the text itself otherwise (for the contract's message). */
function typedDays(typed: string): unknown[] {
  const parts = typed.split(/[,;\s]+/).filter((part) => part !== '');
  return parts.map((part) => (/^[-+]?\d+$/.test(part) ? Number(part) : part));
}

function scheduleFormSchema(organizationId: string) {
  return (
    z
      .object({ days: z.string() })
      .transform(({ days }) => ({ organizationId, days: typedDays(days) }))
      // The contract's input type is `unknown` per day (it also takes JSON numbers).
      .pipe(
        reminderScheduleInputSchema as z.ZodType<
          z.output<typeof reminderScheduleInputSchema>,
          { organizationId: string; days: unknown[] }
        >,
      )
      .transform(({ days }) => ({ organizationId, days: [...(days ?? [])].sort((a, b) => a - b) }))
  );
}

/** The organization's own reminder days, relative to the due date (issue 14 §3). */
export function ReminderScheduleDialog({ schedule, onClose }: { schedule: ReminderSchedule; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const dayLabel = useReminderDayLabel();
  const form = useZodForm(scheduleFormSchema(schedule.organizationId), {
    defaultValues: { days: schedule.days.join(', ') },
  });
  const save = useSetReminderScheduleMutation();

  return (
    <SettingsDialog
      title={t('settings.reminders.formTitle')}
      testId="dues-reminder-schedule-form"
      form={form}
      confirmationOf={({ days }) =>
        days.length === 0
          ? t('settings.reminders.confirmNone', { organization: schedule.organizationName })
          : t('settings.reminders.confirmText', {
              organization: schedule.organizationName,
              days: days.map(dayLabel).join(', '),
            })
      }
      pending={save.isPending}
      error={save.error}
      onReview={save.reset}
      onConfirm={(values) => save.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    >
      <FormField name="days" label={t('settings.reminders.daysLabel')} help={t('settings.reminders.help')}>
        <Input autoComplete="off" {...form.register('days')} />
      </FormField>
    </SettingsDialog>
  );
}
