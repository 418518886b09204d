import { Field, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '@shared/calendar';
import { membershipTypes } from '@shared/contracts/members';
import { FormField } from '@/components/form/form-field';

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

/**
 * One labelled input of the member form (in a `Form` or `FormDialog` whose values are text): a
 * select for gender and type, a date picker for dates.
 */
export function MemberField({ name, required = false }: { name: MemberFormField; required?: boolean }) {
  const { register } = useFormContext<Record<MemberFormField, string>>();
  const value = useWatch<Record<MemberFormField, string>>({ name });
  const warning = name === 'sipExpiryDate' ? lapsedSipWarning(value ?? '') : null;
  const { t } = useTranslation('members');
  const options =
    name === 'gender'
      ? (['male', 'female'] as const).map((option) => [option, t(`detail.gender.${option}`)] as const)
      : name === 'membershipType'
        ? membershipTypes.map((option) => [option, t(`type.${option}`)] as const)
        : null;

  return (
    <FormField
      name={name}
      required={required}
      label={
        <>
          {t(`detail.fields.${name}`)}
          <Field.RequiredIndicator />
        </>
      }
      help={
        warning && (
          <Text as="span" color="fg.warning" data-testid={`${name}-warning`}>
            {t(warning)}
          </Text>
        )
      }
    >
      {options ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...register(name)}>
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
          type={dateFields.has(name) ? 'date' : (inputTypes[name] ?? 'text')}
          inputMode={inputModes[name]}
          // Another person's data: the officer's own saved details must not be offered.
          autoComplete="off"
          {...register(name)}
        />
      )}
    </FormField>
  );
}
