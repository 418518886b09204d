// Conformance: what supabase/config.toml's [auth.captcha], [auth.rate_limit], minimum_password_length
// and SIMK's password rule make the auth server answer at /auth/v1 (decision 0010).
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../local/demo-accounts.ts';
import { readSupabaseConfig } from '../../../local/supabase-config.ts';
import { turnstileTestKeys } from '../../../local/turnstile.ts';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack, type AuthStack } from './harness.ts';

const PASSWORD = 'Rahasia#2026';
const limits = readSupabaseConfig()['auth.rate_limit']!;

const stack = useAuthStack();

async function userCount(db: AuthStack['db'], email: string): Promise<number> {
  const [{ count }] =
    (await db.sql`select count(*)::int as count from auth.users where email = ${email}`) as unknown as [
      { count: number },
    ];
  return count;
}

/** A raw call to /auth/v1 with the anon key, as an attacker's script would make it. */
function post(target: AuthStack, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${target.issuer}${path}`, {
    method: 'POST',
    headers: {
      apikey: target.keys.anonKey,
      authorization: `Bearer ${target.keys.anonKey}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

describe('captcha ([auth.captcha])', () => {
  it('refuses a password sign-in without a token, even with the right password', async () => {
    const email = uniqueEmail('tanpa.captcha');
    await seedUserBySql(stack.db, email, PASSWORD);
    const { data, error } = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (no captcha_token found)',
    });
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toBeNull();
  });

  it('refuses signup, recovery and resend without a token, and creates nothing', async () => {
    const email = uniqueEmail('daftar.tanpa.captcha');
    const signup = await stack.anon().auth.signUp({ email, password: PASSWORD });
    expect(signup.error).toMatchObject({ status: 400, code: 'captcha_failed' });
    expect(await userCount(stack.db, email)).toBe(0);
    expect(await stack.mailCount(email)).toBe(0);

    const known = uniqueEmail('lupa.tanpa.captcha');
    await seedUserBySql(stack.db, known, PASSWORD);
    expect((await stack.anon().auth.resetPasswordForEmail(known)).error).toMatchObject({ code: 'captcha_failed' });
    expect((await stack.anon().auth.resend({ type: 'signup', email: known })).error).toMatchObject({
      code: 'captcha_failed',
    });
    expect(await stack.mailCount(known)).toBe(0);
  });

  it('does not ask for one to refresh a session', async () => {
    const email = uniqueEmail('segarkan');
    await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
  });

  it('is skipped for service_role credentials, as GoTrue skips it for admin roles', async () => {
    const email = uniqueEmail('peladen');
    await seedUserBySql(stack.db, email, PASSWORD);
    const { data, error } = await stack.admin().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });
});

describe('with a captcha secret that refuses every token', () => {
  const failing = useAuthStack({}, { TURNSTILE_SECRET_KEY: turnstileTestKeys.failingSecret });
  const spent = useAuthStack({}, { TURNSTILE_SECRET_KEY: turnstileTestKeys.spentSecret });

  it("passes on the provider's error codes and never checks the password", async () => {
    const email = uniqueEmail('captcha.ditolak');
    await seedUserBySql(failing.db, email, PASSWORD);
    const refused = await failing
      .anon()
      .auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(refused.error).toMatchObject({
      status: 400,
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (invalid-input-response)',
    });
    const signup = await failing
      .anon()
      .auth.signUp({ email: uniqueEmail('baru'), password: PASSWORD, options: { captchaToken } });
    expect(signup.error).toMatchObject({ status: 400, code: 'captcha_failed' });
  });

  it('refuses a token that was already used', async () => {
    const email = uniqueEmail('token.bekas');
    await seedUserBySql(spent.db, email, PASSWORD);
    const { error } = await spent
      .anon()
      .auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(error).toMatchObject({
      code: 'captcha_failed',
      message: 'captcha protection: request disallowed (timeout-or-duplicate)',
    });
  });
});

