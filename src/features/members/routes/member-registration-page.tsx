import { Alert, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { createMemberSchema, memberMessages, type MemberProfile } from '@shared/contracts/members';
import { useCreateMemberMutation } from '../api/create-member';
import { useCreatableChaptersQuery } from '../api/list-chapters';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { ChapterPicker } from '../components/chapter-picker';
import { MemberField, type MemberFormField } from '../components/member-field';
import { LoadingState } from '../components/loading-state';
import { NoAccess } from '../components/no-access';
import { useFocusFirstInvalid } from '@/components/form/use-focus-first-invalid';

const fields = [
  'fullName',
  'email',
  'phone',
  'birthDate',
  'gender',
  'membershipType',
  'address',
  'city',
  'province',
  'postalCode',
  'education',
  'workplace',
  'position',
  'specialization',
  'strNumber',
  'sipNumber',
  'sipExpiryDate',
] as const satisfies readonly MemberFormField[];
type FormField = (typeof fields)[number];

const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<FormField, string>;

/**
 * Registration by an officer (`/dashboard/members/registration`, `/member-registration`): in a DPC
 * of the officer's scope (their own DPC preselected); the member starts PENDING and gets the NAP
 * on verification.
 */
export default function MemberRegistrationPage() {
  const { t } = useTranslation('members');
  const permissions = usePermissionsQuery();
  const canCreate = useCan('members.create');
  const chapters = useCreatableChaptersQuery(canCreate);
  const [values, setValues] = useState(empty);
  const [chosenChapter, setChosenChapter] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [added, setAdded] = useState<MemberProfile | null>(null);
  const create = useCreateMemberMutation();
  const { ref: formRef, checked: focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const doneRef = useRef<HTMLDivElement>(null);

  // An officer of one DPC registers there; others choose.
  const onlyChapter = chapters.data?.length === 1 ? chapters.data[0]?.id : undefined;
  const organizationId = chosenChapter || onlyChapter || '';

  if (permissions.isPending) {
    return <LoadingState label={t('access.checking')} />;
  }
  if (!canCreate) {
    return <NoAccess title={t('form.addTitle')} error={permissions.error} onRetry={() => void permissions.refetch()} />;
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createMemberSchema.safeParse({ ...values, organizationId: organizationId || undefined });
    const found: Record<string, string> = parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]));
    if (!organizationId) found.organizationId = memberMessages.chapterRequired;
    setErrors(found);
    focusFirstInvalid();
    if (!parsed.success || !organizationId) return;
    setAdded(null);
    create.mutate(
      { ...values, membershipType: values.membershipType || 'BIASA', organizationId },
      {
        onSuccess: (member) => {
          setAdded(member);
          setValues(empty);
          requestAnimationFrame(() => doneRef.current?.focus());
        },
      },
    );
  };

  const change = (name: FormField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

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
          <Alert.Root status="success" role="status" ref={doneRef} tabIndex={-1}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title data-testid="registration-done">
                {t('form.added', { name: added.fullName, chapter: added.organizationName })}
              </Alert.Title>
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
          <form ref={formRef} onSubmit={submit} noValidate aria-label={t('form.addTitle')}>
            <Stack gap="4">
              <ChapterPicker
                value={organizationId}
                onChange={(value) => setChosenChapter(value)}
                error={errors.organizationId}
              />
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                {fields.map((name) => (
                  <MemberField
                    key={name}
                    name={name}
                    value={values[name]}
                    error={errors[name]}
                    required={name === 'fullName'}
                    onChange={change(name)}
                  />
                ))}
              </Grid>
            </Stack>
            <Button type="submit" marginTop="6" loading={create.isPending} loadingText={t('form.saving')}>
              {t('form.submitAdd')}
            </Button>
          </form>
        </Box>
      </Stack>
    </Container>
  );
}
