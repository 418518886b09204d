import { Box, Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditableProfileField } from '@shared/contracts/profile';
import { FormField } from '@/components/form/form-field';

const inputTypes: Partial<Record<EditableProfileField, string>> = { phone: 'tel', birthDate: 'date' };

/** A protected or derived value: a label and its text, in view and in edit mode alike. */
export function ProfileValue({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" whiteSpace="pre-line" data-testid="profile-value">
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/**
 * One editable field of the member's own profile: its saved value to read, or, while editing, an
 * input of the `Form` around (whose values are text, `ProfileFormValues`).
 */
export function ProfileField({
  name,
  shown,
  editing,
}: {
  name: EditableProfileField;
  /** What view mode shows. */
  shown: string;
  editing: boolean;
}) {
  const { t } = useTranslation('profile');
  const { register } = useFormContext<Record<EditableProfileField, string>>();
  const label = t(`fields.${name}`);
  if (!editing) return <ProfileValue label={label} value={shown} />;
  return (
    <FormField
      name={name}
      required={name === 'fullName'}
      label={
        <>
          {label}
          <Field.RequiredIndicator />
        </>
      }
    >
      {name === 'gender' ? (
        <NativeSelect.Root>
          <NativeSelect.Field {...register(name)}>
            <option value="">{t('select')}</option>
            <option value="male">{t('gender.male')}</option>
            <option value="female">{t('gender.female')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : name === 'address' ? (
        <Textarea rows={3} {...register(name)} />
      ) : (
        <Input
          type={inputTypes[name] ?? 'text'}
          inputMode={name === 'postalCode' ? 'numeric' : undefined}
          {...register(name)}
        />
      )}
    </FormField>
  );
}
