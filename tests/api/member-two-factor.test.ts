// Issue 24 N7, decision 0050: a member's two-factor sign-in holds on every path, not only in the
// web form. A login whose account has a verified factor gets an aal1 token from POST /auth/login;
// until the authenticator code raises it to aal2, the API answers 403 AAL2_REQUIRED on every route
// but sign-out, and row-level security (the Data API's path: role + the token's claims) and the
// storage service show it none of the member's data. At aal2 everything works.
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../../supabase/functions/_shared/contracts/auth-messages.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { useBackend } from '../support/backend.ts';
import { clientOf, signIn, signInDemoAccounts, type SessionTokens } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);

const stranger = {
  fullName: 'Rina Wulandari',
  email: 'rina.wulandari@contoh.id',
  password: 'Autentik4tor!',
  phoneNumber: '081377778888',
};
let memberId: string;
let userId: string;
let totp: TOTP;

/** The code of the authenticator app for the period after this one (the check accepts ±1 period). */
function nextCode(): string {
  return totp.generate({ timestamp: Date.now() + 30_000 });
}

/** Routes of the member's own data, read and changed. */
const MEMBER_ROUTES: [string, string, unknown?][] = [
  ['GET', '/auth/me'],
  ['GET', '/profile'],
  ['PATCH', '/profile', { workplace: 'RS Dua Faktor' }],
  ['GET', '/profile/permissions'],
  ['GET', '/profile/documents'],
  ['GET', '/dues/bills'],
  ['GET', '/dues/payments'],
  ['GET', '/mutations/requests'],
  ['GET', '/notifications'],
  ['GET', '/profile/preferences'],
];

async function answers(token: string) {
  const result: Record<string, number> = {};
  for (const [method, path, body] of MEMBER_ROUTES) {
    result[`${method} ${path}`] = (await backend.call(method, path, { token, body })).status;
  }
  return result;
}

const allAre = (status: number) =>
  Object.fromEntries(MEMBER_ROUTES.map(([method, path]) => [`${method} ${path}`, status]));

/** What the token reaches through the Data API's path: the caller's role and claims under RLS. */
async function dataApiRows(token: string) {
  const claims = decodeJwt(token) as Record<string, unknown>;
  return asCaller(db.sql, { role: 'authenticated', claims }, async (tx) => {
    const [row] = await tx<Record<string, number>[]>`
      select (select count(*)::int from public.members) as members,
             (select count(*)::int from public.bills) as bills,
             (select count(*)::int from public.documents) as documents,
             (select count(*)::int from public.notifications) as notifications,
             (select count(*)::int from storage.objects where bucket_id in ('avatars', 'member-documents')) as files`;
    return row!;
  });
}

const login = (identifier: string, password: string, officers = false) =>
  backend.call('POST', officers ? '/auth/admin/login' : '/auth/login', {
    body: { identifier, password, turnstileToken: TURNSTILE_DUMMY_TOKEN },
  });

beforeAll(async () => {
  const officers = await signInDemoAccounts(backend);
  // A stranger registers in Kota Bandung, confirms the email, and the DPC verifies them.
  ({ memberId, userId } = await registerStranger(backend, db.sql, stranger, { verifiedBy: officers.bandung }));

  // They turn on two-factor sign-in, as Keamanan does it (supabase-js auth.mfa.*).
  const supabase = await clientOf(backend, await signIn(backend, stranger.email, stranger.password));
  const { data: factor, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  totp = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const enrolled = await supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp.generate() });
  expect(enrolled.error).toBeNull();
});