describe("SIMK's password rule (minimum_password_length, the blocklist, 72 bytes)", () => {
  it.each([
    ['6 characters', 'Abc#12', 'length'],
    ['a common password', 'password', 'pwned'],
    ['a run of digits', '12345678', 'pwned'],
    ['eight spaces', '        ', 'pwned'],
    ["the demo accounts' published password", DEMO_PASSWORD, 'pwned'],
  ])('refuses %s at signup with weak_password', async (_, password, reason) => {
    const email = uniqueEmail('lemah');
    const { error } = await stack.anon().auth.signUp({ email, password, options: { captchaToken } });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: [reason] });
    expect(await userCount(stack.db, email)).toBe(0);
  });

  it('counts the 72-character limit in bytes, as bcrypt does', async () => {
    const email = uniqueEmail('panjang');
    const tooLong = `a${'é'.repeat(36)}`; // 37 characters, 73 bytes
    const { error } = await stack.anon().auth.signUp({ email, password: tooLong, options: { captchaToken } });
    expect(error).toMatchObject({ status: 422, code: 'validation_failed' });
    expect(await userCount(stack.db, email)).toBe(0);
    const atLimit = `Lab#${'é'.repeat(34)}`; // 72 bytes
    expect((await stack.anon().auth.signUp({ email, password: atLimit, options: { captchaToken } })).error).toBeNull();
  });

  it('applies to a new password set by the user and by an admin', async () => {
    const email = uniqueEmail('ganti');
    const id = await seedUserBySql(stack.db, email, PASSWORD);
    const client = stack.anon();
    await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect((await client.auth.updateUser({ password: 'qwertyuiop' })).error).toMatchObject({ code: 'weak_password' });
    expect((await stack.admin().auth.admin.updateUserById(id, { password: 'iloveyou1' })).error).toMatchObject({
      code: 'weak_password',
    });
  });
});

describe('per-IP rate limits ([auth.rate_limit])', () => {
  const limited = useAuthStack();

  it(`answers 429 after token_refresh (${limits.token_refresh}) /token requests from one address in 5 minutes`, async () => {
    const limit = limits.token_refresh as number;
    expect(limit).toBeGreaterThan(0);
    for (let i = 0; i < limit; i++) {
      // A forged X-Forwarded-For does not give a new address: the gateway appends the real one.
      const response = await post(
        limited,
        '/token?grant_type=refresh_token',
        { refresh_token: `palsu-${i}` },
        {
          'x-forwarded-for': `198.51.100.${i % 250}`,
        },
      );
      expect(response.status, `request ${i + 1}`).toBe(400);
    }
    const over = await post(limited, '/token?grant_type=refresh_token', { refresh_token: 'palsu' });
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });

    // The right password with a valid captcha from the same address is refused too.
    const email = uniqueEmail('terbatas');
    await seedUserBySql(limited.db, email, PASSWORD);
    const signIn = await post(limited, '/token?grant_type=password', {
      email,
      password: PASSWORD,
      gotrue_meta_security: { captcha_token: captchaToken },
    });
    expect(signIn.status).toBe(429);

    // Sb-Forwarded-For names another client only with admin credentials (the `api` function's).
    const named = { 'sb-forwarded-for': '203.0.113.7' };
    expect((await post(limited, '/token?grant_type=refresh_token', { refresh_token: 'x' }, named)).status).toBe(429);
    const asAdmin = await post(
      limited,
      '/token?grant_type=refresh_token',
      { refresh_token: 'x' },
      {
        ...named,
        apikey: limited.keys.serviceRoleKey,
        authorization: `Bearer ${limited.keys.serviceRoleKey}`,
      },
    );
    expect(asAdmin.status).toBe(400);
  });

  it('keeps the API’s own sign-ins apart: POST /api/v1/auth/login still works from the flooded address', async () => {
    // The test above spent this address's /token limit with direct requests.
    const direct = await post(limited, '/token?grant_type=refresh_token', { refresh_token: 'palsu' });
    expect(direct.status).toBe(429);
    const email = uniqueEmail('kantor.nat');
    await seedUserBySql(limited.db, email, PASSWORD);
    const response = await fetch(`${limited.url}/functions/v1/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: PASSWORD, turnstileToken: captchaToken }),
    });
    const body = (await response.json()) as { success: boolean; data?: { tokens?: { accessToken?: string } } };
    expect(response.status).toBe(200);
    expect(body.data?.tokens?.accessToken).toEqual(expect.any(String));
  });

  it(`answers 429 after sign_in_sign_ups (${limits.sign_in_sign_ups}) signups from one address in 5 minutes`, async () => {
    const limit = limits.sign_in_sign_ups as number;
    expect(limit).toBeGreaterThan(0);
    for (let i = 0; i < limit; i++) {
      const response = await post(limited, '/signup', { email: `bukan-email-${i}`, password: PASSWORD });
      expect(response.status, `request ${i + 1}`).toBe(400);
    }
    const email = uniqueEmail('kebanyakan');
    const over = await post(limited, '/signup', {
      email,
      password: PASSWORD,
      gotrue_meta_security: { captcha_token: captchaToken },
    });
    expect(over.status).toBe(429);
    expect(await userCount(limited.db, email)).toBe(0);
  });
});
