// Conformance: the service's public documents (JWKS, settings, health), the API keys, CORS
// through the gateway, and the local mailbox's web page and JSON API.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { captchaToken, SITE_URL, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();

describe('public documents', () => {
  it('publishes the ES256 public key as a JWKS, without the private part', async () => {
    const response = await fetch(`${stack.issuer}/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: expect.any(String),
      y: expect.any(String),
      kid: stack.keys.kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    });
  });

  it('signs the anon and service_role API keys with the same key', async () => {
    const jwks = createRemoteJWKSet(new URL(`${stack.issuer}/.well-known/jwks.json`));
    const anon = await jwtVerify(stack.keys.anonKey, jwks);
    const service = await jwtVerify(stack.keys.serviceRoleKey, jwks);
    expect(anon.payload).toMatchObject({ iss: 'supabase', role: 'anon' });
    expect(service.payload).toMatchObject({ iss: 'supabase', role: 'service_role' });
    expect(service.payload.exp! - service.payload.iat!).toBeGreaterThan(5 * 365 * 24 * 3600);
  });

  it('answers /settings and /health', async () => {
    expect(await (await fetch(`${stack.issuer}/settings`)).json()).toMatchObject({
      external: { email: true, phone: false },
      disable_signup: false,
      mailer_autoconfirm: false,
    });
    expect(await (await fetch(`${stack.issuer}/health`)).json()).toMatchObject({ name: 'GoTrue' });
  });

  it('lets the web app origin call /auth/v1 with the headers supabase-js sends', async () => {
    const preflight = await fetch(`${stack.issuer}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: SITE_URL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,x-supabase-api-version',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    const allowed = preflight.headers.get('access-control-allow-headers')!;
    for (const header of ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version']) {
      expect(allowed).toContain(header);
    }
    const response = await fetch(`${stack.issuer}/settings`, { headers: { Origin: SITE_URL } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_URL);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-total-count');
  });

  it('is listed by the gateway', async () => {
    expect(await (await fetch(stack.url)).json()).toMatchObject({ routes: expect.arrayContaining(['/auth/v1/*']) });
  });
});

describe('local mailbox', () => {
  it('lists and shows the emails on its web page and through the Mailpit-style API', async () => {
    const email = uniqueEmail('kotak');
    await stack.anon().auth.signUp({ email, password: 'Rahasia#2026', options: { captchaToken } });

    const listing = (await (await fetch(`${stack.mailboxUrl}/api/v1/messages`)).json()) as {
      total: number;
      messages: Array<{ ID: string; Subject: string; To: Array<{ Address: string }>; Snippet: string; Read: boolean }>;
    };
    const summary = listing.messages.find((message) => message.To[0]!.Address === email)!;
    expect(summary).toMatchObject({ Subject: 'Konfirmasi pendaftaran akun SIMK', Read: false });
    expect(summary.Snippet).toContain('Konfirmasi alamat email Anda');

    const page = await (await fetch(`${stack.mailboxUrl}/`)).text();
    expect(page).toContain('Kotak surat lokal SIMK');
    expect(page).toContain(email);
    const view = await (await fetch(`${stack.mailboxUrl}/view/${summary.ID}`)).text();
    expect(view).toContain('Konfirmasi pendaftaran akun SIMK');
    expect(view).toContain('/auth/v1/verify?token=');

    const message = (await (await fetch(`${stack.mailboxUrl}/api/v1/message/${summary.ID}`)).json()) as {
      From: { Address: string };
      HTML: string;
      Read: boolean;
    };
    expect(message.From.Address).toBe('noreply@simk.test');
    expect(message.HTML).toContain('/auth/v1/verify?token=');
    expect(message.Read).toBe(true);

    const missing = await fetch(`${stack.mailboxUrl}/api/v1/message/does-not-exist`);
    expect(missing.status).toBe(404);
  });

  it('deletes all messages with DELETE /api/v1/messages', async () => {
    await stack
      .anon()
      .auth.signUp({ email: uniqueEmail('hapus'), password: 'Rahasia#2026', options: { captchaToken } });
    expect((await fetch(`${stack.mailboxUrl}/api/v1/messages`, { method: 'DELETE' })).status).toBe(200);
    const listing = (await (await fetch(`${stack.mailboxUrl}/api/v1/messages`)).json()) as { total: number };
    expect(listing.total).toBe(0);
  });
});
