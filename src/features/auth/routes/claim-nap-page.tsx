import { Button, Center, Field, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useConfirmNapClaimMutation } from '../api/confirm-nap-claim';
import { useNapClaimStatusQuery } from '../api/nap-claim-status';
import { useRequestNapClaimMutation } from '../api/request-nap-claim';
import { CLAIM_NAP_PATH } from '../claim-nap-path';
import { AuthCard } from '../components/auth-card';
import { FormAlert } from '../components/form-alert';
import { fieldErrorsOf, useAuthMessage, type FieldErrors } from '../components/form-errors';
import { SecurityCheckField } from '../components/security-check-field';
import { useSecurityCheck } from '../components/use-security-check';
import { useAuth } from '../session/auth-context';

/** Where a member lands after claiming: the data carried over from the register, to confirm. */
const AFTER_CLAIM_PATH = '/profile/legacy';

/**
 * Klaim NAP (issue 13 §7): a member of the legacy register without a login asks for a link with
 * NAP, birth date and email; the emailed link (`?token=…`) comes back here to set a password, or,
 * while the DPC has not approved a claim on a register row without email, to say so.
 */
export default function ClaimNapPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  const backToLogin = (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to="/login">{t('common.backToLogin')}</RouterLink>
    </Link>
  );

  return token ? (
    <ClaimLink token={token} footer={backToLogin} />
  ) : (
    <AuthCard title={t('claimNap.title')} subtitle={t('claimNap.subtitle')} footer={backToLogin}>
      <RequestClaimForm />
    </AuthCard>
  );
}

/** The emailed link: "menunggu persetujuan DPC" while an officer has not approved, else the password form. */
function ClaimLink({ token, footer }: { token: string; footer: React.ReactNode }) {
  const { t } = useTranslation('auth');
  const status = useNapClaimStatusQuery(token);

  if (status.data?.status === 'awaiting_approval') {
    return (
      <AuthCard title={t('claimNap.awaitingTitle')} subtitle={t('claimNap.awaitingSubtitle')} footer={footer}>
        <FormAlert status="info" title={t('claimNap.awaitingTitle')}>
          {t('claimNap.awaitingText', {
            date: status.data.requestedAt ? formatDate(status.data.requestedAt) : '–',
            dpc: status.data.organizationName ?? '–',
          })}
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('claimNap.confirmTitle')} subtitle={t('claimNap.confirmSubtitle')} footer={footer}>
      {status.isPending ? (
        <Center paddingY="8" role="status">
          <Spinner marginEnd="3" aria-hidden="true" />
          <Text color="fg.muted">{t('claimNap.checking')}</Text>
        </Center>
      ) : status.isError ? (
        <Stack gap="4">
          <FormAlert status="error" title={t('claimNap.statusError')}>
            {status.error.message}
          </FormAlert>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {t('claimNap.retry')}
          </Button>
        </Stack>
      ) : (
        <ConfirmClaimForm token={token} />
      )}
    </AuthCard>
  );
}

type RequestField = 'nap' | 'birthDate' | 'email';

function RequestClaimForm() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const check = useSecurityCheck();
  const request = useRequestNapClaimMutation();
  const [values, setValues] = useState<Record<RequestField, string>>({ nap: '', birthDate: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const inputs = {
    nap: useRef<HTMLInputElement>(null),
    birthDate: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  const verified = check.status === 'verified';

  function update(field: RequestField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!verified || request.isPending) return;
    const { claimRequestSchema } = await import('@shared/contracts/claims');
    const parsed = claimRequestSchema.safeParse({ ...values, turnstileToken: check.token ?? undefined });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      const first = (['nap', 'birthDate', 'email'] as const).find((field) => found[field]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      setSent((await request.mutateAsync(parsed.data)).message);
    } catch (cause) {
      setFailure(isApiError(cause) && cause.message ? cause.message : t('claimNap.failedGeneric'));
      check.reset();
    }
  }

  if (sent) {
    return (
      <FormAlert status="success" title={t('claimNap.sentTitle')}>
        {sent}
      </FormAlert>
    );
  }

  const fields: { name: RequestField; type: string; autoComplete: string; placeholder?: string }[] = [
    { name: 'nap', type: 'text', autoComplete: 'off', placeholder: '3273.19.000001' },
    { name: 'birthDate', type: 'date', autoComplete: 'bday' },
    { name: 'email', type: 'email', autoComplete: 'email' },
  ];

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={request.isPending}>
        {failure && <FormAlert status="error" title={failure} />}
        {fields.map((field) => (
          <Field.Root key={field.name} invalid={!!errors[field.name]} required>
            <Field.Label>{t(`claimNap.${field.name}`)}</Field.Label>
            <Input
              ref={inputs[field.name]}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              value={values[field.name]}
              onChange={(event) => update(field.name, event.target.value)}
            />
            {errors[field.name] ? (
              <Field.ErrorText>{translate(errors[field.name])}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t(`claimNap.${field.name}Help`)}</Field.HelperText>
            )}
          </Field.Root>
        ))}
        <SecurityCheckField check={check} />
        <Button type="submit" size="lg" width="full" disabled={request.isPending}>
          {request.isPending ? t('common.processing') : verified ? t('claimNap.submit') : t('login.submitWaiting')}
        </Button>
      </form>
    </Stack>
  );
}

function ConfirmClaimForm({ token }: { token: string }) {
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
