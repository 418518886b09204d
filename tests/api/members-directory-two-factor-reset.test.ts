// Two-factor recovery (issue 24, decision 0032 "Recovery"): a member who lost the phone asks the
// DPC; an officer in scope who checked their identity removes the login's factors through
// POST /members/{id}/two-factor-reset. Nobody resets their own, an officer's factors need the level
// above, the reset ends every session, is audited and emails the member; then the member signs in
// with the password alone.
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_SITE_URL, useBackend } from '../support/backend.ts';
import { clientOf, signIn, signInDemoAccounts, type SessionTokens } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);

const stranger = {
  fullName: 'Yusuf Pratama',
  email: 'yusuf.pratama@contoh.id',
  password: 'Ponsel#Hilang2026',
  phoneNumber: '081355556666',
};
let memberId: string;
let userId: string;
let officers: Awaited<ReturnType<typeof signInDemoAccounts>>;

/** The stranger signs in and turns on two-factor sign-in with a new authenticator, as Keamanan does. */
async function enrolAuthenticator(): Promise<SessionTokens> {
  const tokens = await signIn(backend, stranger.email, stranger.password);
  const supabase = await clientOf(backend, tokens);
  const { data: factor, error } = await supabase.auth.mfa.enroll({ factorType: 'totp' });
  expect(error).toBeNull();
  const totp = new TOTP({ secret: Secret.fromBase32(factor!.totp.secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: totp.generate() });
  expect(verified.error).toBeNull();
  return { ...tokens, accessToken: verified.data!.access_token, refreshToken: verified.data!.refresh_token };
}

const reset = (token: string, body: unknown = { identityChecked: true }, id = memberId) =>
  backend.call('POST', `/members/${id}/two-factor-reset`, { token, body });

async function factorCount(): Promise<number> {
  const [row] = await db.sql<{ count: number }[]>`
    select count(*)::int as count from auth.mfa_factors where user_id = ${userId}`;
  return row!.count;
}

async function memberOf(email: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = ${email}`;
  return row!.id;
}

beforeAll(async () => {
  officers = await signInDemoAccounts(backend);
  ({ memberId, userId } = await registerStranger(backend, db.sql, stranger, { verifiedBy: officers.bandung }));
});

describe('POST /members/{id}/two-factor-reset', () => {
  it('refuses without the identity check confirmed, out of scope, and the member themselves', async () => {
    await enrolAuthenticator();
    const unconfirmed = await reset(officers.bandung, {});
    expect(unconfirmed.status).toBe(400);
    expect((await reset(officers.bandung, { identityChecked: false })).status).toBe(400);

    const outOfScope = await reset(officers.surabaya);
    expect(outOfScope.status).toBe(403);
    expect(outOfScope.body.error?.code).toBe('FORBIDDEN');

    const self = await reset(officers.anggota, undefined, await memberOf('anggota@simk.test'));
    expect(self.status).toBe(403);
    expect(await factorCount()).toBe(1);
  });

  it('an officer cannot reset their own two-factor sign-in', async () => {
    const own = await reset(officers.bandung, undefined, await memberOf('dpc.bandung@simk.test'));
    expect(own.status, JSON.stringify(own.body)).toBe(403);
    expect(own.body.error).toEqual({
      code: 'SEPARATION_OF_DUTIES',
      message:
        'Mengatur ulang autentikasi dua faktor akun Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.',
    });
  });

  it('an officer’s factors are reset only by the level above: the DPC is refused, the DPW does it', async () => {
    const [assignment] = await db.sql<{ id: string }[]>`
      insert into public.role_assignments (user_id, role_id, organization_id)
      select ${userId}, r.id, o.id from public.roles r, public.organizations o
       where r.name = 'PENGURUS_DPC' and o.bps_code = '3273'
      returning id`;
    try {
      const peer = await reset(officers.bandung);
      expect(peer.status).toBe(403);
      expect(peer.body.error).toEqual({
        code: 'SEPARATION_OF_DUTIES',
        message: 'Autentikasi dua faktor seorang pengurus hanya dapat diatur ulang oleh pengurus tingkat di atasnya.',
      });
      expect(await factorCount()).toBe(1);
      const above = await reset(officers.dpw);
      expect(above.status, JSON.stringify(above.body)).toBe(200);
      expect(above.body.data).toEqual({ removedFactors: 1 });
      expect(await factorCount()).toBe(0);
    } finally {
      await db.sql`delete from public.role_assignments where id = ${assignment!.id}`;
    }
  });

  it('in scope: removes the factors, ends every session, audits, emails the member; the password alone signs in', async () => {
    const session = await enrolAuthenticator();
    expect((await backend.call('GET', '/profile', { token: session.accessToken })).status).toBe(200);
    const [bandungUser] = await db.sql<
      { id: string }[]
    >`select id from auth.users where email = 'dpc.bandung@simk.test'`;

    const done = await reset(officers.bandung);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ success: true, data: { removedFactors: 1 } });
    expect(await factorCount()).toBe(0);
    const [sessions] = await db.sql`select count(*)::int as count from auth.sessions where user_id = ${userId}`;
    expect(sessions).toEqual({ count: 0 });
    // The auth server no longer knows the session (the API follows within its 2-second session cache).
    const user = await fetch(`${backend.gatewayUrl}/auth/v1/user`, {
      headers: { apikey: backend.authKeys.anonKey, authorization: `Bearer ${session.accessToken}` },
    });
    expect(user.status).toBe(403);

    const audit = await db.sql<{ actor_id: string; before: { factors: unknown[] }; after: unknown }[]>`
      select actor_id, before, after from public.audit_logs
       where action = 'members.two_factor_reset' and entity_id = ${memberId} order by id`;
    expect(audit).toHaveLength(2);
    expect(audit[1]).toMatchObject({
      actor_id: bandungUser!.id,
      after: { factors: [], identity_checked: true },
    });
    expect(audit[1]!.before.factors).toHaveLength(1);
    expect(JSON.stringify(audit[1]!.before)).not.toMatch(/secret/);

    const mail = await db.sql<{ recipient: string; subject: string; body_text: string; queued_by: string }[]>`
      select recipient, subject, body_text, queued_by from public.outbox_messages
       where template = 'two_factor_reset' and member_id = ${memberId} order by created_at`;
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatchObject({
      recipient: stranger.email,
      subject: 'Autentikasi dua faktor akun SIMK Anda diatur ulang',
      queued_by: bandungUser!.id,
    });
    expect(mail[1]!.body_text).toContain(`${TEST_SITE_URL}/dashboard/profile/settings`);

    // The member signs in with the password alone (aal1 with no factor) and reaches their data.
    const fresh = await signIn(backend, stranger.email, stranger.password);
    expect((await backend.call('GET', '/profile', { token: fresh.accessToken })).status).toBe(200);
  });

  it('answers 409 TWO_FACTOR_NOT_ENABLED when there is nothing to reset', async () => {
    const nothing = await reset(officers.bandung);
    expect(nothing.status).toBe(409);
    expect(nothing.body.error?.code).toBe('TWO_FACTOR_NOT_ENABLED');
  });
});
