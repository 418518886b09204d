import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '@shared/calendar';
import { membershipTypes } from '@shared/contracts/members';

/** The member fields an officer fills in (registration) or corrects (edit), as form text. */
export type MemberFormField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'birthDate'
  | 'gender'
  | 'membershipType'
  | 'address'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'profession'
  | 'specialization'
  | 'workplace'
  | 'education'
  | 'position'
  | 'strNumber'
  | 'strExpiryDate'
  | 'sipNumber'
  | 'sipExpiryDate'
  | 'joinDate'
  | 'expiryDate';

const dateFields = new Set<MemberFormField>(['birthDate', 'strExpiryDate', 'sipExpiryDate', 'joinDate', 'expiryDate']);

const inputTypes: Partial<Record<MemberFormField, string>> = { email: 'email', phone: 'tel' };
const inputModes: Partial<Record<MemberFormField, 'numeric' | 'tel' | 'email'>> = { postalCode: 'numeric' };

/**
 * A SIP expiry date in the past is accepted (a lapsed SIP is a fact to record) but said out loud:
 * the member may not practise until it is renewed.
 */
function lapsedSipWarning(value: string): 'form.sipLapsed' | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value < calendarDate(new Date()) ? 'form.sipLapsed' : null;
}

/** One labelled input of the member form: a select for gender and type, a date picker for dates. */
export function MemberField({
  name,
  value,
  error,
  required = false,
  onChange,
}: {
  name: MemberFormField;
  value: string;
  error?: string;
  required?: boolean;
  onChange: (value: string) => void;
}) {
  const warning = name === 'sipExpiryDate' ? lapsedSipWarning(value) : null;
  const { t } = useTranslation('members');
  const options =
    name === 'gender'
      ? (['male', 'female'] as const).map((option) => [option, t(`detail.gender.${option}`)] as const)
      : name === 'membershipType'
        ? membershipTypes.map((option) => [option, t(`type.${option}`)] as const)
        : null;

  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {t(`detail.fields.${name}`)}
        <Field.RequiredIndicator />
      </Field.Label>
      {options ? (
        <NativeSelect.Root>
          <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('form.select')}</option>
            {options.map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : (
        <Input
          name={name}
          type={dateFields.has(name) ? 'date' : (inputTypes[name] ?? 'text')}
          inputMode={inputModes[name]}
          // Another person's data: the officer's own saved details must not be offered.
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
      {!error && warning && (
        <Field.HelperText color="fg.warning" data-testid={`${name}-warning`}>
          {t(warning)}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