describe('a member with a verified factor, signed in with the password only (aal1)', () => {
  it('gets an aal1 token whose login answer carries none of the member’s data', async () => {
    const answer = await login(stranger.email, stranger.password);
    expect(answer.status).toBe(200);
    const data = answer.body.data as { tokens: SessionTokens; user: Record<string, unknown> };
    expect(decodeJwt(data.tokens.accessToken).aal).toBe('aal1');
    expect(data.user).toMatchObject({ member: null, permissions: [], email: stranger.email });
  });

  it('is answered 403 AAL2_REQUIRED on every route of the member’s data', async () => {
    const { accessToken } = await signIn(backend, stranger.email, stranger.password);
    expect(await answers(accessToken)).toEqual(allAre(403));
    const profile = await backend.call('GET', '/profile', { token: accessToken });
    expect(profile.body.error).toMatchObject({
      code: 'AAL2_REQUIRED',
      message: indonesianText(authMessages.secondFactorRequired),
    });
  });

  it('changes neither the password nor the email: 403 AAL2_REQUIRED, not a 503', async () => {
    const { accessToken } = await signIn(backend, stranger.email, stranger.password);
    const password = await backend.call('PATCH', '/profile/password', {
      token: accessToken,
      body: { currentPassword: stranger.password, newPassword: 'Kata#SandiBaru2026' },
    });
    expect(password.status).toBe(403);
    expect(password.body.error?.code).toBe('AAL2_REQUIRED');
    const email = await backend.call('POST', '/profile/email', {
      token: accessToken,
      body: { email: 'rina.baru@contoh.id' },
    });
    expect(email.status).toBe(403);
    expect(email.body.error?.code).toBe('AAL2_REQUIRED');
  });

  it('reaches no personal row through the Data API, and no file through the storage service', async () => {
    const tokens = await signIn(backend, stranger.email, stranger.password);
    await db.sql`
      insert into storage.objects (bucket_id, name, owner) values ('avatars', ${`${memberId}/foto.png`}, ${userId})
      on conflict do nothing`;
    expect(await dataApiRows(tokens.accessToken)).toEqual({
      members: 0,
      bills: 0,
      documents: 0,
      notifications: 0,
      files: 0,
    });
    const supabase = await clientOf(backend, tokens);
    const listed = await supabase.storage.from('avatars').list(memberId);
    expect(listed.data ?? []).toEqual([]);
    const download = await supabase.storage.from('avatars').download(`${memberId}/foto.png`);
    expect(download.data).toBeNull();
  });

  it('signs out at aal1 (the login form’s cancel), after which the token is refused', async () => {
    const { accessToken } = await signIn(backend, stranger.email, stranger.password);
    expect((await backend.call('POST', '/auth/logout', { token: accessToken })).status).toBe(200);
    expect((await backend.call('GET', '/profile', { token: accessToken })).status).toBe(401);
  });

  it('after the authenticator code (aal2) reaches everything', async () => {
    const supabase = await clientOf(backend, await signIn(backend, stranger.email, stranger.password));
    const { data: factors } = await supabase.auth.mfa.listFactors();
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factors!.totp[0]!.id, code: nextCode() });
    expect(verified.error).toBeNull();
    const token = verified.data!.access_token;
    expect(decodeJwt(token).aal).toBe('aal2');
    expect(await answers(token)).toEqual(allAre(200));
    const me = await backend.call('GET', '/auth/me', { token });
    expect(me.body.data).toMatchObject({
      member: { id: memberId },
      permissions: expect.arrayContaining(['payments.pay']),
    });
    const rows = await dataApiRows(token);
    expect(rows).toMatchObject({ members: 1, notifications: expect.any(Number), files: 1 });
    const listed = await supabase.storage.from('avatars').list(memberId);
    expect(listed.data?.map((file) => file.name)).toEqual(['foto.png']);
  });
});

describe('the officers’ login with a second factor', () => {
  it('lets an officer with a factor through /auth/admin/login at aal1, and still refuses a member', async () => {
    const officer = await clientOf(backend, await signIn(backend, 'dpc.surabaya@simk.test'));
    const { data: factor } = await officer.auth.mfa.enroll({ factorType: 'totp' });
    const code = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
    expect(
      (await officer.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: code.generate() })).error,
    ).toBeNull();

    const admin = await login('dpc.surabaya@simk.test', DEMO_PASSWORD, true);
    expect(admin.status, JSON.stringify(admin.body)).toBe(200);
    const member = await login(stranger.email, stranger.password, true);
    expect(member.status).toBe(403);
    expect(member.body.error?.code).toBe('FORBIDDEN');
  });

  it('keeps the officers’ own aal2 rule: a member without a factor is untouched at aal1', async () => {
    const { accessToken } = await signIn(backend, 'anggota@simk.test');
    expect((await backend.call('GET', '/profile', { token: accessToken })).status).toBe(200);
    expect(errorCatalogue.AAL2_REQUIRED.status).toBe(403);
  });
});
