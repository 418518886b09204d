import { Alert, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/** Profil Saya when the profile did not load: no member record (404), or an error with a retry. */
export function ProfileLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  const noRecord = isApiError(error) && error.status === 404;
  return (
    <Container maxW="5xl" paddingY="8">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Alert.Root status={noRecord ? 'info' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Title>{noRecord ? t('noMemberRecord') : `${t('error')} ${error.message}`}</Alert.Title>
        </Alert.Root>
        {!noRecord && (
          <Button alignSelf="start" onClick={onRetry}>
            {t('retry')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
