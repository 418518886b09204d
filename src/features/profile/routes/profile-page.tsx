import { Alert, Box, Button, Container, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  editableProfileFields,
  updateProfileSchema,
  type EditableProfileField,
  type Profile,
} from '@shared/contracts/profile';
import { useProfileQuery } from '../api/get-profile';
import { usePhotoUrl } from '../api/profile-photo';
import { useUpdateProfileMutation } from '../api/update-profile';
import { DuesNotice } from '../components/dues-notice';
import { dateOrDash } from '../components/format';
import { PhotoUpload } from '../components/photo-upload';
import { ProfileField } from '../components/profile-field';
import { ProfileHeader } from '../components/profile-header';
import { ProfileLoadError } from '../components/profile-load-error';
import { ProfileSkeleton } from '../components/profile-skeleton';
import { ProfileTabs, type ProfileTab } from '../components/profile-tabs';
import { ProfileCompletionBanner } from '../completion/profile-completion-banner';
import { MemberCardPanel } from '../member-card/member-card-panel';
import { validationText } from '@/lib/validation-text';

type FormValues = Record<EditableProfileField, string>;

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

function formValuesOf(profile: Profile): FormValues {
  return Object.fromEntries(editableProfileFields.map((field) => [field, profile[field] ?? ''])) as FormValues;
}

/** `/dashboard/profile`, `/profile`, `/profile/user`: Profil Saya (spec §2 "Profile page"). */
export default function ProfilePage() {
  const query = useProfileQuery();

  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ProfileView profile={query.data} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfileMutation();
  const saved = formValuesOf(profile);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FormValues>(saved);
  const [errors, setErrors] = useState<Partial<Record<EditableProfileField, string>>>({});
  const [tab, setTab] = useState<ProfileTab>('personal');
  const [notice, setNotice] = useState(false);
  const photoUrl = usePhotoUrl(profile.profilePhotoPath);

  const startEditing = () => {
    setValues(saved);
    setErrors({});
    setNotice(false);
    update.reset();
    setEditing(true);
  };
  const cancel = () => {
    setValues(saved);
    setErrors({});
    update.reset();
    setEditing(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = Object.fromEntries(
      editableProfileFields.filter((field) => values[field] !== saved[field]).map((field) => [field, values[field]]),
    );
    if (Object.keys(changed).length === 0) {
      setEditing(false);
      return;
    }
    const parsed = updateProfileSchema.safeParse(changed);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<EditableProfileField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as EditableProfileField;
        fieldErrors[field] ??= validationText(t, issue.message);
      }
      setErrors(fieldErrors);
      const first = editableProfileFields.find((field) => fieldErrors[field]);
      if (first) setTab(tabOf[first]);
      return;
    }
    setErrors({});
    update.mutate(changed, {
      onSuccess: () => {
        setEditing(false);
        setNotice(true);
      },
    });
  };

  const shown = (field: EditableProfileField): string => {
    const value = profile[field];
    if (!value) return '-';
    if (field === 'gender') return t(`gender.${value as 'male' | 'female'}`);
    if (field === 'birthDate') return dateOrDash(value);
    return value;
  };
  const field = (name: EditableProfileField) => (
    <ProfileField
      key={name}
      name={name}
      value={values[name]}
      shown={shown(name)}
      editing={editing}
      error={errors[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
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
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('title')} · SIMK`}</title>
      <form onSubmit={submit} noValidate aria-label={t('title')}>
        <Stack gap="6">
          <Heading as="h1" size="md" color="fg.muted">
            {t('title')}
          </Heading>
          <ProfileCompletionBanner />
          <DuesNotice dues={profile.dues} />
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
          {update.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{update.error.message}</Alert.Title>
            </Alert.Root>
          )}
          <ProfileTabs profile={profile} tab={tab} onTab={setTab} editing={editing} field={field} />
        </Stack>
      </form>
      <Box marginTop="6">
        <MemberCardPanel />
      </Box>
    </Container>
  );
}
