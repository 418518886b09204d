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
/**
 * Set by the web host's proxy on what it forwards to the API, with `SIMK_TRUSTED_PROXY_SECRET`:
 * only then does the API count the address that proxy appended (docs/operations/auth.md,
 * "Client address"). Browsers never send it, so CORS does not allow it.
 */
export const TRUSTED_PROXY_SECRET_HEADER = 'X-SIMK-Proxy-Secret';
