import { Button, Field, HStack, Input, Link, RadioCard, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { registerRequestSchema, registrationTypes } from '@shared/contracts/auth';
import { PasswordInput } from '@/components/ui/password-input';
import { isApiError } from '@/lib/api-client';
import { useRegisterMutation } from '../api/register';
import { ChapterSelect } from './chapter-select';
import { fieldErrorsOf, useAuthMessage, type FieldErrors } from './form-errors';
import { FormAlert } from './form-alert';
import { SecurityCheckField } from './security-check-field';
import { useSecurityCheck } from './use-security-check';

type RegistrationType = (typeof registrationTypes)[number];

interface RegisterValues {
  fullName: string;
  email: string;
  phoneNumber: string;
  registrationType: RegistrationType;
  organizationId: string;
  password: string;
  confirmPassword: string;
}

const fieldOrder = [
  'fullName',
  'email',
  'phoneNumber',
  'registrationType',
  'organizationId',
  'password',
  'confirmPassword',
] as const;

type FocusableField = Exclude<(typeof fieldOrder)[number], 'registrationType'>;

/** Membership application: the account, the member's contact, type and DPC (issue 4 §4). */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const translate = useAuthMessage();
  const check = useSecurityCheck();
  const registration = useRegisterMutation();

  const [values, setValues] = useState<RegisterValues>({
    fullName: '',
    email: '',
    phoneNumber: '',
    registrationType: 'BIASA',
    organizationId: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const refs = useRef<Partial<Record<FocusableField, HTMLInputElement | HTMLSelectElement | null>>>({});

  const verified = check.status === 'verified';
  const submitting = registration.isPending;

  function update<K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!verified || submitting) return;

    const { confirmPassword, ...request } = values;
    const parsed = registerRequestSchema.safeParse({ ...request, turnstileToken: check.token ?? undefined });
    const found: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!found.password && confirmPassword !== values.password) found.confirmPassword = t('register.passwordMismatch');
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first && first !== 'registrationType') refs.current[first]?.focus();
      return;
    }

    setErrors({});
    setFailure(null);
    try {
      const result = await registration.mutateAsync(parsed.data);
      setDone({ message: result.message, email: parsed.data.email });
    } catch (error) {
      setFailure(isApiError(error) && error.message ? error.message : t('register.failedGeneric'));
      check.reset();
    }
  }

  if (done) return <RegisterSuccess message={done.message} email={done.email} />;

  const textField = (
    field: 'fullName' | 'email' | 'phoneNumber',
    props: { type?: string; autoComplete: string; inputMode?: 'email' | 'tel' | 'text'; help?: string },
  ) => (
    <Field.Root invalid={!!errors[field]} required>
      <Field.Label>{t(`register.${field}`)}</Field.Label>
      <Input
        ref={(element) => {
          refs.current[field] = element;
        }}
        name={field}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
      />
      {errors[field] ? (
        <Field.ErrorText>{translate(errors[field])}</Field.ErrorText>
      ) : (
        props.help && <Field.HelperText>{props.help}</Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
        {failure && <FormAlert status="error" title={failure} />}

        {textField('fullName', { autoComplete: 'name', help: t('register.fullNameHelp') })}
        {textField('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {textField('phoneNumber', {
          type: 'tel',
          autoComplete: 'tel',
          inputMode: 'tel',
          help: t('register.phoneNumberHelp'),
        })}

        <RegistrationTypeField value={values.registrationType} onChange={(type) => update('registrationType', type)} />

        <ChapterSelect
          ref={(element) => {
            refs.current.organizationId = element;
          }}
          value={values.organizationId}
          onChange={(value) => update('organizationId', value)}
          error={translate(errors.organizationId)}
        />

        <Field.Root invalid={!!errors.password} required>
          <Field.Label>{t('register.password')}</Field.Label>
          <PasswordInput
            ref={(element) => {
              refs.current.password = element;
            }}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
          {errors.password ? (
            <Field.ErrorText>{translate(errors.password)}</Field.ErrorText>
          ) : (
            <Field.HelperText>{t('register.passwordHelp')}</Field.HelperText>
          )}
        </Field.Root>

        <Field.Root invalid={!!errors.confirmPassword} required>
          <Field.Label>{t('register.confirmPassword')}</Field.Label>
          <PasswordInput
            ref={(element) => {
              refs.current.confirmPassword = element;
            }}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(event) => update('confirmPassword', event.target.value)}
          />
          {errors.confirmPassword && <Field.ErrorText>{errors.confirmPassword}</Field.ErrorText>}
        </Field.Root>

        <SecurityCheckField check={check} />

        <Button type="submit" size="lg" width="full" disabled={!verified || submitting}>
          {submitting
            ? t('register.submitProcessing')
            : verified
              ? t('register.submitReady')
              : t('register.submitWaiting')}
        </Button>

        <HStack justify="center" textStyle="sm" color="fg.muted" gap="1">
          <Text>{t('register.haveAccount')}</Text>
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to="/login">{t('register.login')}</RouterLink>
          </Link>
        </HStack>
      </form>
    </Stack>
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
function RegisterSuccess({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="5">
      <FormAlert status="success" title={t('register.successTitle')}>
        <Stack gap="2">
          <Text>{message}</Text>
          <Text>{t('register.successHint', { email })}</Text>
        </Stack>
      </FormAlert>
      <Button asChild variant="outline">
        <RouterLink to="/login">{t('common.toLogin')}</RouterLink>
      </Button>
    </Stack>
  );
}
