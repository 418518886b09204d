// The local auth service's limits on guessing TOTP codes (issue 24 N6, decision 0032 "Guessing"):
// a challenge dies after 5 wrong codes, a factor takes 10 wrong codes per 15 minutes, a code is
// accepted once, and challenge and verify are limited per address as GoTrue limits them. Each
// limit is reached here through auth-js's own `auth.mfa.*` calls, as an attacker with the password
// would reach it. The per-address test runs last: it spends this file's address.
import type { SupabaseClient } from '@supabase/supabase-js';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();
const PASSWORD = 'Simk#Demo2026';

/** The authenticator's code `offsetPeriods` periods from now. */
function codeFor(secret: string, offsetPeriods = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetPeriods * 30_000 });
}

/** A code that is none of the three the window accepts now. */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((offset) => codeFor(secret, offset)));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

async function signIn(email: string): Promise<SupabaseClient> {
  const client = stack.anon();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
  expect(error).toBeNull();
  return client;
}

/** A new user whose TOTP factor was verified with the current code (that code is now spent). */
async function userWithFactor(label: string) {
  const email = uniqueEmail(label);
  await seedUserBySql(stack.db, email, PASSWORD);
  const client = await signIn(email);
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const secret = factor!.totp.secret;
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeFor(secret) });
  expect(verified.error).toBeNull();
  return { email, factorId: factor!.id, secret };
}

async function challenge(client: SupabaseClient, factorId: string): Promise<string> {
  const { data, error } = await client.auth.mfa.challenge({ factorId });
  expect(error).toBeNull();
  return data!.id;
}

describe('one challenge', () => {
  it('is spent after 5 wrong codes: the right code is then refused as expired, a new challenge takes it', async () => {
    const user = await userWithFactor('challenge-spent');
    const client = await signIn(user.email);
    const challengeId = await challenge(client, user.factorId);
    for (let i = 1; i <= 5; i++) {
      const { error } = await client.auth.mfa.verify({
        factorId: user.factorId,
        challengeId,
        code: wrongCode(user.secret),
      });
      expect(error, `wrong code ${i}`).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    expect(await stack.db.sql`select 1 from auth.mfa_challenges where id = ${challengeId}`).toHaveLength(0);
    const spent = await client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId,
      code: codeFor(user.secret, 1),
    });
    expect(spent.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    const fresh = await client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: await challenge(client, user.factorId),
      code: codeFor(user.secret, 1),
    });
    expect(fresh.error).toBeNull();
    expect(fresh.data!.access_token).toBeTruthy();
  });
});

describe('one factor', () => {
  it('takes 10 wrong codes over any challenges, then answers 429 even to the right code', async () => {
    const user = await userWithFactor('factor-locked');
    const client = await signIn(user.email);
    for (let round = 0; round < 2; round++) {
      const challengeId = await challenge(client, user.factorId);
      for (let i = 0; i < 5; i++) {
        const { error } = await client.auth.mfa.verify({
          factorId: user.factorId,
          challengeId,
          code: wrongCode(user.secret),
        });
        expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
      }
    }
    const { error } = await client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: await challenge(client, user.factorId),
      code: codeFor(user.secret, 1),
    });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const [session] = await stack.db.sql`
      select count(*)::int as aal2 from auth.sessions s join auth.users u on u.id = s.user_id
       where u.email = ${user.email} and s.aal = 'aal2'`;
    // Only the enrolment's own session reached aal2.
    expect(session).toEqual({ aal2: 1 });
  });

  it('accepts a code once: the same code is refused on a new challenge, the next one is accepted', async () => {
    const user = await userWithFactor('code-reuse');
    // The enrolment verified the current code; another session presents it again.
    const second = await signIn(user.email);
    const reused = await second.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });

    const next = codeFor(user.secret, 1);
    const accepted = await second.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: next });
    expect(accepted.error).toBeNull();

    const third = await signIn(user.email);
    const again = await third.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: next });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
  });
});

describe('one address (GoTrue: 15 a minute, bursts of 30)', () => {
  it('answers 429 to challenges and to verifies past the burst', async () => {
    const user = await userWithFactor('per-address');
    const client = await signIn(user.email);
    const { data } = await client.auth.getSession();
    const post = (path: string, body: unknown) =>
      fetch(`${stack.issuer}/factors/${user.factorId}/${path}`, {
        method: 'POST',
        headers: {
          apikey: stack.keys.anonKey,
          authorization: `Bearer ${data.session!.access_token}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify(body),
      });

    const untilLimited = async (path: string, body: unknown) => {
      for (let i = 1; i <= 31; i++) {
        const response = await post(path, body);
        if (response.status === 429) return { at: i, body: await response.json() };
        await response.body?.cancel();
      }
      return { at: null, body: null };
    };
    // Earlier tests of this file spent part of the burst; the bucket never holds more than 30.
    const challenges = await untilLimited('challenge', {});
    expect(challenges.at).not.toBeNull();
    expect(challenges.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // A verify without a code counts for the address but is no wrong code for the factor.
    const verifies = await untilLimited('verify', { challenge_id: '00000000-0000-4000-8000-000000000000' });
    expect(verifies.at).not.toBeNull();
    expect(verifies.body).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
  });
});
