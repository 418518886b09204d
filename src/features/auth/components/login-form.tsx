import { chakra, Field, Flex, Input, Link } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { LoginRequest } from '@shared/contracts/auth';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PasswordInput } from '@/components/ui/password-input';
import { useLogInMutation } from '../api/log-in';
import { useAuth } from '../session/auth-context';
import { AuthForm } from './auth-form';
import { SecondFactorForm } from './second-factor-form';
import { useSecurityCheck } from './use-security-check';

// The schema (zod) loads when the form is first sent, not with the page.
const loginSchema = () => import('@shared/contracts/auth').then((contract) => contract.loginRequestSchema);

/** Login screen of spec §2: email or NAP, password, security check, remember-me. */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const { completeLogin } = useAuth();
  const check = useSecurityCheck();
  const login = useLogInMutation();
  const form = useZodForm(loginSchema, { defaultValues: { identifier: '', password: '' } });
  const [rememberMe, setRememberMe] = useState(false);
  const [secondFactor, setSecondFactor] = useState(false);

  async function onSubmit(request: LoginRequest) {
    const result = await login.mutateAsync(request);
    // Signed in: the guest-only guard around this page now sends the user on (pathAfterLogin).
    if ((await completeLogin(result, { rememberMe })) === 'second-factor') setSecondFactor(true);
  }

  if (secondFactor) {
    return (
      <SecondFactorForm
        onCancel={() => {
          setSecondFactor(false);
          form.setValue('password', '');
          check.reset();
        }}
      />
    );
  }

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      check={check}
      // Spec §8: LOGIN_FAILED's text, or another failure's, in the reader's language (the `errors` texts).
      refusal={t('login.failedGeneric')}
      submitLabel={t('login.submitReady')}
    >
      <FormField name="identifier" label={t('login.identifier')} help={t('login.identifierHelp')} required>
        <Input
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.identifierPlaceholder')}
          {...form.register('identifier')}
        />
      </FormField>

      <FormField name="password" required>
        <Flex justify="space-between" align="baseline" width="full">
          <Field.Label>{t('login.password')}</Field.Label>
          <Link asChild textStyle="sm" color="brand.fg">
            <RouterLink to="/forgot-password">{t('login.forgotPassword')}</RouterLink>
          </Link>
        </Flex>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>

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
    </AuthForm>
  );
}
