import { Alert, Box, Button, Container, Heading, Skeleton, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@shared/contracts/preferences';
import { usePreferencesQuery } from '../api/get-preferences';
import { NotificationsTab } from '../components/notifications-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { SecurityTab } from '../security/SecurityTab';

/** `/dashboard/profile/settings`, `/profile/settings`, `/settings`: Pengaturan Akun (spec §2 "Account settings"). */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  const query = usePreferencesQuery();

  const stored = (render: (settings: AccountSettings) => ReactNode) => {
    if (query.data) return render(query.data);
    if (query.isError) {
      return (
        <Stack gap="3">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{`${t('loadError')} ${query.error.message}`}</Alert.Title>
          </Alert.Root>
          <Button alignSelf="start" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      );
    }
    return <Skeleton height="48" maxW="xl" />;
  };

  return (
    <Container maxW="5xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('title')} · SIMK`}</title>
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
          <Tabs.Root defaultValue="security" variant="line" lazyMount>
            <Tabs.List overflowX="auto">
              <Tabs.Trigger value="security">{t('tabs.security')}</Tabs.Trigger>
              <Tabs.Trigger value="notifications">{t('tabs.notifications')}</Tabs.Trigger>
              <Tabs.Trigger value="preferences">{t('tabs.preferences')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="security" paddingTop="6">
              <SecurityTab />
            </Tabs.Content>
            <Tabs.Content value="notifications" paddingTop="6">
              {stored((settings) => (
                <NotificationsTab settings={settings} />
              ))}
            </Tabs.Content>
            <Tabs.Content value="preferences" paddingTop="6">
              {stored((settings) => (
                <PreferencesTab settings={settings} />
              ))}
            </Tabs.Content>
          </Tabs.Root>
        </Box>
      </Stack>
    </Container>
  );
}
