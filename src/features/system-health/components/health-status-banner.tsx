import { Alert, Button, Container } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useBackendHealth } from '../hooks/use-backend-health';

/** Shown only while a backend health check fails; silent while checks pass or are pending. */
export function HealthStatusBanner() {
  const { t } = useTranslation('health');
  const { status, isRechecking, recheck } = useBackendHealth();

  if (status !== 'limited') return null;

  return (
    <Container maxW="6xl" paddingTop="4">
      <Alert.Root
        status="warning"
        role="status"
        aria-live="polite"
        borderRadius="lg"
        alignItems="center"
        flexWrap="wrap"
      >
        <Alert.Indicator />
        <Alert.Content flex="1 1 16rem">
          <Alert.Title>{t('limited')}</Alert.Title>
          <Alert.Description>{t('limitedDescription')}</Alert.Description>
        </Alert.Content>
        <Button
          size="sm"
          variant="outline"
          colorPalette="orange"
          flexShrink={0}
          loading={isRechecking}
          loadingText={t('retrying')}
          onClick={() => void recheck()}
        >
          {t('retry')}
        </Button>
      </Alert.Root>
    </Container>
  );
}
