import { Alert, Field, Heading, Input, Stack, Text, Button } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChangeRequestSchema } from '@shared/contracts/email-change';
import { useRequestEmailChangeMutation, useSignInEmailQuery } from './api/email-change';
import { validationText } from '@/lib/validation-text';

/**
 * Keamanan → Ubah Email: asks Supabase Auth for a secure email change. The account keeps its
 * current email until the links sent to both addresses are opened (`/email-change`).
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('settings');
  const account = useSignInEmailQuery();
  const change = useRequestEmailChangeMutation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const parsed = emailChangeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(validationText(t, parsed.error.issues[0]!.message)!);
      return;
    }
    setError(null);
    change.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        setEmail('');
        setSent(message);
      },
    });
  };

  const current = account.data?.email ?? '';
  const pending = account.data?.pendingEmail;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="change-email-heading" aria-busy={change.isPending}>
      <Stack gap="4" maxW="md">
        <Heading as="h2" size="md" id="change-email-heading">
          {t('emailChange.heading')}
        </Heading>
        <Text color="fg.muted">{t('emailChange.intro')}</Text>
        {account.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('emailChange.loadError')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Text data-testid="sign-in-email">
            {t('emailChange.current')}: <strong>{current}</strong>
          </Text>
        )}
        <Field.Root invalid={!!error} required>
          <Field.Label>
            {t('emailChange.new')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        {sent && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{sent}</Alert.Title>
          </Alert.Root>
        )}
        {pending && (
          <Text textStyle="sm" data-testid="pending-email">
            {t('emailChange.pending', { email: pending, current })}
          </Text>
        )}
        {change.isError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{change.error.message}</Alert.Title>
          </Alert.Root>
        )}
        <Button type="submit" alignSelf="start" loading={change.isPending} loadingText={t('emailChange.submitting')}>
          {t('emailChange.submit')}
        </Button>
      </Stack>
    </form>
  );
}
