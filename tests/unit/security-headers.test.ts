import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  headersFile,
  parseHeadersFile,
  securityHeaders,
  siteOrigins,
} from '../../src/app/security-headers.ts';

const production = siteOrigins(
  (name) =>
    ({
      VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co/',
      VITE_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
    })[name],
);

describe('the web app CSP', () => {
  it('allows the built API origin (images from its storage only), Cloudflare Turnstile, the tile host and the hashed inline scripts only', () => {
    expect(contentSecurityPolicy({ ...production, inlineScriptHashes: ["'sha256-abc='"] }).split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc=' https://challenges.cloudflare.com",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https://abcdefgh.supabase.co/storage/v1/ https://tiles.example.org",
      "font-src 'self'",
      "connect-src 'self' https://abcdefgh.supabase.co",
      'frame-src https://challenges.cloudflare.com',
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ]);
  });

  it('falls back to what src/lib/env.ts falls back to, and turns {s} subdomains into a wildcard', () => {
    const csp = contentSecurityPolicy({ ...siteOrigins(() => undefined), inlineScriptHashes: [] });
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:54321;");
    expect(csp).toContain("img-src 'self' data: http://127.0.0.1:54321/storage/v1/ https://*.tile.openstreetmap.org;");
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com;");
  });

  it('adds the dev server websocket only when given', () => {
    const csp = contentSecurityPolicy({
      ...production,
      inlineScriptHashes: [],
      hotReloadOrigin: 'ws://127.0.0.1:5173',
    });
    expect(csp).toContain("connect-src 'self' https://abcdefgh.supabase.co ws://127.0.0.1:5173;");
  });

  it('needs no API origin for an API on the site, and allows an API on an origin of its own', () => {
    const withApi = (apiUrl: string) =>
      siteOrigins((name) => ({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co', VITE_API_URL: apiUrl })[name]);
    expect(contentSecurityPolicy({ ...withApi('/functions/v1/api/v1'), inlineScriptHashes: [] })).toContain(
      "connect-src 'self' https://abcdefgh.supabase.co;",
    );
    expect(
      contentSecurityPolicy({ ...withApi('https://api.simk.example.org/functions/v1/api/v1'), inlineScriptHashes: [] }),
    ).toContain("connect-src 'self' https://api.simk.example.org https://abcdefgh.supabase.co;");
  });

  it('allows images from the storage under a Supabase URL that has a path of its own', () => {
    const origins = siteOrigins((name) =>
      name === 'VITE_SUPABASE_URL' ? 'https://simk.example.org/supabase' : undefined,
    );
    const csp = contentSecurityPolicy({ ...origins, inlineScriptHashes: [] });
    expect(csp).toContain("img-src 'self' data: https://simk.example.org/supabase/storage/v1/ https://");
    expect(csp).toContain("connect-src 'self' https://simk.example.org;");
  });
});

describe('the _headers file', () => {
  it('reads back exactly what it was written from', () => {
    const headers = securityHeaders({ ...production, inlineScriptHashes: ["'sha256-a+b/c='"] });
    const file = headersFile(headers);
    expect(file.split('\n').slice(1, 3)).toEqual([
      '/*',
      `  Content-Security-Policy: ${headers['Content-Security-Policy']}`,
    ]);
    expect(parseHeadersFile(file)).toEqual(headers);
  });
});
