// Conformance: MFA with TOTP (enrol, challenge, verify, unenrol, the aal and amr claims, factors on
// the user), driven through the gateway with auth-js's own `auth.mfa.*` calls. Codes are computed
// here with otpauth from the secret the enrolment returns, as an authenticator app would.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();
const PASSWORD = 'Simk#Demo2026';

function claimsOf(accessToken: string) {
  return JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: Array<{ method: string; timestamp: number }>;
    session_id: string;
  };
}

function codeFor(secret: string, offsetPeriods = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

async function signIn(email: string) {
  const client = stack.anon();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: PASSWORD,
    options: { captchaToken },
  });
  expect(error).toBeNull();
  return { client, session: data.session! };
}

async function enrolTotp(client: SupabaseClient, friendlyName?: string) {
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: 'SIMK' });
  expect(error).toBeNull();
  return data!;
}

/** Challenges `factorId` and verifies it with `code`. */
async function verify(client: SupabaseClient, factorId: string, code: string) {
  const challenge = await client.auth.mfa.challenge({ factorId });
  expect(challenge.error).toBeNull();
  return client.auth.mfa.verify({ factorId, challengeId: challenge.data!.id, code });
}

/** A user with a verified TOTP factor, and the secret of that factor. */
async function userWithFactor(label: string) {
  const email = uniqueEmail(label);
  const userId = await seedUserBySql(stack.db, email, PASSWORD);
  const { client } = await signIn(email);
  const factor = await enrolTotp(client);
  const { error } = await verify(client, factor.id, codeFor(factor.totp.secret));
  expect(error).toBeNull();
  return { email, userId, factorId: factor.id, secret: factor.totp.secret, client };
}

