import { Button, chakra, Field, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useLogInMutation } from '../api/log-in';
import { useAuth } from '../session/auth-context';
import { fieldErrorsOf, useAuthMessage, type FieldErrors } from './form-errors';
import { FormAlert } from './form-alert';
import { SecondFactorForm } from './second-factor-form';
import { SecurityCheckField } from './security-check-field';
import { useSecurityCheck } from './use-security-check';

type LoginField = 'identifier' | 'password';

/** Login screen of spec §2: email or NAP, password, security check, remember-me. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const { completeLogin } = useAuth();
  const check = useSecurityCheck();
  const login = useLogInMutation();

  const [values, setValues] = useState<Record<LoginField, string>>({ identifier: '', password: '' });
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);
  const identifierInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  const verified = check.status === 'verified';
  const submitLabel = submitting
    ? t('login.submitProcessing')
    : verified
      ? t('login.submitReady')
      : t('login.submitWaiting');

  function update(field: LoginField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** Spec §8: LOGIN_FAILED's text, or another failure's, in the reader's language (the `errors` texts). */
  function failureMessage(error: unknown): string {
    if (isApiError(error)) return error.message || t('login.failedGeneric');
    return t('login.failedGeneric');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!verified || submitting) return;

    // The schema (zod) loads when the form is first sent, not with the page.
    const { loginRequestSchema } = await import('@shared/contracts/auth');
    const parsed = loginRequestSchema.safeParse({ ...values, turnstileToken: check.token ?? undefined });
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      if (found.identifier) identifierInput.current?.focus();
      else if (found.password) passwordInput.current?.focus();
      return;
    }

    setErrors({});
    setFailure(null);
    setSubmitting(true);
    try {
      const result = await login.mutateAsync(parsed.data);
      // Signed in: the guest-only guard around this page now sends the user on (pathAfterLogin).
      if ((await completeLogin(result, { rememberMe })) === 'second-factor') setSecondFactor(true);
    } catch (error) {
      setFailure(failureMessage(error));
      // The token was spent on this attempt; every failure needs a fresh check (spec §4).
      check.reset();
      setSubmitting(false);
    }
  }

  if (secondFactor) {
    return (
      <SecondFactorForm
        onCancel={() => {
          setSecondFactor(false);
          setSubmitting(false);
          setValues((current) => ({ ...current, password: '' }));
          check.reset();
        }}
      />
    );
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
        {failure && <FormAlert status="error" title={failure} />}

        <Field.Root invalid={!!errors.identifier} required>
          <Field.Label>{t('login.identifier')}</Field.Label>
          <Input
            ref={identifierInput}
            name="identifier"
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('login.identifierPlaceholder')}
            value={values.identifier}
            onChange={(event) => update('identifier', event.target.value)}
          />
          {errors.identifier ? (
            <Field.ErrorText>{translate(errors.identifier)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('login.identifierHelp')}</Field.HelperText>
          )}
        </Field.Root>

        <Field.Root invalid={!!errors.password} required>
          <Flex justify="space-between" align="baseline" width="full">
            <Field.Label>{t('login.password')}</Field.Label>
            <Link asChild textStyle="sm" color="brand.fg">
              <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
            </Link>
          </Flex>
          <PasswordInput
            ref={passwordInput}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
          {errors.password && <Field.ErrorText>{translate(errors.password)}</Field.ErrorText>}
        </Field.Root>

        {/* A native checkbox: Chakra's (a state machine and ~12 KB gzip) would be most of this page's own code. */}
        <chakra.label
          display="inline-flex"
          alignItems="center"
          gap="2"
          alignSelf="flex-start"
          textStyle="sm"
          cursor="pointer"
        >
          <chakra.input
            type="checkbox"
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
            boxSize="4"
            accentColor="brand.solid"
            cursor="pointer"
          />
          {t('login.rememberMe')}
        </chakra.label>

        <SecurityCheckField check={check} />

        <Button type="submit" size="lg" width="full" disabled={!verified || submitting}>
          {submitLabel}
        </Button>
      </form>
    </Stack>
  );
}
