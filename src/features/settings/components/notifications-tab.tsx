import { Button, Fieldset, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@shared/contracts/preferences';
import { useSavePreferencesMutation } from '../api/save-preferences';
import { SaveStatus } from './save-status';

type SwitchName =
  'emailNotifications' | 'smsNotifications' | 'paymentReminders' | 'membershipUpdates' | 'loginNotifications';
const groups: { legend: 'channels' | 'topics'; switches: SwitchName[] }[] = [
  { legend: 'channels', switches: ['emailNotifications', 'smsNotifications'] },
  { legend: 'topics', switches: ['paymentReminders', 'membershipUpdates', 'loginNotifications'] },
];

/** Notifikasi: which channels and which kinds of message the user receives (every message SIMK sends asks). */
export function NotificationsTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const save = useSavePreferencesMutation();
  const [values, setValues] = useState(settings);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // Onto the latest stored settings, so a save here never undoes one made on the Preferensi tab.
    const switches = Object.fromEntries(groups.flatMap((group) => group.switches).map((name) => [name, values[name]]));
    save.mutate({ ...settings, ...switches }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.notifications')}>
      <Stack gap="6" maxW="xl">
        <Text color="fg.muted">{t('notifications.intro')}</Text>
        {groups.map((group) => (
          <Fieldset.Root key={group.legend}>
            <Fieldset.Legend fontWeight="semibold">{t(`notifications.${group.legend}`)}</Fieldset.Legend>
            <Stack gap="4" marginTop="2">
              {group.switches.map((name) => (
                <Switch.Root
                  key={name}
                  name={name}
                  checked={values[name]}
                  onCheckedChange={(details) => setValues((current) => ({ ...current, [name]: details.checked }))}
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
        <SaveStatus saved={saved} error={save.error} />
        <Button type="submit" alignSelf="start" loading={save.isPending} loadingText={t('saving')}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
