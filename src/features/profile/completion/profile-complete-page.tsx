import { Alert, Box, Button, Container, Grid, Progress, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { profileCompletion, type RequiredProfileField } from '@shared/contracts/profile-completion';
import { updateProfileSchema, type Profile } from '@shared/contracts/profile';
import { PageHeading } from '@/components/ui/page-heading';
import { isApiError } from '@/lib/api-client';
import { useProfileQuery } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileField } from '../components/profile-field';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { validationText } from '@/lib/validation-text';

const PROFILE_PATH = '/dashboard/profile';

/** `/profile/complete`: a short form of only the fields the member's record lacks, with its progress. */
export default function ProfileCompletePage() {
  const { t } = useTranslation('profile');
  const query = useProfileQuery();
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    const noRecord = isApiError(query.error) && query.error.status === 404;
    return (
      <Container maxW="3xl" paddingY="8">
        <Alert.Root status={noRecord ? 'info' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Title>{noRecord ? t('noMemberRecord') : `${t('error')} ${query.error.message}`}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <CompletionForm profile={query.data} />;
}

function CompletionForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const update = useUpdateProfileMutation();
  // The fields asked for stay the same while the member types and saves.
  const [fields] = useState<RequiredProfileField[]>(() => profileCompletion(profile).missing);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f, ''])));
  const [errors, setErrors] = useState<Partial<Record<RequiredProfileField, string>>>({});
  const progress = profileCompletion({ ...profile, ...values });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = fields.filter((field) => !values[field]?.trim());
    const parsed = updateProfileSchema.safeParse(Object.fromEntries(fields.map((field) => [field, values[field]])));
    const fieldErrors: Partial<Record<RequiredProfileField, string>> = {};
    for (const field of empty) fieldErrors[field] = t('completion.fillAll');
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        fieldErrors[issue.path[0] as RequiredProfileField] ??= validationText(t, issue.message);
    }
    setErrors(fieldErrors);
    if (!parsed.success || empty.length > 0) return;
    update.mutate(parsed.data, { onSuccess: () => void navigate(PROFILE_PATH) });
  };

  return (
    <Container maxW="3xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('completion.title')} subtitle={t('completion.intro')} />
        <Progress.Root
          value={(progress.done / progress.total) * 100}
          colorPalette="brand"
          data-testid="completion-progress"
        >
          <Progress.Label>{t('completion.progress', { done: progress.done, total: progress.total })}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {fields.length === 0 ? (
          <Stack gap="4" align="start">
            <Text>{t('completion.alreadyComplete')}</Text>
            <Button asChild variant="outline">
              <RouterLink to={PROFILE_PATH}>{t('completion.backToProfile')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <Box asChild bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '4', md: '6' }}>
            <form onSubmit={submit} noValidate aria-label={t('completion.title')}>
              <Stack gap="6">
                <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
                  {fields.map((field) => (
                    <ProfileField
                      key={field}
                      name={field}
                      value={values[field] ?? ''}
                      shown=""
                      editing
                      error={errors[field]}
                      onChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                    />
                  ))}
                </Grid>
                {update.isError && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{update.error.message}</Alert.Title>
                  </Alert.Root>
                )}
                <Stack direction="row" gap="2" justify="end">
                  <Button asChild variant="outline">
                    <RouterLink to={PROFILE_PATH}>{t('completion.backToProfile')}</RouterLink>
                  </Button>
                  <Button type="submit" loading={update.isPending} loadingText={t('saving')}>
                    {t('completion.submit')}
                  </Button>
                </Stack>
              </Stack>
            </form>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
