import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { newPasswordSchema } from '@shared/contracts/auth';
import { Form } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';

/** The contract's password rules, and the confirmation equal to a password that passed them. */
function resetFormSchema(mismatch: string) {
  return z
    .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: mismatch,
      when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === 'newPassword'),
    });
}

/** The recovery email's link: `/reset-password?token_hash=…&type=recovery`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token_hash') ?? searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();

  const form = useZodForm(resetFormSchema(t('resetPassword.passwordMismatch')), {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<{ message: string; invalidToken: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const requestNewLink = (
    <Button asChild variant="outline">
      <RouterLink to="/forgot-password">{t('resetPassword.requestNewLink')}</RouterLink>
    </Button>
  );
  const backToLogin = (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/login">{t('common.backToLogin')}</RouterLink>
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('resetPassword.title')} footer={backToLogin}>
        <FormAlert status="error" title={t('resetPassword.invalidLinkTitle')}>
          {t('resetPassword.invalidLink')}
        </FormAlert>
        {requestNewLink}
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <FormAlert status="success" title={t('resetPassword.successTitle')}>
          {done}
        </FormAlert>
        <Button asChild>
          <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit({ newPassword }: { newPassword: string }) {
    setFailure(null);
    try {
      setDone((await reset.mutateAsync({ token, newPassword })).message);
    } catch (cause) {
      setFailure({
        message: isApiError(cause) && cause.message ? cause.message : t('resetPassword.failedGeneric'),
        invalidToken: isApiError(cause) && cause.code === 'INVALID_TOKEN',
      });
    }
  }

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={backToLogin}>
      <Stack asChild gap="5">
        <Form form={form} onSubmit={onSubmit} aria-busy={reset.isPending}>
          {failure && <FormAlert status="error" title={failure.message} />}
          {failure?.invalidToken && requestNewLink}
          <FormField
            name="newPassword"
            label={t('resetPassword.newPassword')}
            help={t('resetPassword.newPasswordHelp')}
            required
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField name="confirmPassword" label={t('resetPassword.confirmPassword')} required>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
          <Button type="submit" size="lg" width="full" disabled={reset.isPending}>
            {reset.isPending ? t('common.processing') : t('resetPassword.submit')}
          </Button>
        </Form>
      </Stack>
    </AuthCard>
  );
}
