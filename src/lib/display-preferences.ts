import { useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE } from '@shared/calendar';
import { DATE_FORMATS, TIME_ZONES, type DateFormat, type TimeZone } from '@shared/display-choices';

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

/**
 * The zone and format are kept in this browser too, as the language and the theme are, so a
 * reload draws dates the user's way at once; the server's copy still wins when it arrives.
 */
const STORAGE_KEY = 'date-display';

// Storage can be unavailable (private browsing, blocked cookies); the app must still work.
function readStored(): Partial<DisplayPreferences> {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    return {
      ...(TIME_ZONES.includes(stored.timeZone as TimeZone) && { timeZone: stored.timeZone as TimeZone }),
      ...(DATE_FORMATS.includes(stored.dateFormat as DateFormat) && { dateFormat: stored.dateFormat as DateFormat }),
    };
  } catch {
    return {};
  }
}

function store({ timeZone, dateFormat }: DisplayPreferences): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify({ timeZone, dateFormat }));
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

let current: DisplayPreferences = { ...defaultDisplayPreferences, ...readStored() };
let redraws = 0;
const listeners = new Set<() => void>();

export function displayPreferences(): DisplayPreferences {
  return current;
}

/**
 * Changes some of the preferences; screens that read them with `useDisplayPreferences` render
 * again. With `redraw`, a change also counts in `useDisplayRedraws`, which the signed-in shell keys
 * its page on: a page drawn before the user's settings arrived is drawn again with them.
 */
export function setDisplayPreferences(change: Partial<DisplayPreferences>, { redraw = false } = {}): void {
  const next = { ...current, ...change };
  if (next.timeZone === current.timeZone && next.dateFormat === current.dateFormat && next.locale === current.locale) {
    return;
  }
  current = next;
  store(next);
  if (redraw) redraws += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDisplayPreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, displayPreferences, displayPreferences);
}

const redrawCount = () => redraws;

/** How many times the preferences changed in a way that asks the page to be drawn again. */
export function useDisplayRedraws(): number {
  return useSyncExternalStore(subscribe, redrawCount, redrawCount);
}
