import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { newPasswordSchema } from '@shared/contracts/auth';
import { withConfirmation } from '@/components/form/confirmation';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/ui/password-input';

/** The contract's password rules, and the confirmation equal to a password that passed them. */
export function newPasswordFormSchema(mismatch: string) {
  return withConfirmation(z.object({ newPassword: newPasswordSchema }), 'newPassword', mismatch);
}

/** A new password, twice (a recovery link, a claimed login), in a form of `newPasswordFormSchema`. */
export function NewPasswordFields() {
  const { t } = useTranslation('auth');
  const { register } = useFormContext<z.input<ReturnType<typeof newPasswordFormSchema>>>();
  return (
    <>
      <FormField
        name="newPassword"
        label={t('resetPassword.newPassword')}
        help={t('resetPassword.newPasswordHelp')}
        required
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <FormField name="confirmPassword" label={t('resetPassword.confirmPassword')} required>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </FormField>
    </>
  );
}
