// The Preferensi choices (decision 0033), without zod: the web app reads them on its first load
// (src/lib/display-preferences.ts), where the contracts' schemas would cost the landing page 26 KB.

/** Indonesian time zones (spec §3): WIB, WITA, WIT. */
export const TIME_ZONES = ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura'] as const;
export type TimeZone = (typeof TIME_ZONES)[number];
/** The date formats of spec §2, as the user picks them. */
export const DATE_FORMATS = ['dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
