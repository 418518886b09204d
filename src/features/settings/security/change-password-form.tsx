import { Alert, Button, Field, Heading, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageResponseSchema, newPasswordSchema } from '@shared/contracts/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError, type ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** PATCH /profile/password: proves the current password, sets the new one. */
export function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<{ message: string }> {
  return client.patch('/profile/password', input, messageResponseSchema);
}

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Keamanan: current, new and confirmed password, each with show/hide, and Simpan Pengaturan (spec §2). */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const client = useApiClient();
  const save = useMutation({ mutationFn: (input: ChangePasswordInput) => changePassword(client, input) });
  const [values, setValues] = useState<Record<PasswordField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [outcome, setOutcome] = useState<{ status: 'success' | 'error'; message: string } | null>(null);

  function update(field: PasswordField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(values.newPassword);
    const found: Partial<Record<PasswordField, string>> = {
      currentPassword: values.currentPassword ? undefined : t('security.currentRequired'),
      newPassword: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirmPassword:
        parsed.success && values.confirmPassword !== values.newPassword ? t('security.passwordMismatch') : undefined,
    };
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      return;
    }
    setOutcome(null);
    try {
      const { message } = await save.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setOutcome({ status: 'success', message });
    } catch (error) {
      setOutcome({
        status: 'error',
        message: isApiError(error) && error.message ? error.message : t('security.passwordFailed'),
      });
    }
  }

  const field = (name: PasswordField, label: string, autoComplete: string, help?: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
      />
      {errors[name] ? (
        <Field.ErrorText>{errors[name]}</Field.ErrorText>
      ) : (
        help && <Field.HelperText>{help}</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={save.isPending}>
        <Heading as="h2" size="md">
          {t('security.passwordTitle')}
        </Heading>
        {outcome && (
          <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        )}
        {field('currentPassword', t('security.currentPassword'), 'current-password')}
        {field('newPassword', t('security.newPassword'), 'new-password', t('security.newPasswordHelp'))}
        {field('confirmPassword', t('security.confirmPassword'), 'new-password')}
        <Button type="submit" alignSelf="start" loading={save.isPending} loadingText={t('security.saving')}>
          {t('security.save')}
        </Button>
      </form>
    </Stack>
  );
}
