import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/calendar';
import type { DateFormat, TimeZone } from '@shared/contracts/preferences';

/**
 * How the signed-in user wants dates and times shown (Preferensi, decision 0033): the zone and
 * the date format, plus the Intl locale of the chosen language. `@/lib/format` reads them, so
 * every date on every screen follows them; visitors and signed-out screens get the defaults.
 */
export interface DisplayPreferences {
  timeZone: TimeZone;
  dateFormat: DateFormat;
  /** The Intl locale of the app's language: Indonesian dates, or British English ones. */
  locale: 'id-ID' | 'en-GB';
}

export const defaultDisplayPreferences: DisplayPreferences = {
  timeZone: DEFAULT_TIME_ZONE,
  dateFormat: 'dd/mm/yyyy',
  locale: 'id-ID',
};

let current = defaultDisplayPreferences;
const listeners = new Set<() => void>();

export function displayPreferences(): DisplayPreferences {
  return current;
}

/** Changes some of the preferences; screens that read them with `useDisplayPreferences` render again. */
export function setDisplayPreferences(change: Partial<DisplayPreferences>): void {
  const next = { ...current, ...change };
  if (next.timeZone === current.timeZone && next.dateFormat === current.dateFormat && next.locale === current.locale) {
    return;
  }
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, displayPreferences, displayPreferences);
}
