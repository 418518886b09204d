import { Box, Container, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/ui/page-heading';
import { useProfileQuery } from '../api/get-profile';
import { ApplicationNotice } from '../application/application-notice';
import { ProfileCompletionBanner } from '../completion/profile-completion-banner';
import { DocumentsPanel } from '../documents/documents-panel';
import { ProfileLoadAlert } from '../components/profile-load-error';
import { ProfileSkeleton } from '../components/profile-skeleton';

/**
 * `/documents`: the member's STR, SIP and diploma or certificate with their files (the Dokumen tab of
 * Profil Saya, on its own); where a new applicant lands after confirming the email (issue 28 §4).
 */
export default function DocumentsPage() {
  const { t } = useTranslation('profile');
  const query = useProfileQuery();

  if (query.isPending) return <ProfileSkeleton />;
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <Stack gap="6">
        <PageHeading title={t('documents.pageTitle')} subtitle={t('documents.pageSubtitle')} />
        <ApplicationNotice profile={query.data} />
        {query.data && <ProfileCompletionBanner />}
        {query.isError ? (
          <ProfileLoadAlert error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
            <DocumentsPanel profile={query.data} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
