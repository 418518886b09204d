import { Button, Field, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useConfirmNapClaimMutation } from '../../api/confirm-nap-claim';
import { CLAIM_NAP_PATH } from '../../claim-nap-path';
import { useAuth } from '../../session/auth-context';
import { FormAlert } from '../form-alert';
import { useAuthMessage } from '../form-errors';

/** Where a member lands after claiming: the data carried over from the register, to confirm. */
const AFTER_CLAIM_PATH = '/profile/legacy';

/** The emailed link's form: a new password, twice; then the member is signed in and sees the carried-over data. */
export function ConfirmClaimForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const navigate = useNavigate();
  const { completeLogin } = useAuth();
  const confirmClaim = useConfirmNapClaimMutation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<{ message: string; newLink: boolean } | null>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const repeatInput = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { newPasswordSchema } = await import('@shared/contracts/auth');
    const parsed = newPasswordSchema.safeParse(password);
    const found = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      repeat: parsed.success && repeat !== password ? t('resetPassword.passwordMismatch') : undefined,
    };
    if (found.password || found.repeat) {
      setErrors(found);
      (found.password ? passwordInput : repeatInput).current?.focus();
      return;
    }
    setFailure(null);
    try {
      const result = await confirmClaim.mutateAsync({ token, password });
      await completeLogin(result, { rememberMe: false });
      await navigate(AFTER_CLAIM_PATH, { replace: true });
    } catch (cause) {
      setFailure({
        message: isApiError(cause) && cause.message ? cause.message : t('claimNap.failedGeneric'),
        newLink: isApiError(cause) && ['INVALID_TOKEN', 'CLAIM_EMAIL_HAS_ACCOUNT'].includes(cause.code),
      });
    }
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={confirmClaim.isPending}>
        {failure && <FormAlert status="error" title={failure.message} />}
        {failure?.newLink && (
          <Button asChild variant="outline">
            <RouterLink to={CLAIM_NAP_PATH}>{t('claimNap.requestNewLink')}</RouterLink>
          </Button>
        )}
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
        <Field.Root invalid={!!errors.repeat} required>
          <Field.Label>{t('resetPassword.confirmPassword')}</Field.Label>
          <PasswordInput
            ref={repeatInput}
            name="confirmPassword"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value);
              setErrors((current) => ({ ...current, repeat: undefined }));
            }}
          />
          {errors.repeat && <Field.ErrorText>{errors.repeat}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="lg" width="full" disabled={confirmClaim.isPending}>
          {confirmClaim.isPending ? t('common.processing') : t('claimNap.confirmSubmit')}
        </Button>
      </form>
    </Stack>
  );
}
