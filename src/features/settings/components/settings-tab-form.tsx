import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettings } from '@shared/contracts/preferences';
import { useSavePreferencesMutation } from '../api/save-preferences';
import { SaveStatus } from './save-status';

/**
 * A settings tab's own fields (`names`) as a form. Saved onto the latest stored settings, so a save
 * on one tab never undoes one made on another.
 */
export function useSettingsTab<Name extends keyof AccountSettings>(
  settings: AccountSettings,
  names: readonly Name[],
  onSaved?: (stored: AccountSettings) => void,
) {
  const save = useSavePreferencesMutation();
  const [values, setValues] = useState(settings);
  const [saved, setSaved] = useState(false);

  const setValue = <N extends Name>(name: N, value: AccountSettings[N]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const own = Object.fromEntries(names.map((name) => [name, values[name]]));
    save.mutate(
      { ...settings, ...own },
      {
        onSuccess: (stored) => {
          onSaved?.(stored);
          setSaved(true);
        },
      },
    );
  };

  return { values, setValue, submit, saved, save };
}

/** The tab's form: its fields, then what became of the last save and the save button. */
export function SettingsTabForm({
  label,
  maxW,
  tab,
  children,
}: {
  label: string;
  maxW: string;
  tab: Pick<ReturnType<typeof useSettingsTab>, 'submit' | 'saved' | 'save'>;
  children: ReactNode;
}) {
  const { t } = useTranslation('settings');
  return (
    <form onSubmit={tab.submit} noValidate aria-label={label}>
      <Stack gap="6" maxW={maxW}>
        {children}
        <SaveStatus saved={tab.saved} error={tab.save.error} />
        <Button type="submit" alignSelf="start" loading={tab.save.isPending} loadingText={t('saving')}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
