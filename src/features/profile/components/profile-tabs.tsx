import { Box, Grid, Heading, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditableProfileField, Profile } from '@shared/contracts/profile';
import { formatNap } from '@shared/identifiers';
import { DocumentsPanel } from '../documents/documents-panel';
import { dateOrDash } from './format';
import { ProfileValue } from './profile-field';

export type ProfileTab = 'personal' | 'professional' | 'documents';

const grid = { as: 'dl' as const, templateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: '5' };

/**
 * Profil Saya's tabs: personal data and address, professional data, documents. `field` renders an
 * editable field (as text, or as an input while editing); the rest are read-only values.
 */
export function ProfileTabs({
  profile,
  tab,
  onTab,
  editing,
  field,
}: {
  profile: Profile;
  tab: ProfileTab;
  onTab: (tab: ProfileTab) => void;
  editing: boolean;
  field: (name: EditableProfileField) => ReactNode;
}) {
  const { t } = useTranslation('profile');
  const readOnlyHint = editing ? t('readOnly') : undefined;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
      {/* A tab's content mounts when first shown: the documents (their query, files and dialogs) wait for it. */}
      <Tabs.Root value={tab} onValueChange={(details) => onTab(details.value as ProfileTab)} variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="personal">{t('tabs.personal')}</Tabs.Trigger>
          <Tabs.Trigger value="professional">{t('tabs.professional')}</Tabs.Trigger>
          <Tabs.Trigger value="documents">{t('tabs.documents')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="personal">
          <Stack gap="6">
            <Grid {...grid}>
              {field('fullName')}
              <ProfileValue label={t('fields.nap')} value={formatNap(profile.nap) ?? t('noNap')} hint={readOnlyHint} />
              <ProfileValue
                label={t('fields.email')}
                value={profile.email ?? '-'}
                hint={editing ? t('emailHint') : undefined}
              />
              {field('phone')}
              {field('birthDate')}
              {field('gender')}
            </Grid>
            <Stack gap="3">
              <Heading as="h2" size="sm">
                {t('addressSection')}
              </Heading>
              <Grid {...grid}>
                {field('address')}
                {field('city')}
                {field('province')}
                {field('postalCode')}
              </Grid>
            </Stack>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="professional">
          <Grid {...grid}>
            {field('profession')}
            {field('specialization')}
            {field('workplace')}
            {field('education')}
            <ProfileValue label={t('fields.organizationName')} value={profile.organizationName} hint={readOnlyHint} />
            <ProfileValue label={t('fields.expiryDate')} value={dateOrDash(profile.expiryDate)} hint={readOnlyHint} />
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="documents">
          <DocumentsPanel profile={profile} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
