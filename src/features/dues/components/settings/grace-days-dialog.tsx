import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graceDaysInputSchema, type GraceDaysInput } from '@shared/contracts/dues-settings';
import { useSetGraceDaysMutation } from '../../api/set-grace-days';
import { SettingsDialog } from './settings-dialog';

/** The grace period after a membership's expiry date, 0–365 days. */
export function GraceDaysDialog({ graceDays, onClose }: { graceDays: number; onClose: () => void }) {
  const { t } = useTranslation('dues');
  const [typed, setTyped] = useState(String(graceDays));
  const [error, setError] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<GraceDaysInput | null>(null);
  const save = useSetGraceDaysMutation();

  const submit = () => {
    // Empty is invalid, not the zero the number coercion would make of it.
    const parsed = graceDaysInputSchema.safeParse({ graceDays: typed.trim() === '' ? Number.NaN : typed.trim() });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.reset();
    setConfirmed(parsed.data);
  };

  return (
    <SettingsDialog
      title={t('settings.grace.formTitle')}
      testId="dues-grace-form"
      confirmation={confirmed && t('settings.grace.confirmText', { count: confirmed.graceDays })}
      pending={save.isPending}
      error={save.error?.message ?? null}
      onSubmit={submit}
      onBack={() => setConfirmed(null)}
      onConfirm={() => confirmed && save.mutate(confirmed, { onSuccess: onClose })}
      onClose={onClose}
    >
      <Field.Root invalid={!!error} required>
        <Field.Label>{t('settings.grace.label')}</Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          <Field.HelperText>{t('settings.grace.help')}</Field.HelperText>
        )}
      </Field.Root>
    </SettingsDialog>
  );
}
