import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useProfileQuery } from '../api/get-profile';
import { DocumentsPanel } from '../documents/documents-panel';
import { ProfileSkeleton } from '../components/profile-skeleton';

/** `/documents`: the member's STR and SIP with their files (the Dokumen tab of Profil Saya, on its own). */
export default function DocumentsPage() {
  const { t } = useTranslation('profile');
  const query = useProfileQuery();

  if (query.isPending) return <ProfileSkeleton />;
  const noRecord = query.isError && isApiError(query.error) && query.error.status === 404;
  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('documents.pageTitle')} · SIMK`}</title>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {t('documents.pageTitle')}
          </Heading>
          <Text color="fg.muted">{t('documents.pageSubtitle')}</Text>
        </Stack>
        {query.isError ? (
          <Stack gap="4">
            <Alert.Root status={noRecord ? 'info' : 'error'} role="alert">
              <Alert.Indicator />
              <Alert.Title>{noRecord ? t('noMemberRecord') : `${t('error')} ${query.error.message}`}</Alert.Title>
            </Alert.Root>
            {!noRecord && (
              <Button alignSelf="start" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            )}
          </Stack>
        ) : (
          <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
            <DocumentsPanel profile={query.data} />
          </Box>
        )}
      </Stack>
    </Container>
  );
}
