import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What became of the last save of a settings tab: saved, or the API's Indonesian message. */
export function SaveStatus({ saved, error }: { saved: boolean; error: Error | null }) {
  const { t } = useTranslation('settings');
  if (error) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{error.message}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!saved) return null;
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>{t('saved')}</Alert.Title>
    </Alert.Root>
  );
}
