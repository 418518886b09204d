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
