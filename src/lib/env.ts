import { apiUrlOf, DEFAULT_SUPABASE_URL, TURNSTILE_DEFAULT_SCRIPT_URL, TURNSTILE_TEST_SITE_KEY } from './env-defaults';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Build-time configuration. Every environment (hosted, Docker, embedded) is reached through the
 * same two variables; only their values differ (ARCHITECTURE §1). The Turnstile script URL points
 * at Cloudflare in production and at the local stand-in (`<gateway>/turnstile/v0/api.js`) offline.
 * The fallbacks serve the dev server and the tests only: `vite build` refuses to run without the
 * required values (src/lib/build-env.ts, decision 0052).
 */
const supabaseUrl = (nonEmpty(import.meta.env.VITE_SUPABASE_URL) ?? DEFAULT_SUPABASE_URL).replace(/\/+$/, '');

export const env = {
  supabaseUrl,
  /** The API's base: under the Supabase URL, or a path on the site that its host forwards (decision 0060). */
  apiUrl: apiUrlOf(nonEmpty(import.meta.env.VITE_API_URL), supabaseUrl),
  supabasePublishableKey:
    nonEmpty(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? '',
  turnstileSiteKey: nonEmpty(import.meta.env.VITE_TURNSTILE_SITE_KEY) ?? TURNSTILE_TEST_SITE_KEY,
  turnstileScriptUrl: nonEmpty(import.meta.env.VITE_TURNSTILE_SCRIPT_URL) ?? TURNSTILE_DEFAULT_SCRIPT_URL,
} as const;
