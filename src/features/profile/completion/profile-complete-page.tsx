import { Alert, Button, Container, Grid, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { profileCompletion, type RequiredProfileField } from '@shared/contracts/profile-completion';
import type { Profile } from '@shared/contracts/profile';
import { updateProfileSchema, type UpdateProfileInput } from '@shared/contracts/profile-update';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeading } from '@/components/ui/page-heading';
import { isApiError } from '@/lib/api-client';
import { useProfileQuery } from '../api/get-profile';
import { useUpdateProfileMutation } from '../api/update-profile';
import { ProfileField } from '../components/profile-field';
import { ProfileSkeleton } from '../components/profile-skeleton';

const PROFILE_PATH = '/dashboard/profile';

/** Every field asked for filled in, then the contract's rule for it (PATCH /profile's schema). */
function completionSchema(fields: RequiredProfileField[], fillAll: string) {
  const filled = z.string().refine((value) => value.trim() !== '', fillAll);
  return z.object(
    Object.fromEntries(
      fields.map((field) => [field, filled.pipe(updateProfileSchema.shape[field] as z.ZodType<unknown, string>)]),
    ),
  );
}

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
  const form = useZodForm(completionSchema(fields, t('completion.fillAll')), {
    defaultValues: Object.fromEntries(fields.map((field) => [field, ''])),
  });
  const values = useWatch({ control: form.control }) as Record<string, string>;
  const progress = profileCompletion({ ...profile, ...values });

  const submit = (changes: Record<string, unknown>) =>
    update.mutate(changes as UpdateProfileInput, { onSuccess: () => void navigate(PROFILE_PATH) });

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
          <Form
            form={form}
            onSubmit={submit}
            aria-label={t('completion.title')}
            bg="bg.panel"
            borderWidth="1px"
            borderRadius="lg"
            padding={{ base: '4', md: '6' }}
          >
            <Stack gap="6">
              <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} gap="5">
                {fields.map((field) => (
                  <ProfileField key={field} name={field} shown="" editing />
                ))}
              </Grid>
              <FormAlert error={update.error} />
              <Stack direction="row" gap="2" justify="end">
                <Button asChild variant="outline">
                  <RouterLink to={PROFILE_PATH}>{t('completion.backToProfile')}</RouterLink>
                </Button>
                <Button type="submit" loading={update.isPending} loadingText={t('saving')}>
                  {t('completion.submit')}
                </Button>
              </Stack>
            </Stack>
          </Form>
        )}
      </Stack>
    </Container>
  );
}
