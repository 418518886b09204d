import { Button, Field, Link, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { newPasswordSchema } from '@shared/contracts/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { useAuthMessage } from '../components/form-errors';

/** The recovery email's link: `/reset-password?token_hash=…&type=recovery`. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token_hash') ?? searchParams.get('token') ?? '';
  const reset = useResetPasswordMutation();

  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [failure, setFailure] = useState<{ message: string; invalidToken: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newPasswordSchema.safeParse(password);
    const found = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirm: parsed.success && confirm !== password ? t('resetPassword.passwordMismatch') : undefined,
    };
    if (found.password || found.confirm) {
      setErrors(found);
      (found.password ? passwordInput : confirmInput).current?.focus();
      return;
    }
    setFailure(null);
    try {
      setDone((await reset.mutateAsync({ token, newPassword: password })).message);
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
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={reset.isPending}>
          {failure && <FormAlert status="error" title={failure.message} />}
          {failure?.invalidToken && requestNewLink}
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('resetPassword.newPassword')}</Field.Label>
            <PasswordInput
              ref={passwordInput}
              name="newPassword"
              autoComplete="new-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setErrors({});
              }}
            />
            {errors.password ? (
              <Field.ErrorText>{translate(errors.password)}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('resetPassword.newPasswordHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <Field.Root invalid={!!errors.confirm} required>
            <Field.Label>{t('resetPassword.confirmPassword')}</Field.Label>
            <PasswordInput
              ref={confirmInput}
              name="confirmPassword"
              autoComplete="new-password"
              value={confirm}
              onChange={(event) => {
                setConfirm(event.target.value);
                setErrors((current) => ({ ...current, confirm: undefined }));
              }}
            />
            {errors.confirm && <Field.ErrorText>{errors.confirm}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" size="lg" width="full" disabled={reset.isPending}>
            {reset.isPending ? t('common.processing') : t('resetPassword.submit')}
          </Button>
        </form>
      </Stack>
    </AuthCard>
  );
}
