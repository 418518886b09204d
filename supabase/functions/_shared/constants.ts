/** Business constants of spec §9, shared by the API and the web app. */
export const API_TIMEOUT_MS = 10_000;
export const STATISTICS_TIMEOUT_MS = 30_000;
export const HEALTH_CHECK_INTERVAL_MS = 300_000;
export const MEMBER_PAGE_SIZE = 10;
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export const DEFAULT_LANGUAGE = 'id';
export const LANGUAGE_STORAGE_KEY = 'language';
/** Sent on every request from the web app, so logs tell clients apart (spec §7). */
export const CLIENT_SOURCE_HEADER = 'X-Client-Source';
export const WEB_CLIENT_SOURCE = 'simk-web';
