import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { graceDaysInputSchema, type GraceDaysInput } from '@shared/contracts/dues-settings';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useSetGraceDaysMutation } from '../../api/set-grace-days';
import { SettingsDialog } from './settings-dialog';

// Empty is invalid, not the zero the number coercion would make of it.
const graceDaysFormSchema = z
  .object({ graceDays: z.string() })
  .transform(({ graceDays }) => ({ graceDays: graceDays.trim() === '' ? Number.NaN : graceDays.trim() }))
  // The contract's input type is `unknown` per field (it also takes JSON numbers).
  .pipe(graceDaysInputSchema as z.ZodType<GraceDaysInput, { graceDays: string | number }>);

/** The grace period after a membership's expiry date, 0–365 days. */
export function GraceDaysDialog({ graceDays, onClose }: { graceDays: number; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const form = useZodForm(graceDaysFormSchema, { defaultValues: { graceDays: String(graceDays) } });
  const save = useSetGraceDaysMutation();

  return (
    <SettingsDialog
      title={t('settings.grace.formTitle')}
      testId="dues-grace-form"
      form={form}
      confirmationOf={(values) => t('settings.grace.confirmText', { count: values.graceDays })}
      pending={save.isPending}
      error={save.error}
      onReview={save.reset}
      onConfirm={(values) => save.mutate(values, { onSuccess: onClose })}
      onClose={onClose}
    >
      <FormField name="graceDays" label={t('settings.grace.label')} help={t('settings.grace.help')} required>
        <Input inputMode="numeric" autoComplete="off" {...form.register('graceDays')} />
      </FormField>
    </SettingsDialog>
  );
}