describe('POST /factors (mfa.enroll)', () => {
  let email: string;
  let client: SupabaseClient;
  beforeAll(async () => {
    email = uniqueEmail('enrol');
    await seedUserBySql(stack.db, email, PASSWORD);
    ({ client } = await signIn(email));
  });

  it('returns the factor id, a QR code, the base32 secret and the otpauth URI', async () => {
    const factor = await enrolTotp(client, 'Ponsel kantor');
    expect(factor).toMatchObject({ type: 'totp', friendly_name: 'Ponsel kantor' });
    expect(factor.id).toMatch(/^[0-9a-f-]{36}$/);
    // auth-js turns GoTrue's SVG into a data URI.
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#%]*<\/svg>$/);
    expect(factor.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(factor.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/SIMK:${email}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: factor.totp.secret,
      issuer: 'SIMK',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const [row] = await stack.db.sql`
      select factor_type::text, status::text, secret from auth.mfa_factors where id = ${factor.id}`;
    expect(row).toEqual({ factor_type: 'totp', status: 'unverified', secret: factor.totp.secret });
  });

  it('lists an unverified factor under `all` only, and leaves the next level at aal1', async () => {
    const { data } = await client.auth.mfa.listFactors();
    expect(data!.all).toEqual([
      expect.objectContaining({ friendly_name: 'Ponsel kantor', factor_type: 'totp', status: 'unverified' }),
    ]);
    expect(data!.totp).toEqual([]);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('refuses a second factor with the same friendly name', async () => {
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Ponsel kantor' });
    expect(error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });
  });

  it('answers phone and unknown factor types as GoTrue does with them disabled or unknown', async () => {
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+6281234567890' });
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' });
    const unknown = await client.auth.mfa.enroll({ factorType: 'sms' } as never);
    expect(unknown.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('needs a signed-in user', async () => {
    const response = await fetch(`${stack.issuer}/factors`, {
      method: 'POST',
      headers: {
        apikey: stack.keys.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ factor_type: 'totp' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'no_authorization' });
  });
});

describe('POST /factors/{id}/challenge and /verify', () => {
  let client: SupabaseClient;
  let factorId: string;
  let secret: string;
  beforeAll(async () => {
    const email = uniqueEmail('verify');
    await seedUserBySql(stack.db, email, PASSWORD);
    ({ client } = await signIn(email));
    const factor = await enrolTotp(client);
    factorId = factor.id;
    secret = factor.totp.secret;
  });

  it('issues a challenge that lasts 300 seconds and stamps the factor', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { data, error } = await client.auth.mfa.challenge({ factorId });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp' });
    expect(data!.expires_at).toBeGreaterThanOrEqual(before + 300);
    expect(data!.expires_at).toBeLessThanOrEqual(before + 302);
    const [row] = await stack.db.sql`
      select c.ip_address is not null as has_ip, f.last_challenged_at is not null as stamped
        from auth.mfa_challenges c join auth.mfa_factors f on f.id = c.factor_id where c.id = ${data!.id}`;
    expect(row).toEqual({ has_ip: true, stamped: true });
  });

  it('refuses a wrong code with mfa_verification_failed and keeps the session at aal1', async () => {
    const right = codeFor(secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const { data, error } = await verify(client, factorId, wrong);
    expect(data).toBeNull();
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels!.currentLevel).toBe('aal1');
  });

  it('refuses a code two periods old (the window is one period)', async () => {
    const { error } = await verify(client, factorId, codeFor(secret, -2));
    expect(error).toMatchObject({ code: 'mfa_verification_failed' });
  });

  it('refuses an expired challenge with mfa_challenge_expired and deletes it', async () => {
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    await stack.db.sql`
      update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = ${challenge!.id}`;
    const { error } = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: codeFor(secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });
    expect(await stack.db.sql`select 1 from auth.mfa_challenges where id = ${challenge!.id}`).toHaveLength(0);
  });

  it('refuses a challenge issued to another address with mfa_ip_address_mismatch', async () => {
    const { data: challenge } = await client.auth.mfa.challenge({ factorId });
    await stack.db.sql`update auth.mfa_challenges set ip_address = '203.0.113.9' where id = ${challenge!.id}`;
    const { error } = await client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: codeFor(secret) });
    expect(error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });
  });

  it('refuses an unknown challenge and an unknown factor', async () => {
    const unknownChallenge = await client.auth.mfa.verify({
      factorId,
      challengeId: '00000000-0000-4000-8000-000000000000',
      code: codeFor(secret),
    });
    expect(unknownChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' });
    const unknownFactor = await client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownFactor.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });

  it('verifies the right code: a new session at aal2 with the totp and password methods', async () => {
    const { data: before } = await client.auth.getSession();
    const { data, error } = await verify(client, factorId, codeFor(secret));
    expect(error).toBeNull();
    expect(data).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(data!.refresh_token).not.toBe(before.session!.refresh_token);
    const claims = claimsOf(data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map(({ method }) => method)).toEqual(['totp', 'password']);
    expect(claims.session_id).toBe(claimsOf(before.session!.access_token).session_id);
    expect(data!.user.factors).toEqual([
      expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' }),
    ]);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    const [session] = await stack.db.sql`
      select aal::text, factor_id from auth.sessions where id = ${claims.session_id}`;
    expect(session).toEqual({ aal: 'aal2', factor_id: factorId });
  });

  it('keeps aal2 when the session is refreshed', async () => {
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(claimsOf(data.session!.access_token).aal).toBe('aal2');
  });

  it('puts the factors on GET /user', async () => {
    const { data } = await client.auth.getUser();
    expect(data.user!.factors).toEqual([
      {
        id: factorId,
        factor_type: 'totp',
        status: 'verified',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        last_challenged_at: expect.any(String),
      },
    ]);
  });
});

describe('signing in with a verified factor', () => {
  let user: Awaited<ReturnType<typeof userWithFactor>>;
  beforeAll(async () => {
    user = await userWithFactor('login');
  });

  it('starts at aal1 with aal2 as the next level, then reaches aal2 with a code', async () => {
    const { client, session } = await signIn(user.email);
    expect(claimsOf(session.access_token)).toMatchObject({
      aal: 'aal1',
      amr: [expect.objectContaining({ method: 'password' })],
    });
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { data: factors } = await client.auth.mfa.listFactors();
    expect(factors!.totp.map(({ id }) => id)).toEqual([user.factorId]);
    // The enrolment spent the current code (a code is accepted once): the authenticator's next one.
    const { data, error } = await client.auth.mfa.challengeAndVerify({
      factorId: user.factorId,
      code: codeFor(user.secret, 1),
    });
    expect(error).toBeNull();
    expect(claimsOf(data!.access_token).aal).toBe('aal2');
  });

  it('ends the user’s other aal1 sessions once a session reaches aal2', async () => {
    const other = await userWithFactor('login-other-sessions');
    const waiting = await signIn(other.email);
    const { client } = await signIn(other.email);
    const { error } = await client.auth.mfa.challengeAndVerify({
      factorId: other.factorId,
      code: codeFor(other.secret, 1),
    });
    expect(error).toBeNull();
    const ended = await fetch(`${stack.issuer}/user`, {
      headers: {
        apikey: stack.keys.anonKey,
        authorization: `Bearer ${waiting.session.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(ended.status).toBe(403);
    expect(await ended.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('refuses to enrol another factor at aal1', async () => {
    const { client } = await signIn(user.email);
    const { error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Kedua' });
    expect(error).toMatchObject({ status: 403, code: 'insufficient_aal' });
  });
});

describe('a second authenticator (recovery when one phone is lost)', () => {
  it('is enrolled from an aal2 session under another name, and signs in on its own', async () => {
    const user = await userWithFactor('second-factor');
    const backup = await enrolTotp(user.client, 'Aplikasi autentikator 2');
    const verified = await verify(user.client, backup.id, codeFor(backup.totp.secret));
    expect(verified.error).toBeNull();
    const { data } = await user.client.auth.mfa.listFactors();
    expect(data!.totp.map(({ id }) => id).sort()).toEqual([user.factorId, backup.id].sort());

    // The first phone is gone: the second authenticator alone reaches aal2.
    const { client } = await signIn(user.email);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    const { data: session, error } = await client.auth.mfa.challengeAndVerify({
      factorId: backup.id,
      code: codeFor(backup.totp.secret, 1),
    });
    expect(error).toBeNull();
    expect(claimsOf(session!.access_token).aal).toBe('aal2');
  });
});

describe('DELETE /factors/{id} (mfa.unenroll)', () => {
  it('refuses to remove a verified factor at aal1', async () => {
    const user = await userWithFactor('unenrol-aal1');
    const { client } = await signIn(user.email);
    const { error } = await client.auth.mfa.unenroll({ factorId: user.factorId });
    expect(error).toMatchObject({ status: 422, code: 'insufficient_aal' });
  });

  it('removes it at aal2; the session falls back to aal1 and a new sign-in needs no code', async () => {
    const user = await userWithFactor('unenrol-aal2');
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId: user.factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: user.factorId });
    expect(await stack.db.sql`select 1 from auth.mfa_factors where id = ${user.factorId}`).toHaveLength(0);
    const { data: refreshed } = await user.client.auth.refreshSession();
    expect(claimsOf(refreshed.session!.access_token)).toMatchObject({ aal: 'aal1' });
    expect(refreshed.session!.user.factors).toBeUndefined();
    const { client } = await signIn(user.email);
    const { data: levels } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });

  it('removes an unverified factor at aal1, and refuses another user’s factor', async () => {
    const owner = uniqueEmail('unenrol-owner');
    await seedUserBySql(stack.db, owner, PASSWORD);
    const { client } = await signIn(owner);
    const factor = await enrolTotp(client);
    const other = uniqueEmail('unenrol-other');
    await seedUserBySql(stack.db, other, PASSWORD);
    const stranger = await signIn(other);
    const refused = await stranger.client.auth.mfa.unenroll({ factorId: factor.id });
    expect(refused.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    expect(error).toBeNull();
  });
});
