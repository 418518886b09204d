// The values the web app falls back to when a build variable is unset. Free of `import.meta.env`,
// so that vite.config.ts can use them too (the site's CSP allows exactly these origins).

/** Where the `api` edge function serves the `/api/v1` contract under a Supabase project's URL. */
export const API_PATH = '/functions/v1/api/v1';

/** The API's base: `VITE_API_URL` when set (a URL, or a path the site's host forwards), else under the Supabase URL. */
export function apiUrlOf(apiUrl: string | undefined, supabaseUrl: string): string {
  return (apiUrl || `${supabaseUrl.replace(/\/+$/, '')}${API_PATH}`).replace(/\/+$/, '');
}

/** The local gateway of `npm start`. */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

/** Cloudflare's documented always-pass test site key; production builds set their own. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
export const TURNSTILE_DEFAULT_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';
