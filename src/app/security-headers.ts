// The web app's HTTP security headers: the one source for the production host (`dist/_headers`,
// written by vite.config.ts at build), `vite preview` and the Vite dev server of `npm start` and
// the browser tests. Decision 0013; per-host setup in docs/operations/deployment-headers.md.
// Imported by vite.config.ts, so it reads no `import.meta.env` and uses relative imports only.
import { DEFAULT_MAP_TILE_URL } from '../lib/map-tiles.ts';
import { apiUrlOf, DEFAULT_SUPABASE_URL, TURNSTILE_DEFAULT_SCRIPT_URL } from '../lib/env-defaults.ts';

/** The outside addresses the app talks to, from the build variables it is built with. */
export interface SiteOrigins {
  /** `VITE_SUPABASE_URL`: the API (`/functions/v1/api`), auth (`/auth/v1`) and storage (`/storage/v1`). */
  supabaseUrl: string;
  /** `VITE_API_URL`: the API's base, or a path on the site that its host forwards (decision 0060). */
  apiUrl: string;
  /** `VITE_TURNSTILE_SCRIPT_URL`: Cloudflare, or the local stand-in on the gateway. */
  turnstileScriptUrl: string;
  /** `VITE_MAP_TILE_URL`: the Leaflet tile URL template of the landing map. */
  mapTileUrl: string;
}

export interface PolicyInputs extends SiteOrigins {
  /** `'sha256-…'` of every inline `<script>` in the served index.html. */
  inlineScriptHashes: string[];
  /** Dev server only: the origin of its hot-reload websocket (`ws://host:port`). */
  hotReloadOrigin?: string;
}

/** The build variables the policy depends on, with the same fallbacks as src/lib/env.ts. */
export function siteOrigins(variable: (name: string) => string | undefined): SiteOrigins {
  const value = (name: string, fallback: string) => variable(name)?.trim() || fallback;
  const supabaseUrl = value('VITE_SUPABASE_URL', DEFAULT_SUPABASE_URL).replace(/\/+$/, '');
  return {
    supabaseUrl,
    apiUrl: apiUrlOf(variable('VITE_API_URL')?.trim(), supabaseUrl),
    turnstileScriptUrl: value('VITE_TURNSTILE_SCRIPT_URL', TURNSTILE_DEFAULT_SCRIPT_URL),
    mapTileUrl: value('VITE_MAP_TILE_URL', DEFAULT_MAP_TILE_URL),
  };
}

/** `https://{s}.tile.openstreetmap.org/{z}/…` → `https://*.tile.openstreetmap.org`; '' for a relative one. */
function tileSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  return match ? `${match[1]}${match[2]!.replace(/\{[^}]*\}/g, '*')}` : '';
}

/** A URL's origin; '' for a path on the site itself ('self' covers it). */
const origin = (url: string) => (url.startsWith('/') ? '' : new URL(url).origin);

/**
 * `https://x.supabase.co/storage/v1/`: members' photos are `<img>`s of signed URLs there. Only the
 * storage path, not the whole origin: the API and auth answer JSON and are no image source.
 */
const storageSource = (supabaseUrl: string) => new URL(`${supabaseUrl.replace(/\/+$/, '')}/storage/v1/`).href;

/**
 * The Content-Security-Policy. Only the page itself, the API/auth origin (with its storage for
 * images), Turnstile and the tile server are allowed. `style-src 'unsafe-inline'` because Emotion (Chakra UI) writes its CSS into
 * `<style>` elements at run time, and a static host cannot mint the per-response nonce that would
 * replace it (decision 0013).
 */
export function contentSecurityPolicy(inputs: PolicyInputs): string {
  const turnstile = origin(inputs.turnstileScriptUrl);
  const sources = (...items: (string | undefined)[]) => [...new Set(items.filter(Boolean))].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sources("'self'", ...inputs.inlineScriptHashes, turnstile),
    'style-src': "'self' 'unsafe-inline'",
    // data: for the 1×1 GIF Leaflet points a tile at to cancel its download.
    'img-src': sources("'self'", 'data:', storageSource(inputs.supabaseUrl), tileSource(inputs.mapTileUrl)),
    'font-src': "'self'",
    'connect-src': sources("'self'", origin(inputs.apiUrl), origin(inputs.supabaseUrl), inputs.hotReloadOrigin),
    'frame-src': turnstile,
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Every security header of the web app, in the order they are written. */
export function securityHeaders(inputs: PolicyInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inputs),
    // For browsers without CSP `frame-ancestors`.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // The origin only, and nothing over http. OpenStreetMap's tile policy asks for a Referer.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Two years, as hstspreload.org asks; `preload` is left to the domain's owner.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Netlify's and Cloudflare Pages' `_headers` file: the headers for every path. */
export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `# Generated by vite.config.ts from src/app/security-headers.ts; do not edit.\n/*\n${lines.join('\n')}\n`;
}

/** Reads a file written by `headersFile` back (for `vite preview` and the other hosts' configs). */
export function parseHeadersFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^\s+\S+:/.test(line))
      .map((line) => {
        const [name, ...value] = line.trim().split(':');
        return [name!, value.join(':').trim()];
      }),
  );
}
