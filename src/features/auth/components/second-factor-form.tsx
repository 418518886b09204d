import { Button, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form/form-field';
import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { useZodForm } from '@/components/form/use-zod-form';
import { twoFactorErrorMessage } from '@/lib/two-factor-messages';
import { useAuth } from '../session/auth-context';
import { AuthForm } from './auth-form';

/** The 6-digit code; zod loads with it, after the login page's first paint (as the login schema). */
const codeSchema = (invalid: string) => () =>
  import('./second-factor-schema').then(({ secondFactorCodeSchema }) => secondFactorCodeSchema(invalid));

/** The second step of a login whose account has an authenticator: the 6-digit code (session to aal2). */
export function SecondFactorForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { verifySecondFactor, cancelSecondFactor } = useAuth();
  const form = useZodForm(codeSchema(t('secondFactor.codeInvalid')), { defaultValues: { code: '' } });
  const { setFocus } = form;
  const code = form.register('code');

  useEffect(() => setFocus('code'), [setFocus]);

  async function onSubmit(values: { code: string }) {
    try {
      // Signed in: the guest-only guard around this page now sends the user on.
      await verifySecondFactor(values.code);
    } catch (cause) {
      form.setValue('code', '');
      setFocus('code');
      throw cause;
    }
  }

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      intro={
        <>
          <Text fontWeight="semibold" textStyle="lg">
            {t('secondFactor.title')}
          </Text>
          <Text color="fg.muted">{t('secondFactor.subtitle')}</Text>
        </>
      }
      refusal={twoFactorErrorMessage}
      submitLabel={t('secondFactor.submit')}
      submitProps={{ loading: form.formState.isSubmitting, loadingText: t('secondFactor.submitting') }}
      footer={
        <Button
          variant="ghost"
          onClick={() => {
            void cancelSecondFactor().finally(onCancel);
          }}
        >
          {t('secondFactor.cancel')}
        </Button>
      }
    >
      <FormField name="code" label={t('secondFactor.code')} required>
        <OneTimeCodeInput {...code} />
      </FormField>
    </AuthForm>
  );
}
