import { Alert, Button, Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';

/** The member's profile did not load: no member record (404), or an error with a retry. */
export function ProfileLoadAlert({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  const noRecord = isApiError(error) && error.status === 404;
  return (
    <Stack gap="4">
      <Alert.Root status={noRecord ? 'info' : 'error'} role="alert">
        <Alert.Indicator />
        <Alert.Title>{noRecord ? t('noMemberRecord') : `${t('error')} ${error?.message ?? ''}`}</Alert.Title>
      </Alert.Root>
      {!noRecord && (
        <Button alignSelf="start" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Stack>
  );
}

/** A page built on the profile (Profil Saya by default) when the profile did not load. */
export function ProfileLoadError({
  title,
  error,
  onRetry,
}: {
  title?: string;
  error: Error | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Container maxW="5xl" paddingY="8">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {title ?? t('title')}
        </Heading>
        <ProfileLoadAlert error={error} onRetry={onRetry} />
      </Stack>
    </Container>
  );
}
