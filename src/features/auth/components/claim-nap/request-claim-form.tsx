import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimRequestSchema, type ClaimRequest } from '@shared/contracts/claims';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useRequestNapClaimMutation } from '../../api/request-nap-claim';
import { AuthForm } from '../auth-form';
import { FormAlert } from '../form-alert';
import { useSecurityCheck } from '../use-security-check';
import { type Notice, useNoticeText } from '@/lib/notice-text';

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
  const [sent, setSent] = useState<Notice | null>(null);
  const noticeText = useNoticeText();

  async function onSubmit(values: ClaimRequest) {
    setSent(await request.mutateAsync(values));
  }

  if (sent) {
    return (
      <FormAlert status="success" title={t('claimNap.sentTitle')}>
        {noticeText(sent)}
      </FormAlert>
    );
  }

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      check={check}
      refusal={t('claimNap.failedGeneric')}
      submitLabel={t('claimNap.submit')}
    >
      {fields.map(({ name, ...input }) => (
        <FormField key={name} name={name} label={t(`claimNap.${name}`)} help={t(`claimNap.${name}Help`)} required>
          <Input {...input} {...form.register(name)} />
        </FormField>
      ))}
    </AuthForm>
  );
}
