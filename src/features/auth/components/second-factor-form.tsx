import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorErrorMessage } from '@/lib/two-factor-messages';
import { useAuth } from '../session/auth-context';
import { FormAlert } from './form-alert';

const CODE_FORMAT = /^\d{6}$/;

/** The second step of a login whose account has an authenticator: the 6-digit code (session to aal2). */
export function SecondFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { verifySecondFactor, cancelSecondFactor } = useAuth();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!CODE_FORMAT.test(code)) {
      setError(t('secondFactor.codeInvalid'));
      input.current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      // Signed in: the guest-only guard around this page now sends the user on.
      await verifySecondFactor(code);
    } catch (cause) {
      setFailure(twoFactorErrorMessage(cause));
      setCode('');
      setSubmitting(false);
      input.current?.focus();
    }
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
        <Text fontWeight="semibold" textStyle="lg">
          {t('secondFactor.title')}
        </Text>
        <Text color="fg.muted">{t('secondFactor.subtitle')}</Text>
        {failure && <FormAlert status="error" title={failure} />}
        <Field.Root invalid={!!error} required>
          <Field.Label>{t('secondFactor.code')}</Field.Label>
          <Input
            ref={input}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\s/g, ''));
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" size="lg" width="full" loading={submitting} loadingText={t('secondFactor.submitting')}>
          {t('secondFactor.submit')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            void cancelSecondFactor().finally(onCancel);
          }}
        >
          {t('secondFactor.cancel')}
        </Button>
      </form>
    </Stack>
  );
}
