import { Alert, Button, Field, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordRequestSchema } from '@shared/contracts/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePasswordMutation } from '../api/change-password';
import { validationText } from '@/lib/validation-text';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
const labelKeys = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' } as const;
const autoComplete = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const empty: Record<FieldName, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Keamanan: change the password (current, new, confirm, each with show/hide), through PATCH /profile/password. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePasswordMutation();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [done, setDone] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = changePasswordRequestSchema.safeParse(values);
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= validationText(t, issue.message);
    }
    if (!found.newPassword && values.confirmPassword !== values.newPassword) {
      found.confirmPassword = t('password.mismatch');
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (message) => {
          setValues(empty);
          setDone(message);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-password-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="md" id="change-password-heading">
          {t('password.heading')}
        </Heading>
        {(Object.keys(empty) as FieldName[]).map((name) => (
          <Field.Root key={name} invalid={!!errors[name]} required>
            <Field.Label>
              {t(`password.${labelKeys[name]}`)}
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              name={name}
              autoComplete={autoComplete[name]}
              value={values[name]}
              onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            />
            {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
          </Field.Root>
        ))}
        {done && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
        )}
        {change.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{change.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="start" loading={change.isPending} loadingText={t('saving')}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
