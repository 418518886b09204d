const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

/** Cloudflare's documented always-pass test site key; production builds set their own. */
export const TURNSTILE_TEST_SITE_KEY = '1x00000000000000000000AA';
export const TURNSTILE_DEFAULT_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Build-time configuration. Every environment (hosted, Docker, embedded) is reached through the
 * same two variables; only their values differ (ARCHITECTURE §1). The Turnstile script URL points
 * at Cloudflare in production and at the local stand-in (`<gateway>/turnstile/v0/api.js`) offline.
 */
export const env = {
  supabaseUrl: (nonEmpty(import.meta.env.VITE_SUPABASE_URL) ?? DEFAULT_SUPABASE_URL).replace(/\/+$/, ''),
  supabasePublishableKey:
    nonEmpty(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? '',
  turnstileSiteKey: nonEmpty(import.meta.env.VITE_TURNSTILE_SITE_KEY) ?? TURNSTILE_TEST_SITE_KEY,
  turnstileScriptUrl: nonEmpty(import.meta.env.VITE_TURNSTILE_SCRIPT_URL) ?? TURNSTILE_DEFAULT_SCRIPT_URL,
} as const;
