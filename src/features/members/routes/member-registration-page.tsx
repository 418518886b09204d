import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  createMemberSchema,
  membershipTypes,
  type CreateMemberInput,
  type MemberProfile,
} from '@shared/contracts/members';
import { useCreateMemberMutation } from '../api/create-member';

const fields = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'gender',
  'membershipType',
  'workplace',
  'position',
  'city',
  'province',
  'strNumber',
  'sipNumber',
  'sipExpiryDate',
] as const;
type FormField = (typeof fields)[number];

const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<FormField, string>;
const dateFields = new Set<FormField>(['birthDate', 'sipExpiryDate']);

/**
 * Registration by an officer (`/dashboard/members/registration`, `/member-registration`): the
 * member starts PENDING; the NAP is assigned on verification.
 */
export default function MemberRegistrationPage() {
  const { t } = useTranslation('members');
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [added, setAdded] = useState<MemberProfile | null>(null);
  const create = useCreateMemberMutation();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input: CreateMemberInput = { ...values, membershipType: values.membershipType || 'BIASA' };
    const parsed = createMemberSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])),
      );
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (member) => {
        setAdded(member);
        setValues(empty);
      },
    });
  };

  const field = (name: FormField) => {
    const common = {
      value: values[name],
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <Field.Root key={name} invalid={!!errors[name]} required={name === 'fullName'}>
        <Field.Label>{t(`detail.fields.${name}`)}</Field.Label>
        {name === 'gender' || name === 'membershipType' ? (
          <NativeSelect.Root>
            <NativeSelect.Field {...common}>
              <option value="">{t('form.select')}</option>
              {name === 'gender'
                ? (['male', 'female'] as const).map((value) => (
                    <option key={value} value={value}>
                      {t(`detail.gender.${value}`)}
                    </option>
                  ))
                : membershipTypes.map((value) => (
                    <option key={value} value={value}>
                      {t(`type.${value}`)}
                    </option>
                  ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : (
          <Input
            {...common}
            type={dateFields.has(name) ? 'date' : name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          />
        )}
        {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
      </Field.Root>
    );
  };

  return (
    <Container maxW="4xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('form.addTitle')} · SIMK`}</title>
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="2xl">
            {t('form.addTitle')}
          </Heading>
          <Text color="fg.muted">{t('form.addSubtitle')}</Text>
        </Box>
        {added && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title data-testid="registration-done">{t('form.added', { name: added.fullName })}</Alert.Title>
              <HStack gap="3" marginTop="2">
                <Button asChild size="xs" variant="outline">
                  <RouterLink to={`/members/${added.id}`}>{t('form.openAdded')}</RouterLink>
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        )}
        {(errors.form || create.isError) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{errors.form ?? create.error?.message}</Alert.Title>
          </Alert.Root>
        )}
        <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <form onSubmit={submit} noValidate>
            <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
              {fields.map(field)}
            </Grid>
            <Button type="submit" marginTop="6" loading={create.isPending} loadingText={t('form.saving')}>
              {t('form.submitAdd')}
            </Button>
          </form>
        </Box>
      </Stack>
    </Container>
  );
}
