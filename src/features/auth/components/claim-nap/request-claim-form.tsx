import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useRequestNapClaimMutation } from '../../api/request-nap-claim';
import { FormAlert } from '../form-alert';
import { fieldErrorsOf, useAuthMessage, type FieldErrors } from '../form-errors';
import { SecurityCheckField } from '../security-check-field';
import { useSecurityCheck } from '../use-security-check';

type RequestField = 'nap' | 'birthDate' | 'email';

/** A claim's first step: NAP, birth date and email, after the security check; the link goes by email. */
export function RequestClaimForm() {
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
