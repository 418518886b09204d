import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useZodForm } from '@/components/form/use-zod-form';
import { isApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/auth-links';
import { AuthForm } from '../components/auth-form';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields, newPasswordFormSchema } from '../components/new-password-fields';
import { type Notice, useNoticeText } from '@/lib/notice-text';

/** The recovery email's link: `/reset-password?token_hash=…&type=recovery`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token_hash') ?? searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();

  const form = useZodForm(newPasswordFormSchema(t('resetPassword.passwordMismatch')), {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [done, setDone] = useState<Notice | null>(null);

  const requestNewLink = (
    <Button asChild variant="outline">
      <RouterLink to="/forgot-password">{t('resetPassword.requestNewLink')}</RouterLink>
    </Button>
  );
  if (!token) {
    return (
      <AuthCard title={t('resetPassword.title')} footer={<BackToLoginLink />}>
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
          {noticeText(done)}
        </FormAlert>
        <Button asChild>
          <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
        </Button>
      </AuthCard>
    );
  }

  async function onSubmit({ newPassword }: { newPassword: string }) {
    setDone(await reset.mutateAsync({ token, newPassword }));
  }

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')} footer={<BackToLoginLink />}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        refusal={t('resetPassword.failedGeneric')}
        failureAction={(cause) => isApiError(cause) && cause.code === 'INVALID_TOKEN' && requestNewLink}
        submitLabel={t('resetPassword.submit')}
      >
        <NewPasswordFields />
      </AuthForm>
    </AuthCard>
  );
}
