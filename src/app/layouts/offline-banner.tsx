import { Alert, Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Says that the screens show this device's stored data, not the API's answer of now (issue 26 §5):
 * while offline, or after a start without network until the API answers again.
 */
export function OfflineBanner() {
  const { t } = useTranslation('dashboard');
  return (
    <Container maxW="6xl" paddingTop="4">
      <Alert.Root status="warning" role="status" aria-live="polite" borderRadius="lg" data-testid="offline-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('offline.title')}</Alert.Title>
          <Alert.Description>{t('offline.description')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Container>
  );
}
