import { Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DuesSettingsCard } from '../components/settings/dues-settings-card';
import { ReminderScheduleCard } from '../components/settings/reminder-schedule-card';

/**
 * Dues settings: `/dashboard/dues/settings`, the split by level, the grace period and the reminder
 * schedule. Officers read them; each card offers its change to those allowed (as on the API).
 */
export default function DuesSettingsPage() {
  const { t } = useTranslation('routes');
  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${t('duesSettings')} · SIMK`}</title>
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('duesSettings')}
        </Heading>
        <DuesSettingsCard />
        <ReminderScheduleCard />
      </Stack>
    </Container>
  );
}
