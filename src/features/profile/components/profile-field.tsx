import { Box, Field, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { EditableProfileField } from '@shared/contracts/profile';

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

/** One editable field of Profil Saya: its saved value to read, or an input while editing. */
export function ProfileField({
  name,
  value,
  shown,
  editing,
  error,
  onChange,
}: {
  name: EditableProfileField;
  /** The form text while editing. */
  value: string;
  /** What view mode shows. */
  shown: string;
  editing: boolean;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('profile');
  const label = t(`fields.${name}`);
  if (!editing) return <ProfileValue label={label} value={shown} />;
  return (
    <Field.Root invalid={!!error} required={name === 'fullName'}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {name === 'gender' ? (
        <NativeSelect.Root>
          <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">{t('select')}</option>
            <option value="male">{t('gender.male')}</option>
            <option value="female">{t('gender.female')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : name === 'address' ? (
        <Textarea name={name} value={value} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input
          name={name}
          type={inputTypes[name] ?? 'text'}
          inputMode={name === 'postalCode' ? 'numeric' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
