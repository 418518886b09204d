import { Alert, Field, Heading, Input, Stack, Text, Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailChangeRequestSchema, type EmailChangeRequest } from '@shared/contracts/email-change';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRequestEmailChangeMutation, useSignInEmailQuery } from './api/email-change';

/**
 * Keamanan → Ubah Email: asks Supabase Auth for a secure email change. The account keeps its
 * current email until the links sent to both addresses are opened (`/email-change`).
 */
export function ChangeEmailForm() {
  const { t } = useTranslation('settings');
  const account = useSignInEmailQuery();
  const change = useRequestEmailChangeMutation();
  const form = useZodForm(emailChangeRequestSchema, { defaultValues: { email: '' } });
  const [sent, setSent] = useState<string | null>(null);

  const submit = async (input: EmailChangeRequest) => {
    setSent(null);
    const { message } = await change.mutateAsync(input);
    form.reset({ email: '' });
    setSent(message);
  };

  const current = account.data?.email ?? '';
  const pending = account.data?.pendingEmail;

  return (
    <Form form={form} onSubmit={submit} aria-labelledby="change-email-heading" aria-busy={change.isPending}>
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
        <FormField
          name="email"
          required
          label={
            <>
              {t('emailChange.new')}
              <Field.RequiredIndicator />
            </>
          }
        >
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
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
        <FormAlert />
        <Button type="submit" alignSelf="start" loading={change.isPending} loadingText={t('emailChange.submitting')}>
          {t('emailChange.submit')}
        </Button>
      </Stack>
    </Form>
  );
}
