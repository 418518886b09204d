import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import type { TestBackend } from './backend.ts';

export type SessionTokens = { accessToken: string; refreshToken: string; expiresIn: number };

/** Signs an account (by default a demo account) in through `POST /auth/login` and returns its tokens. */
export async function signIn(
  backend: TestBackend,
  identifier: string,
  password = DEMO_PASSWORD,
): Promise<SessionTokens> {
  const { status, body } = await backend.call('POST', '/auth/login', {
    body: { identifier, password, turnstileToken: TURNSTILE_DUMMY_TOKEN },
  });
  expect(status).toBe(200);
  return (body.data as { tokens: SessionTokens }).tokens;
}

/** Access tokens of the five demo accounts, signed in once per test file. */
export async function signInDemoAccounts(backend: TestBackend) {
  const [superadmin, dpw, bandung, surabaya, anggota] = await Promise.all(
    [
      'superadmin@simk.test',
      'dpw.jabar@simk.test',
      'dpc.bandung@simk.test',
      'dpc.surabaya@simk.test',
      'anggota@simk.test',
    ].map(async (email) => (await signIn(backend, email)).accessToken),
  );
  return { superadmin: superadmin!, dpw: dpw!, bandung: bandung!, surabaya: surabaya!, anggota: anggota! };
}

/** Stands in for a WebSocket constructor on Node 20 (supabase-js builds its realtime client eagerly). */
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used here');
  }
}

/** A supabase-js client holding this session, as the web app's after login. */
export async function clientOf(backend: TestBackend, tokens: SessionTokens): Promise<SupabaseClient> {
  const supabase = createClient(backend.gatewayUrl, backend.authKeys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
  const { error } = await supabase.auth.setSession({
    access_token: tokens.accessToken,
    refresh_token: tokens.refreshToken,
  });
  expect(error).toBeNull();
  return supabase;
}

/**
 * An access token at aal2: the account signs in, enrols a TOTP factor and verifies a computed code
 * with supabase-js's `auth.mfa.*`, as the web app does.
 */
export async function signInAtAal2(backend: TestBackend, email: string): Promise<string> {
  const supabase = await clientOf(backend, await signIn(backend, email));
  const { data: factor, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code.generate() });
  expect(verified.error).toBeNull();
  return verified.data!.access_token;
}
