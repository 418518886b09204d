import { Button, Field, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@shared/constants';
import { DATE_FORMATS, THEMES, TIME_ZONES, type AccountSettings } from '@shared/contracts/preferences';
import { formatDateTime } from '@/lib/format';
import { applyDateSettings } from '../api/apply-preferences';
import { useSavePreferencesMutation } from '../api/save-preferences';
import { SaveStatus } from './save-status';

type ChoiceName = 'language' | 'theme' | 'timezone' | 'dateFormat';

/** Preferensi: language, theme, time zone and date format, applied across the app once saved. */
export function PreferencesTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  const save = useSavePreferencesMutation();
  const [values, setValues] = useState(settings);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // Onto the latest stored settings, so a save here never undoes one made on the Notifikasi tab.
    const { language, theme, timezone, dateFormat } = values;
    save.mutate(
      { ...settings, language, theme, timezone, dateFormat },
      {
        onSuccess: (stored) => {
          // Before the cache update reaches the shell, so the page is not drawn again for it.
          applyDateSettings(stored);
          setSaved(true);
        },
      },
    );
  };

  const select = (name: ChoiceName, options: readonly string[], label: (value: string) => string) => (
    <Field.Root>
      <Field.Label>{t(`preferences.${name}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {label(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {name === 'dateFormat' && (
        <Field.HelperText>
          {t('preferences.example', {
            example: formatDateTime(new Date(), { timeZone: values.timezone, dateFormat: values.dateFormat }),
          })}
        </Field.HelperText>
      )}
    </Field.Root>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('tabs.preferences')}>
      <Stack gap="6" maxW="2xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {select('language', SUPPORTED_LANGUAGES, (value) => t(`preferences.languages.${value as 'id' | 'en'}`))}
          {select('theme', THEMES, (value) => t(`preferences.themes.${value as (typeof THEMES)[number]}`))}
          {select('timezone', TIME_ZONES, (value) =>
            t(`preferences.timezones.${value as (typeof TIME_ZONES)[number]}`),
          )}
          {select('dateFormat', DATE_FORMATS, (value) => value)}
        </SimpleGrid>
        <SaveStatus saved={saved} error={save.error} />
        <Button type="submit" alignSelf="start" loading={save.isPending} loadingText={t('saving')}>
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
