import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@shared/constants';
import { DATE_FORMATS, THEMES, TIME_ZONES, type AccountSettings } from '@shared/contracts/preferences';
import { formatDateTime } from '@/lib/format';
import { applyDateSettings } from '../api/apply-preferences';
import { SettingsTabForm, useSettingsTab } from './settings-tab-form';

const choices = ['language', 'theme', 'timezone', 'dateFormat'] as const;
type ChoiceName = (typeof choices)[number];

/** Preferensi: language, theme, time zone and date format, applied across the app once saved. */
export function PreferencesTab({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('settings');
  // Before the cache update reaches the shell, so the page is not drawn again for it.
  const tab = useSettingsTab(settings, choices, applyDateSettings);
  const { values } = tab;

  const select = (name: ChoiceName, options: readonly string[], label: (value: string) => string) => (
    <Field.Root>
      <Field.Label>{t(`preferences.${name}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={values[name]}
          onChange={(event) => tab.setValue(name, event.target.value as AccountSettings[ChoiceName])}
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
    <SettingsTabForm label={t('tabs.preferences')} maxW="2xl" tab={tab}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {select('language', SUPPORTED_LANGUAGES, (value) => t(`preferences.languages.${value as 'id' | 'en'}`))}
        {select('theme', THEMES, (value) => t(`preferences.themes.${value as (typeof THEMES)[number]}`))}
        {select('timezone', TIME_ZONES, (value) => t(`preferences.timezones.${value as (typeof TIME_ZONES)[number]}`))}
        {select('dateFormat', DATE_FORMATS, (value) => value)}
      </SimpleGrid>
    </SettingsTabForm>
  );
}
