import { useEffect, useRef } from 'react';
import type { AccountSettings } from '@shared/contracts/preferences';
import { useColorMode } from '@/components/ui/color-mode';
import { defaultDisplayPreferences, setDisplayPreferences } from '@/lib/display-preferences';
import { i18n } from '@/lib/i18n';
import { usePreferencesQuery } from './get-preferences';

/**
 * Applies the signed-in user's stored settings to this browser: the language, the theme, and the
 * zone and date format every date is written in. Run by the signed-in shell, so the choices made
 * in another browser follow the user here after login (decision 0033). A page drawn with the
 * defaults before the settings arrived is drawn again (`useDisplayRedraws`); a save on the
 * settings page has applied its values already, so it redraws nothing.
 */
export function useApplyAccountPreferences(): void {
  const { data } = usePreferencesQuery();
  const { preference, setPreference } = useColorMode();
  // Only a new answer from the server applies; a local switch of language or theme stays until then.
  const applied = useRef<AccountSettings>(undefined);

  useEffect(() => {
    if (!data || data === applied.current) return;
    applied.current = data;
    if (i18n.resolvedLanguage !== data.language) void i18n.changeLanguage(data.language);
    if (preference !== data.theme) setPreference(data.theme);
    setDisplayPreferences({ timeZone: data.timezone, dateFormat: data.dateFormat }, { redraw: true });
  }, [data, preference, setPreference]);

  // Signed out: the next visitor of this browser sees dates the default way again.
  useEffect(
    () => () => {
      applied.current = undefined; // mounted again (StrictMode, a new sign-in): apply again
      setDisplayPreferences({
        timeZone: defaultDisplayPreferences.timeZone,
        dateFormat: defaultDisplayPreferences.dateFormat,
      });
    },
    [],
  );
}

/** Applies a saved zone and date format at once (the settings page, before the shell hears of it). */
export function applyDateSettings(settings: Pick<AccountSettings, 'timezone' | 'dateFormat'>): void {
  setDisplayPreferences({ timeZone: settings.timezone, dateFormat: settings.dateFormat });
}
