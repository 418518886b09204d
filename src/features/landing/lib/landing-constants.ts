/** Landing constants of spec §2 ("Landing page behaviour") and §9. */
export const HERO_INTERVAL_MS = 7_000;
export const NEWS_INTERVAL_MS = 5_000;
export const TOP_PROVINCE_COUNT = 4;
export const OTHER_NEWS_COUNT = 3;
/** How many news items the carousel asks for: a handful of slides plus the "other news" list. */
export const LANDING_NEWS_LIMIT = 8;

export const HEAT_OPTIONS = { radius: 35, blur: 45, maxZoom: 8 } as const;

export const NEWS_PRIORITIES = ['URGENT', 'HIGH', 'NORMAL', 'LOW'] as const;
