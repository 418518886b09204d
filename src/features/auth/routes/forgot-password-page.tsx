import { Input, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordRequestSchema } from '@shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { AuthForm, refusalText } from '../components/auth-form';
import { FormAlert } from '../components/form-alert';
import { type Notice, useNoticeText } from '@/lib/notice-text';

/** Asks for a recovery link. The answer is the same whether or not the email is registered. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  const request = useRequestPasswordResetMutation();
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues: { email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Notice | null>(null);

  async function onSubmit(input: z.output<typeof forgotPasswordRequestSchema>) {
    setFailure(null);
    try {
      setSent(await request.mutateAsync(input));
    } catch (cause) {
      setFailure(refusalText(cause, t('forgotPassword.failedGeneric')));
    }
  }

  const backToLogin = (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/login">{t('common.backToLogin')}</RouterLink>
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title={t('forgotPassword.title')} footer={backToLogin}>
        <FormAlert status="success" title={t('forgotPassword.sentTitle')}>
          {noticeText(sent)}
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        busy={request.isPending}
        failure={failure}
        submitLabel={request.isPending ? t('common.processing') : t('forgotPassword.submit')}
      >
        <FormField name="email" label={t('forgotPassword.email')} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
