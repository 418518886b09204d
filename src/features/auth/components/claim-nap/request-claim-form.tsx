import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRequestSchema, type ClaimRequest } from '@shared/contracts/claims';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRequestNapClaimMutation } from '../../api/request-nap-claim';
import { AuthForm, refusalText } from '../auth-form';
import { FormAlert } from '../form-alert';
import { SecurityCheckField } from '../security-check-field';
import { useSecurityCheck } from '../use-security-check';

const fields = [
  { name: 'nap', type: 'text', autoComplete: 'off', placeholder: '3273.19.000001' },
  { name: 'birthDate', type: 'date', autoComplete: 'bday' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/** A claim's first step: NAP, birth date and email, after the security check; the link goes by email. */
export function RequestClaimForm() {
  const { t } = useTranslation('auth');
  const check = useSecurityCheck();
  const request = useRequestNapClaimMutation();
  const form = useZodForm(claimRequestSchema, { defaultValues: { nap: '', birthDate: '', email: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const verified = check.status === 'verified';

  async function onSubmit(values: ClaimRequest) {
    setFailure(null);
    try {
      setSent((await request.mutateAsync({ ...values, turnstileToken: check.token ?? undefined })).message);
    } catch (cause) {
      setFailure(refusalText(cause, t('claimNap.failedGeneric')));
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

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      ready={verified}
      busy={request.isPending}
      failure={failure}
      submitLabel={
        request.isPending ? t('common.processing') : verified ? t('claimNap.submit') : t('login.submitWaiting')
      }
    >
      {fields.map(({ name, ...input }) => (
        <FormField key={name} name={name} label={t(`claimNap.${name}`)} help={t(`claimNap.${name}Help`)} required>
          <Input {...input} {...form.register(name)} />
        </FormField>
      ))}
      <SecurityCheckField check={check} />
    </AuthForm>
  );
}
