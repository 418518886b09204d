import { Alert, Button, Field, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordRequestSchema } from '@shared/contracts/auth';
import { withConfirmation } from '@/components/form/confirmation';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePasswordMutation } from '../api/change-password';

type FieldName = 'currentPassword' | 'newPassword' | 'confirmPassword';
const labelKeys = { currentPassword: 'current', newPassword: 'new', confirmPassword: 'confirm' } as const;
const autoComplete = {
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};
const empty: Record<FieldName, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The contract's rules, and the confirmation equal to a new password that passed them. */
function passwordFormSchema(mismatch: string) {
  return withConfirmation(changePasswordRequestSchema, 'newPassword', mismatch);
}

/** Keamanan: change the password (current, new, confirm, each with show/hide), through PATCH /profile/password. */
export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const change = useChangePasswordMutation();
  const form = useZodForm(passwordFormSchema(t('password.mismatch')), { defaultValues: empty });
  const [done, setDone] = useState<string | null>(null);

  const submit = async ({ currentPassword, newPassword }: z.output<ReturnType<typeof passwordFormSchema>>) => {
    setDone(null);
    const message = await change.mutateAsync({ currentPassword, newPassword });
    form.reset(empty);
    setDone(message);
  };

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="change-password-heading">
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="md" id="change-password-heading">
          {t('password.heading')}
        </Heading>
        {(Object.keys(empty) as FieldName[]).map((name) => (
          <FormField
            key={name}
            name={name}
            required
            label={
              <>
                {t(`password.${labelKeys[name]}`)}
                <Field.RequiredIndicator />
              </>
            }
          >
            <PasswordInput autoComplete={autoComplete[name]} {...form.register(name)} />
          </FormField>
        ))}
        {done && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{done}</Alert.Title>
          </Alert.Root>
        )}
        <FormAlert />
        <Button type="submit" alignSelf="start" loading={change.isPending} loadingText={t('saving')}>
          {t('save')}
        </Button>
      </Stack>
    </Form>
  );
}
