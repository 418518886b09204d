import { Button, HStack, Input, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { registerRequestSchema, registrationTypes } from '@shared/contracts/registration';
import { withConfirmation } from '@/components/form/confirmation';
import { FormField } from '@/components/form/form-field';
import { useValidationText } from '@/components/form/use-validation-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { PasswordInput } from '@/components/ui/password-input';
import { useRegisterMutation } from '../api/register';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-links';
import { ChapterSelect } from './chapter-select';
import { FormAlert } from './form-alert';
import { useSecurityCheck } from './use-security-check';
import { type Notice, useNoticeText } from '@/lib/notice-text';

type RegistrationType = (typeof registrationTypes)[number];

/** The contract's rules, and the confirmation equal to a password that passed them. */
function registerFormSchema(mismatch: string) {
  return withConfirmation(registerRequestSchema, 'password', mismatch);
}
type RegisterValues = z.output<ReturnType<typeof registerFormSchema>>;

interface TextField {
  name: 'fullName' | 'email' | 'phoneNumber';
  type?: string;
  autoComplete: string;
  inputMode?: 'email' | 'tel';
  help?: 'register.fullNameHelp' | 'register.phoneNumberHelp';
}
const textFields: TextField[] = [
  { name: 'fullName', autoComplete: 'name', help: 'register.fullNameHelp' },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phoneNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel', help: 'register.phoneNumberHelp' },
];
const passwordFields: { name: 'password' | 'confirmPassword'; help?: 'register.passwordHelp' }[] = [
  { name: 'password', help: 'register.passwordHelp' },
  { name: 'confirmPassword' },
];

/** Membership application: the account, the member's contact, type and DPC (issue 4 §4). */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  const check = useSecurityCheck();
  const registration = useRegisterMutation();
  const form = useZodForm(registerFormSchema(t('register.passwordMismatch')), {
    defaultValues: {
      fullName: '',
      email: '',
      phoneNumber: '',
      registrationType: 'BIASA',
      organizationId: '',
      password: '',
      confirmPassword: '',
    },
  });
  const [done, setDone] = useState<{ notice: Notice; email: string } | null>(null);

  async function onSubmit({ confirmPassword: _, ...request }: RegisterValues) {
    const result = await registration.mutateAsync(request);
    setDone({ notice: result, email: request.email });
  }

  if (done) return <RegisterSuccess notice={done.notice} email={done.email} />;

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      check={check}
      refusal={t('register.failedGeneric')}
      submitLabel={t('register.submitReady')}
      footer={
        <HStack justify="center" textStyle="sm" color="fg.muted" gap="1">
          <Text>{t('register.haveAccount')}</Text>
          <AuthLink to="/login">{t('register.login')}</AuthLink>
        </HStack>
      }
    >
      {textFields.map(({ name, help, ...input }) => (
        <FormField key={name} name={name} label={t(`register.${name}`)} help={help && t(help)} required>
          <Input {...input} {...form.register(name)} />
        </FormField>
      ))}

      <Controller
        control={form.control}
        name="registrationType"
        render={({ field }) => <RegistrationTypeField value={field.value} onChange={field.onChange} />}
      />

      <Controller
        control={form.control}
        name="organizationId"
        render={({ field, fieldState }) => (
          <ChapterSelect
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message && validationText(fieldState.error.message)}
          />
        )}
      />

      {passwordFields.map(({ name, help }) => (
        <FormField key={name} name={name} label={t(`register.${name}`)} help={help && t(help)} required>
          <PasswordInput autoComplete="new-password" {...form.register(name)} />
        </FormField>
      ))}
    </AuthForm>
  );
}

/** The membership type: BIASA or LUAR_BIASA, each with what it means. */
function RegistrationTypeField({
  value,
  onChange,
}: {
  value: RegistrationType;
  onChange: (type: RegistrationType) => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <RadioCard.Root
      value={value}
      onValueChange={(details) => onChange((details.value ?? 'BIASA') as RegistrationType)}
      name="registrationType"
      orientation="vertical"
    >
      <RadioCard.Label>{t('register.registrationType')}</RadioCard.Label>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align="stretch">
        {registrationTypes.map((type) => (
          <RadioCard.Item key={type} value={type} flex="1">
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{t(`register.type${type}`)}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{t(`register.type${type}Help`)}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </Stack>
    </RadioCard.Root>
  );
}

/** After the application: the server's message, where the confirmation email went, and the way to log in. */
function RegisterSuccess({ notice, email }: { notice: Notice; email: string }) {
  const { t } = useTranslation('auth');
  const noticeText = useNoticeText();
  return (
    <Stack gap="5">
      <FormAlert status="success" title={t('register.successTitle')}>
        <Stack gap="2">
          <Text>{noticeText(notice)}</Text>
          <Text>{t('register.successHint', { email })}</Text>
        </Stack>
      </FormAlert>
      <Button asChild variant="outline">
        <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
      </Button>
    </Stack>
  );
}
