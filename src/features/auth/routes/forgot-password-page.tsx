import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { forgotPasswordRequestSchema } from '@shared/contracts/auth';
import { isApiError } from '@/lib/api-client';
import { useRequestPasswordResetMutation } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { fieldErrorsOf, useAuthMessage } from '../components/form-errors';

/** Asks for a recovery link. The answer is the same whether or not the email is registered. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const request = useRequestPasswordResetMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).email);
      input.current?.focus();
      return;
    }
    setFailure(null);
    try {
      setSent((await request.mutateAsync(parsed.data)).message);
    } catch (cause) {
      setFailure(isApiError(cause) && cause.message ? cause.message : t('forgotPassword.failedGeneric'));
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
          {sent}
        </FormAlert>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <Stack asChild gap="5">
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={request.isPending}>
          {failure && <FormAlert status="error" title={failure} />}
          <Field.Root invalid={!!error} required>
            <Field.Label>{t('forgotPassword.email')}</Field.Label>
            <Input
              ref={input}
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            {error && <Field.ErrorText>{translate(error)}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="lg" width="full" disabled={request.isPending}>
            {request.isPending ? t('common.processing') : t('forgotPassword.submit')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
