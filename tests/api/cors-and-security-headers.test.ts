// The API's origin allowlist (closed by default: only the site URL) and its security headers,
// through the local gateway as a browser would reach them. Decision 0013.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../local/gateway.ts';
import { freePort } from '../../local/postgres.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { testAppConfig } from '../support/api-config.ts';
import { useTestDatabase } from '../support/test-database.ts';

const SITE = 'https://simk.example.org';
const db = useTestDatabase();
const gateways: Array<Awaited<ReturnType<typeof startGateway>>> = [];

/** The API of `env` behind its own gateway; returns the `/api/v1` base URL. */
function useApi(env: Record<string, string>) {
  const handle = { url: '' };
  beforeAll(async () => {
    const app = createApp(testAppConfig(env), { sql: db.sql });
    const gateway = await startGateway({ port: await freePort(), host: '127.0.0.1', functions: { api: app.fetch } });
    gateways.push(gateway);
    handle.url = `${gateway.url}/functions/v1/api/v1`;
  });
  return handle;
}
afterAll(() => Promise.all(gateways.map((gateway) => gateway.close())));

const preflight = (url: string, origin: string) =>
  fetch(`${url}/auth/login`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,apikey,content-type',
    },
  });
const simple = (url: string, origin: string) => fetch(`${url}/health`, { headers: { Origin: origin } });

async function allowOriginOf(url: string, origin: string) {
  const [before, after] = await Promise.all([preflight(url, origin), simple(url, origin)]);
  expect(before.status).toBe(204);
  expect(after.status).toBe(200);
  return {
    preflight: before.headers.get('access-control-allow-origin'),
    simple: after.headers.get('access-control-allow-origin'),
  };
}

describe('CORS with only SIMK_SITE_URL set (the production default)', () => {
  const api = useApi({ SIMK_SITE_URL: `${SITE}/` });

  it('echoes the site origin, never *, and varies on Origin', async () => {
    expect(await allowOriginOf(api.url, SITE)).toEqual({ preflight: SITE, simple: SITE });
    const response = await simple(api.url, SITE);
    expect(response.headers.get('vary')).toMatch(/\borigin\b/i);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
  });

  it.each([
    'https://evil.example',
    'https://simk.example.org.evil.example',
    'http://simk.example.org',
    'https://simk.example.org:8443',
    'https://admin.simk.example.org',
    'null',
    'http://127.0.0.1:5173',
  ])('gives %s no Access-Control-Allow-Origin, in the preflight and the simple request', async (origin) => {
    expect(await allowOriginOf(api.url, origin)).toEqual({ preflight: null, simple: null });
  });

  it('answers a request without Origin (curl, server to server) as before', async () => {
    const response = await fetch(`${api.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS with SIMK_ALLOWED_ORIGINS', () => {
  const api = useApi({
    SIMK_SITE_URL: SITE,
    SIMK_ALLOWED_ORIGINS: ' https://Admin.SIMK.example.org/ ,http://localhost:5173',
  });

  it('echoes each listed origin as the browser sends it, and still the site', async () => {
    for (const origin of ['https://admin.simk.example.org', 'http://localhost:5173', SITE]) {
      expect(await allowOriginOf(api.url, origin)).toEqual({ preflight: origin, simple: origin });
    }
  });

  it('admits nothing else', async () => {
    expect(await allowOriginOf(api.url, 'https://evil.example')).toEqual({ preflight: null, simple: null });
  });
});

describe('CORS with neither variable set', () => {
  const api = useApi({});

  it('admits only the default site URL of the local stack', async () => {
    expect(testAppConfig().allowedOrigins).toEqual(['http://127.0.0.1:5173']);
    expect(await allowOriginOf(api.url, 'http://127.0.0.1:5173')).toEqual({
      preflight: 'http://127.0.0.1:5173',
      simple: 'http://127.0.0.1:5173',
    });
    expect(await allowOriginOf(api.url, 'https://evil.example')).toEqual({ preflight: null, simple: null });
  });
});

describe('CORS configuration', () => {
  it.each(['*', 'simk.example.org', 'https://*.example.org', 'ftp://simk.example.org'])(
    'refuses %j in SIMK_ALLOWED_ORIGINS at start',
    (value) => {
      expect(() => testAppConfig({ SIMK_SITE_URL: SITE, SIMK_ALLOWED_ORIGINS: value })).toThrow(/SIMK_ALLOWED_ORIGINS/);
    },
  );
});

describe('security headers of the API', () => {
  const api = useApi({ SIMK_SITE_URL: SITE });

  it.each([
    ['a success', () => fetch(`${api.url}/health`), 200],
    ['a 404', () => fetch(`${api.url}/no-such-route`), 404],
    [
      'a validation error',
      () =>
        fetch(`${api.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      400,
    ],
    ['a preflight', () => preflight(api.url, SITE), 204],
  ] as const)('are on %s', async (_name, request, status) => {
    const response = await request();
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
