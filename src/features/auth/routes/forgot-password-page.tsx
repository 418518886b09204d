import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forgotPasswordRequestSchema } from '@shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { BackToLoginLink } from '../components/auth-links';
import { AuthForm } from '../components/auth-form';
import { FormAlert } from '../components/form-alert';
import { type Notice, useNoticeText } from '@/lib/notice-text';

/** Asks for a recovery link. The answer is the same whether or not the email is registered. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  const request = useRequestPasswordResetMutation();
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<Notice | null>(null);

  async function onSubmit(input: z.output<typeof forgotPasswordRequestSchema>) {
    setSent(await request.mutateAsync(input));
  }

  if (sent) {
    return (
      <AuthCard title={t('forgotPassword.title')} footer={<BackToLoginLink />}>
        <FormAlert status="success" title={t('forgotPassword.sentTitle')}>
          {noticeText(sent)}
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={<BackToLoginLink />}>
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        refusal={t('forgotPassword.failedGeneric')}
        submitLabel={t('forgotPassword.submit')}
      >
        <FormField name="email" label={t('forgotPassword.email')} required>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </AuthForm>
    </AuthCard>
  );
}
