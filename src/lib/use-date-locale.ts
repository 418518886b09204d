import { useDisplayPreferences } from '@/lib/display-preferences';

/** The Intl locale of the chosen language (Indonesian or British English dates), re-read when it changes. */
export function useDateLocale(): string {
  return useDisplayPreferences().locale;
}
