const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Build-time configuration. Every environment (hosted, Docker, embedded) is reached through the
 * same two variables; only their values differ (ARCHITECTURE §1).
 */
export const env = {
  supabaseUrl: (nonEmpty(import.meta.env.VITE_SUPABASE_URL) ?? DEFAULT_SUPABASE_URL).replace(/\/+$/, ''),
  supabasePublishableKey:
    nonEmpty(import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? nonEmpty(import.meta.env.VITE_SUPABASE_ANON_KEY) ?? '',
} as const;
