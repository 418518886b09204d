import { Container, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SecurityTab } from '../security/SecurityTab';

/**
 * `/dashboard/profile/settings`: Pengaturan Akun. Only the Keamanan tab lives on this branch; the
 * Notifikasi and Preferensi tabs come with the preferences work.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('profile');
  return (
    <Container maxW="5xl" paddingY="8">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {t('settingsTitle')}
        </Heading>
        <Tabs.Root defaultValue="security" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="security">{t('security.tab')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="security" paddingTop="6">
            <SecurityTab />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    </Container>
  );
}
