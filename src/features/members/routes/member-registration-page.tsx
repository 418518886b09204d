import { Alert, Box, Button, Container, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { createMemberSchema } from '@shared/contracts/member-fields';
import type { MemberProfile } from '@shared/contracts/members';
import { useCreateMemberMutation } from '../api/create-member';
import { useCreatableChaptersQuery } from '../api/list-chapters';
import { useCan, usePermissionsQuery } from '../api/get-permissions';
import { ChapterPicker } from '../components/chapter-picker';
import { MemberField, type MemberFormField } from '../components/member-field';
import { LoadingState } from '../components/loading-state';
import { NoAccess } from '../components/no-access';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useValidationText } from '@/components/form/use-validation-text';
import { useZodForm } from '@/components/form/use-zod-form';

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
type RegistrationField = (typeof fields)[number];

const empty = Object.fromEntries(fields.map((field) => [field, ''])) as Record<RegistrationField, string>;

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
  const form = useZodForm(createMemberSchema, { defaultValues: { ...empty, organizationId: '' } });
  const validationText = useValidationText();
  const [added, setAdded] = useState<MemberProfile | null>(null);
  const create = useCreateMemberMutation();
  const doneRef = useRef<HTMLDivElement>(null);

  // An officer of one DPC registers there; others choose.
  const onlyChapter = chapters.data?.length === 1 ? chapters.data[0]?.id : undefined;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (onlyChapter && !getValues('organizationId')) setValue('organizationId', onlyChapter);
  }, [onlyChapter, getValues, setValue]);

  if (permissions.isPending) {
    return <LoadingState label={t('access.checking')} />;
  }
  if (!canCreate) {
    return <NoAccess title={t('form.addTitle')} error={permissions.error} onRetry={() => void permissions.refetch()} />;
  }

  const submit = async () => {
    setAdded(null);
    const values = getValues();
    const member = await create.mutateAsync({
      ...values,
      membershipType: values.membershipType || 'BIASA',
      organizationId: values.organizationId ?? '',
    });
    setAdded(member);
    form.reset({ ...empty, organizationId: values.organizationId });
    requestAnimationFrame(() => doneRef.current?.focus());
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
        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
          <Form form={form} onSubmit={submit} aria-label={t('form.addTitle')}>
            <Stack gap="4">
              <FormAlert />
              <Controller
                control={form.control}
                name="organizationId"
                render={({ field, fieldState }) => (
                  <ChapterPicker
                    ref={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    error={fieldState.error?.message && validationText(fieldState.error.message)}
                  />
                )}
              />
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="4">
                {fields.map((name) => (
                  <MemberField key={name} name={name} required={name === 'fullName'} />
                ))}
              </Grid>
            </Stack>
            <Button type="submit" marginTop="6" loading={create.isPending} loadingText={t('form.saving')}>
              {t('form.submitAdd')}
            </Button>
          </Form>
        </Box>
      </Stack>
    </Container>
  );
}
