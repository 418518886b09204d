import { Alert, Box, Button, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { editableProfileFields, type EditableProfileField, type Profile } from '@shared/contracts/profile';
import { formatNap } from '@shared/identifiers';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { PageHeading } from '@/components/ui/page-heading';
import { formatDateTime } from '@/lib/format';
import { useProfileQuery } from '../api/get-profile';
import { useConfirmRegisterDataMutation, useRegisterConfirmationQuery } from '../api/register-confirmation';
import { useUpdateProfileMutation } from '../api/update-profile';
import { dateOrDash } from '../components/format';
import { changedOf, formValuesOf, loadProfileChangesSchema } from '../components/profile-changes';
import { ProfileField, ProfileValue } from '../components/profile-field';
import { ProfileLoadError } from '../components/profile-load-error';
import { ProfileSkeleton } from '../components/profile-skeleton';

/**
 * `/profile/legacy` (issue 13 §7): the data carried over from the legacy register, for the member
 * to correct (saved through `PATCH /profile`) and confirm (`POST /profile/legacy/confirm`).
 */
export default function LegacyProfilePage() {
  const { t } = useTranslation('profile');
  const profile = useProfileQuery();
  const confirmation = useRegisterConfirmationQuery();

  if (profile.isPending || confirmation.isPending) return <ProfileSkeleton />;
  if (profile.isError || confirmation.isError) {
    return (
      <ProfileLoadError
        title={t('legacy.title')}
        error={profile.error ?? confirmation.error}
        onRetry={() => {
          void profile.refetch();
          void confirmation.refetch();
        }}
      />
    );
  }

  return <LegacyProfileForm profile={profile.data} confirmedAt={confirmation.data.confirmedAt} />;
}

function LegacyProfileForm({ profile, confirmedAt }: { profile: Profile; confirmedAt: string | null }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfileMutation();
  const confirm = useConfirmRegisterDataMutation();
  const saved = formValuesOf(profile);
  const form = useZodForm(loadProfileChangesSchema(saved), { defaultValues: saved });
  const [notice, setNotice] = useState(false);
  const busy = update.isPending || confirm.isPending;

  // The changes as typed (the API parses them as the form did), then the confirmation.
  const submit = async () => {
    setNotice(false);
    const changed = changedOf(saved, form.getValues());
    if (Object.keys(changed).length > 0) await update.mutateAsync(changed);
    await confirm.mutateAsync();
    setNotice(true);
  };

  const field = (name: EditableProfileField) => <ProfileField key={name} name={name} shown="" editing />;
  const grid = { templateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' };

  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={() => setNotice(false)}
        aria-label={t('legacy.title')}
        aria-busy={busy}
      >
        <Stack gap="6">
          <PageHeading title={t('legacy.title')} subtitle={t('legacy.subtitle')} />
          <Alert.Root status={confirmedAt ? 'success' : 'info'} role="status" data-testid="register-confirmation">
            <Alert.Indicator />
            <Alert.Title>
              {confirmedAt ? t('legacy.confirmedAt', { date: formatDateTime(confirmedAt) }) : t('legacy.notConfirmed')}
            </Alert.Title>
          </Alert.Root>
          {notice && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('legacy.saved')}</Alert.Title>
            </Alert.Root>
          )}
          <FormAlert />
          <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
            <Stack gap="6">
              <Heading as="h2" size="sm">
                {t('legacy.registerSection')}
              </Heading>
              <Grid as="dl" {...grid}>
                <ProfileValue label={t('fields.nap')} value={formatNap(profile.nap) ?? t('noNap')} />
                <ProfileValue label={t('fields.organizationName')} value={profile.organizationName} />
                <ProfileValue label={t('fields.email')} value={profile.email ?? '-'} />
                <ProfileValue label={t('fields.expiryDate')} value={dateOrDash(profile.expiryDate)} />
                <ProfileValue label={t('fields.strNumber')} value={profile.strNumber ?? '-'} />
                <ProfileValue label={t('fields.sipNumber')} value={profile.sipNumber ?? '-'} />
              </Grid>
              <Text fontSize="sm" color="fg.muted">
                {t('legacy.officerFields')}
              </Text>
              <Heading as="h2" size="sm">
                {t('legacy.editableSection')}
              </Heading>
              <Grid {...grid}>{editableProfileFields.map(field)}</Grid>
            </Stack>
          </Box>
          <HStack gap="4" justify="space-between" flexWrap="wrap">
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/dashboard/profile">{t('legacy.toProfile')}</RouterLink>
            </Link>
            <Button type="submit" loading={busy} loadingText={t('saving')}>
              {t('legacy.submit')}
            </Button>
          </HStack>
        </Stack>
      </Form>
    </Container>
  );
}
