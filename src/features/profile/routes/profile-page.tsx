import { Alert, Button, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editableProfileFields, type EditableProfileField, type Profile } from '@shared/contracts/profile';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { useZodForm } from '@/components/form/use-zod-form';
import { useProfileQuery } from '../api/get-profile';
import { useProfileSummaryQuery } from '../api/get-profile-summary';
import { usePhotoUrl } from '../api/profile-photo';
import { useUpdateProfileMutation } from '../api/update-profile';
import { dateOrDash } from '../components/format';
import { PhotoUpload } from '../components/photo-upload';
import { changedOf, formValuesOf, loadProfileChangesSchema } from '../components/profile-changes';
import { ProfileField } from '../components/profile-field';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError } from '../components/profile-load-error';
import { ProfileFieldsSkeleton, ProfileTabsSkeleton } from '../components/profile-skeleton';
import { ProfileTabs, type ProfileTab } from '../components/profile-tabs';
import { ApplicationNotice } from '../application/application-notice';
import { ProfileCompletionBanner } from '../completion/profile-completion-banner';
import { MemberHome, type PayBillAction } from '../home/member-home';
import { useDeferredFirstAnswer } from '@/lib/use-deferred-first-answer';
import { useRenderStages } from '@/lib/use-render-stages';

const tabOf: Record<EditableProfileField, ProfileTab> = {
  fullName: 'personal',
  phone: 'personal',
  birthDate: 'personal',
  gender: 'personal',
  address: 'personal',
  city: 'personal',
  province: 'personal',
  postalCode: 'personal',
  profession: 'professional',
  specialization: 'professional',
  workplace: 'professional',
  education: 'professional',
};

/**
 * `/dashboard/profile`, `/profile`, `/profile/user`: Profil Saya (spec §2 "Profile page"), with the
 * member's home at the top (issue 26 §2). The app gives "Bayar sekarang" (the dues feature's).
 */
export default function ProfilePage({ PayBill }: { PayBill: PayBillAction }) {
  const query = useProfileQuery();
  // The home's figures load beside the profile, not after it.
  useProfileSummaryQuery();
  const profile = useDeferredFirstAnswer(query.data);
  // The profile's header, then its tabs: two commits, not one long task.
  const stage = useRenderStages(profile ? 2 : 0);
  const { t } = useTranslation('profile');

  // A failed reload keeps the last answer on screen (offline: the banner says so, decision 0054).
  if (query.isError && !query.data) {
    return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  // The home shows what is owed as soon as its figures are in, not after the profile's fields.
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('title')} · SIMK`}</title>
      <Stack gap="6">
        <Heading as="h1" size="md" color="fg.muted">
          {t('title')}
        </Heading>
        <ApplicationNotice profile={profile} />
        <ProfileCompletionBanner />
        <MemberHome PayBill={PayBill} />
        {profile && stage >= 1 ? <ProfileView profile={profile} withTabs={stage >= 2} /> : <ProfileFieldsSkeleton />}
      </Stack>
    </Container>
  );
}

function ProfileView({ profile, withTabs }: { profile: Profile; withTabs: boolean }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfileMutation();
  const saved = formValuesOf(profile);
  const form = useZodForm(loadProfileChangesSchema(saved), { defaultValues: saved });
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [notice, setNotice] = useState(false);
  const photoUrl = usePhotoUrl(profile.profilePhotoPath);

  const startEditing = () => {
    form.reset(saved);
    setNotice(false);
    update.reset();
    setEditing(true);
  };
  const cancel = () => {
    form.reset(saved);
    update.reset();
    setEditing(false);
  };
  // The changes as typed; the API parses them as the form did.
  const submit = () => {
    const changed = changedOf(saved, form.getValues());
    if (Object.keys(changed).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(changed, {
      onSuccess: () => {
        setEditing(false);
        setNotice(true);
      },
    });
  };
  // The tab of the first field to correct.
  const showFirstError = () => {
    const first = editableProfileFields.find((field) => form.getFieldState(field).error);
    if (first) setTab(tabOf[first]);
  };

  const shown = (field: EditableProfileField): string => {
    const value = profile[field];
    if (!value) return '-';
    if (field === 'gender') return t(`gender.${value as 'male' | 'female'}`);
    if (field === 'birthDate') return dateOrDash(value);
    return value;
  };
  const field = (name: EditableProfileField) => (
    <ProfileField key={name} name={name} shown={shown(name)} editing={editing} />
  );

  const actions = editing ? (
    <HStack gap="2">
      <Button variant="outline" type="button" onClick={cancel} disabled={update.isPending}>
        {t('cancel')}
      </Button>
      <Button type="submit" loading={update.isPending} loadingText={t('saving')}>
        {t('save')}
      </Button>
    </HStack>
  ) : (
    <Button type="button" variant="outline" onClick={startEditing}>
      {t('edit')}
    </Button>
  );

  return (
    <Form form={form} onSubmit={submit} onInvalid={showFirstError} aria-label={t('title')}>
      <Stack gap="6">
        <ProfileHeader
          profile={profile}
          photoUrl={photoUrl}
          photoAction={<PhotoUpload memberId={profile.id} />}
          actions={actions}
        />
        {notice && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{t('saved')}</Alert.Title>
          </Alert.Root>
        )}
        <FormAlert error={update.error} />
        {withTabs ? (
          <ProfileTabs profile={profile} tab={tab} onTab={setTab} editing={editing} field={field} />
        ) : (
          <ProfileTabsSkeleton />
        )}
      </Stack>
    </Form>
  );
}
