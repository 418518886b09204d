import { Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@shared/contracts/preferences';
import { SettingsTabForm, useSettingsTab } from './settings-tab-form';

type SwitchName =
  | 'emailNotifications'
  | 'whatsappNotifications'
  | 'smsNotifications'
  | 'paymentReminders'
  | 'membershipUpdates'
  | 'loginNotifications';
const groups: { legend: 'channels' | 'topics'; switches: SwitchName[] }[] = [
  { legend: 'channels', switches: ['emailNotifications', 'whatsappNotifications', 'smsNotifications'] },
  { legend: 'topics', switches: ['paymentReminders', 'membershipUpdates', 'loginNotifications'] },
];

/** Notifikasi: which channels and which kinds of message the user receives (every message SIMK sends asks). */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const tab = useSettingsTab(
    settings,
    groups.flatMap((group) => group.switches),
  );

  return (
    <SettingsTabForm label={t('tabs.notifications')} maxW="xl" tab={tab}>
      <Text color="fg.muted">{t('notifications.intro')}</Text>
      {groups.map((group) => (
        <Fieldset.Root key={group.legend}>
          <Fieldset.Legend fontWeight="semibold">{t(`notifications.${group.legend}`)}</Fieldset.Legend>
          <Stack gap="4" marginTop="2">
            {group.switches.map((name) => (
              <Switch.Root
                key={name}
                name={name}
                checked={tab.values[name]}
                onCheckedChange={(details) => tab.setValue(name, details.checked)}
                alignItems="flex-start"
              >
                <Switch.HiddenInput aria-describedby={`${name}-hint`} />
                <Switch.Control marginTop="0.5">
                  <Switch.Thumb />
                </Switch.Control>
                <Stack gap="0">
                  <Switch.Label>{t(`notifications.${name}`)}</Switch.Label>
                  <Text id={`${name}-hint`} textStyle="sm" color="fg.muted">
                    {t(`notifications.${name}Hint`)}
                  </Text>
                </Stack>
              </Switch.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      ))}
    </SettingsTabForm>
  );
}
