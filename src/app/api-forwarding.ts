// The API on the site's own origin (decision 0060): built with `VITE_API_URL` set to a path, the
// web app calls the API there, and the static host forwards that path to the Supabase project.
// A call on the page's own origin needs no CORS preflight, a round trip before every call with a
// token. scripts/security-headers.ts prints the forward for the hosts that can add the proxy's
// secret header to it. Imported by vite.config.ts and scripts: relative imports only.
import { apiUrlOf } from '../lib/env-defaults.ts';
import type { SiteOrigins } from './security-headers.ts';

/** Requests under `path` on the site go to the same path under `target`. */
export interface ApiForwarding {
  /** `/functions/v1/api/v1`: where the web app calls the API on its own origin. */
  path: string;
  /** `https://<project-ref>.supabase.co/functions/v1/api/v1`. */
  target: string;
}

/** The forward a build needs from its host; null when the app calls the Supabase URL itself. */
export function apiForwarding({
  apiUrl,
  supabaseUrl,
}: Pick<SiteOrigins, 'apiUrl' | 'supabaseUrl'>): ApiForwarding | null {
  if (!apiUrl.startsWith('/')) return null;
  return { path: apiUrl.replace(/\/+$/, ''), target: apiUrlOf(undefined, supabaseUrl) };
}
