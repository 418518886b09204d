/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  /** The API on the site's own origin, which the host forwards (decision 0060); default: under VITE_SUPABASE_URL. */
  readonly VITE_API_URL?: string;
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_TURNSTILE_SITE_KEY?: string;
  readonly VITE_TURNSTILE_SCRIPT_URL?: string;
  /** Leaflet tile URL template for the landing map; OpenStreetMap when unset. */
  readonly VITE_MAP_TILE_URL?: string;
  /** Address of the journal portal (OJS) that /ojs links to; the page says so when it is unset. */
  readonly VITE_JOURNAL_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
