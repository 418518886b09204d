// Claiming a legacy NAP (issue 13 §7, decision 0035): the request's same answer whatever matched,
// the link through the outbox, Resend's protocol and the local mailbox, the new login linked and
// signed in, the dispute when the member already has a login, the officer's resolution, the DPC's
// approval of a claim on a register row without email (issue 24 N8), the limits by requester and
// by NAP that do not lock the owner out, and the audit trail.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { claimMessages } from '../../supabase/functions/_shared/contracts/claims.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { formatNap } from '../../supabase/functions/_shared/identifiers.ts';
import { useBackend, type ApiBody } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
const PASSWORD = 'Klaim#NAP2026';

interface LegacyMember {
  id: string;
  nap: string;
  email: string;
  birthDate: string;
}

/** Legacy members of Kota Bandung (no login, a NAP, an email and a birth date in the register), one or two per test. */
let legacy: LegacyMember[] = [];
const nextLegacy = () => legacy.shift()!;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  legacy = await db.sql<LegacyMember[]>`
    select m.id, m.nap, m.email, to_char(m.birth_date, 'YYYY-MM-DD') as "birthDate"
    from public.members m join public.organizations o on o.id = m.organization_id
    where o.bps_code = '3273' and m.user_id is null and m.nap is not null and m.membership_status = 'ACTIVE'
      and m.email is not null and m.birth_date is not null
    order by m.nap limit 24`;
  expect(legacy).toHaveLength(24);
});

// Every request here comes from 127.0.0.1 (the gateway sets the address from the socket): the
// limits are emptied before each test, and tested on their own.
beforeEach(async () => {
  await db.sql`delete from private.nap_claim_attempts`;
});

const request = (body: Record<string, unknown>) =>
  backend.call('POST', '/claims', { body: { turnstileToken: TURNSTILE_DUMMY_TOKEN, ...body } });

const requestFor = (member: LegacyMember, changes: Partial<LegacyMember> = {}) => {
  const { nap, birthDate, email } = { ...member, ...changes };
  return request({ nap: `${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}`, birthDate, email });
};

const ACCEPTED = {
  success: true,
  data: { message: indonesianText(claimMessages.requested), key: claimMessages.requested },
};

const CLAIM_SUBJECT = 'Konfirmasi klaim akun SIMK';

/**
 * The newest claim email to `to` (the seed's transfers also email some legacy members, so not
 * simply the newest email).
 */
const claimMail = (to: string) => backend.mailbox.list(`to:${to}`).find((mail) => mail.Subject === CLAIM_SUBJECT);

/** Waits for the dispatcher to send the claim email to `to` and returns the token of its link. */
async function claimToken(to: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let mail = claimMail(to);
  while (!mail && Date.now() < deadline) {
    await backend.dispatcher.runNow();
    mail = claimMail(to);
  }
  expect(mail?.Subject).toBe(CLAIM_SUBJECT);
  const token = /\/klaim-nap\?token=([0-9a-f]{64})/.exec(mail!.Text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function claimEmails(to: string): Promise<number> {
  await backend.dispatcher.runNow();
  return backend.mailbox.list(`to:${to}`).filter((mail) => mail.Subject === CLAIM_SUBJECT).length;
}

const confirm = (token: string, password = PASSWORD) =>
  backend.call('POST', '/claims/confirm', { body: { token, password } });

async function auditActions(entityId: string): Promise<string[]> {
  const rows = await db.sql<{ action: string }[]>`
    select action from public.audit_logs where entity_id = ${entityId} order by id`;
  return rows.map((row) => row.action);
}

describe('claiming a legacy NAP', () => {
  it('emails a link that creates the login, links it to the member and signs in', async () => {
    const member = nextLegacy();
    const requested = await requestFor(member, { email: member.email.toUpperCase() });
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual(ACCEPTED);

    const token = await claimToken(member.email);
    const mail = claimMail(member.email)!;
    expect(mail.Text).toContain(`NAP ${member.nap.slice(0, 4)}.${member.nap.slice(4, 6)}.${member.nap.slice(6)}`);
    // The link is a credential: its outbox row belongs to no DPC, so no officer can read it.
    const [message] = await db.sql`
      select organization_id, member_id from public.outbox_messages where template = 'nap_claim_link' and recipient = ${member.email}`;
    expect(message).toEqual({ organization_id: null, member_id: null });

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    const data = confirmed.body.data as {
      user: { email: string; member: { id: string; nap: string } };
      tokens: { accessToken: string };
    };
    expect(data.user.email).toBe(member.email);
    expect(data.user.member).toMatchObject({ id: member.id, nap: member.nap });

    const me = await backend.call('GET', '/auth/me', { token: data.tokens.accessToken });
    expect(me.status).toBe(200);
    const [row] = await db.sql`
      select m.user_id is not null as linked, u.email, u.email_confirmed_at is not null as confirmed
      from public.members m join auth.users u on u.id = m.user_id where m.id = ${member.id}`;
    expect(row).toEqual({ linked: true, email: member.email, confirmed: true });
    const [claim] = await db.sql`select id, status from public.nap_claims where member_id = ${member.id}`;
    expect(claim!.status).toBe('linked');

    // The token is spent, and the audit trail names each step.
    expect((await confirm(token)).body.error?.code).toBe('INVALID_TOKEN');
    expect(await auditActions(claim!.id as string)).toEqual(['nap_claims.request', 'nap_claims.link']);
    expect(await auditActions(member.id)).toContain('nap_claims.link');
    // Every completed link is told to the officers who verify the DPC's members.
    const told = await db.sql`
      select u.email from public.notifications n join auth.users u on u.id = n.user_id
      where n.template = 'nap_claim_linked' and n.action_url = '/members'
        and n.params ->> 'nap' = ${formatNap(member.nap)!} order by u.email`;
    expect(told.map((row) => row.email)).toEqual(['dpc.bandung@simk.test', 'dpw.jabar@simk.test']);
  });

  it('answers a wrong birth date, an unknown NAP and another email exactly as a match, and sends nothing', async () => {
    const member = nextLegacy();
    const other = 'bukan.pemilik@contoh.id';
    const wrongBirthDate = await requestFor(member, { birthDate: '1999-12-31' });
    const unknownNap = await requestFor(member, { nap: '999919000001', email: other });
    const otherEmail = await requestFor(member, { email: other });
    for (const response of [wrongBirthDate, unknownNap, otherEmail]) {
      expect(response.status).toBe(202);
      expect(response.body).toEqual(ACCEPTED);
    }
    expect(await claimEmails(member.email)).toBe(0);
    expect(await claimEmails(other)).toBe(0);
    expect(await db.sql`select 1 from public.nap_claims where member_id = ${member.id}`).toHaveLength(0);

    const refusals = await db.sql<{ nap: string; reason: string }[]>`
      select after ->> 'nap' as nap, after ->> 'reason' as reason from public.audit_logs
      where action = 'nap_claims.request_refused' and after ->> 'nap' in (${member.nap}, '999919000001')
      order by id`;
    expect(refusals).toEqual([
      { nap: member.nap, reason: 'birth_date_mismatch' },
      { nap: '999919000001', reason: 'unknown_nap' },
      { nap: member.nap, reason: 'email_mismatch' },
    ]);
  });

  it('refuses bad input with a 400 before anything is recorded', async () => {
    const member = nextLegacy();
    const badNap = await requestFor(member, { nap: '12345' });
    expect(badNap.status).toBe(400);
    expect(badNap.body.error?.message).toBe(indonesianText(claimMessages.napInvalid));
    const noTurnstile = await backend.call('POST', '/claims', {
      body: { nap: member.nap, birthDate: member.birthDate, email: member.email },
    });
    expect(noTurnstile.status).toBe(400);
    expect(noTurnstile.body.error?.code).toBe('TURNSTILE_FAILED');
    expect(await db.sql`select 1 from private.nap_claim_attempts`).toHaveLength(0);
  });

  it('does not claim a member who has a login: the link says so, the claim is disputed, an officer resolves it', async () => {
    const member = nextLegacy();
    // Someone else's login is linked to the row (another address than the register's).
    const created = await fetch(`${backend.gatewayUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: backend.authKeys.serviceRoleKey,
        authorization: `Bearer ${backend.authKeys.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: `penyerobot.${member.nap}@contoh.id`,
        password: 'Serobot#2026',
        email_confirm: true,
      }),
    });
    const intruder = (await created.json()) as { id: string };
    await db.sql`update public.members set user_id = ${intruder.id} where id = ${member.id}`;

    // At request time the answer is the usual one, and the link is sent.
    expect((await requestFor(member)).body).toEqual(ACCEPTED);
    const token = await claimToken(member.email);
    const conflict = await confirm(token);
    expect(conflict.status).toBe(409);
    expect(conflict.body.error).toEqual({ code: 'CLAIM_CONFLICT', message: errorCatalogue.CLAIM_CONFLICT.message });
    const [claim] = await db.sql<{ id: string; status: string }[]>`
      select id, status from public.nap_claims where member_id = ${member.id}`;
    expect(claim!.status).toBe('disputed');
    expect(await db.sql`select 1 from auth.users where email = ${member.email}`).toHaveLength(0);

    // The DPC's officer sees it; another DPC's does not, and cannot resolve it.
    const listed = await backend.call('GET', '/claims?status=disputed', { token: tokens.bandung });
    expect(listed.status).toBe(200);
    const claims = (listed.body.data as { claims: { id: string; memberHasLogin: boolean; nap: string }[] }).claims;
    expect(claims.find((c) => c.id === claim!.id)).toMatchObject({ memberHasLogin: true, nap: member.nap });
    const elsewhere = await backend.call('GET', '/claims?status=disputed', { token: tokens.surabaya });
    expect((elsewhere.body.data as { claims: { id: string }[] }).claims.map((c) => c.id)).not.toContain(claim!.id);
    const outside = await backend.call('POST', `/claims/${claim!.id}/resolve`, {
      token: tokens.surabaya,
      body: { action: 'unlink', note: 'Bukan wilayah kami' },
    });
    expect(outside.status).toBe(404);
    expect((await backend.call('GET', '/claims', { token: tokens.anggota })).status).toBe(403);

    // Siding with the claimant: the other login is unlinked and the same link works again.
    const resolved = await backend.call('POST', `/claims/${claim!.id}/resolve`, {
      token: tokens.bandung,
      body: { action: 'unlink', note: 'Akun lama bukan milik anggota; dicek dengan KTP' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data?.claim).toMatchObject({ status: 'pending', memberHasLogin: false });
    const linked = await confirm(token);
    expect(linked.status).toBe(200);
    const [row] = await db.sql`
      select u.email from public.members m join auth.users u on u.id = m.user_id where m.id = ${member.id}`;
    expect(row!.email).toBe(member.email);
    expect(await auditActions(claim!.id)).toEqual([
      'nap_claims.request',
      'nap_claims.dispute',
      'nap_claims.unlink_login',
      'nap_claims.link',
    ]);
    const [unlink] = await db.sql`
      select actor_id, organization_id from public.audit_logs where action = 'nap_claims.unlink_login' and entity = 'members' and entity_id = ${member.id}`;
    expect(unlink!.actor_id).not.toBeNull();

    // Resolved claims cannot be resolved again.
    const again = await backend.call('POST', `/claims/${claim!.id}/resolve`, {
      token: tokens.bandung,
      body: { action: 'cancel', note: 'Sudah selesai' },
    });
    expect(again.status).toBe(409);
  });

  it('lets an officer cancel a pending claim, which kills its link', async () => {
    const member = nextLegacy();
    await requestFor(member);
    const token = await claimToken(member.email);
    const [claim] = await db.sql<{ id: string }[]>`select id from public.nap_claims where member_id = ${member.id}`;
    const cancelled = await backend.call('POST', `/claims/${claim!.id}/resolve`, {
      token: tokens.dpw,
      body: { action: 'cancel', note: 'Permintaan tidak dikenali anggota' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data?.claim).toMatchObject({ status: 'cancelled' });
    expect((await confirm(token)).body.error?.code).toBe('INVALID_TOKEN');
    expect(await db.sql`select 1 from public.members where id = ${member.id} and user_id is null`).toHaveLength(1);
  });

  it('refuses a password equal to the email or NAP, and keeps the link usable', async () => {
    const member = nextLegacy();
    await requestFor(member);
    const token = await claimToken(member.email);
    const refused = await confirm(token, member.nap);
    expect(refused.status).toBe(400);
    expect(await db.sql`select 1 from auth.users where email = ${member.email}`).toHaveLength(0);
    expect((await confirm(token)).status).toBe(200);
  });

  it('limits requests to 3 an hour per NAP from one address, whether or not the NAP exists', async () => {
    for (const nap of [nextLegacy().nap, '999919000002']) {
      for (let i = 0; i < 3; i++) {
        expect((await request({ nap, birthDate: '1990-01-01', email: `coba${i}@contoh.id` })).status).toBe(202);
      }
      const limited = await request({ nap, birthDate: '1990-01-01', email: 'coba9@contoh.id' });
      expect(limited.status).toBe(429);
      expect(limited.body.error?.code).toBe('CLAIM_TOO_MANY_REQUESTS');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500);
    }
    const [audit] = await db.sql`
      select count(*)::int as n from public.audit_logs where action = 'nap_claims.rate_limited' and after ->> 'nap' = '999919000002'`;
    expect(audit!.n).toBe(1);
  });

  it('limits requests to 10 an hour per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 11; i++) {
      const nap = `99991900${String(100 + i).padStart(4, '0')}`;
      answers.push((await request({ nap, birthDate: '1990-01-01', email: `coba${i}@contoh.id` })).status);
    }
    expect(answers).toEqual([...Array<number>(10).fill(202), 429]);
  });

  it('limits requests to 5 an hour per claimant email, on any NAP', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const nap = `99991900${String(200 + i).padStart(4, '0')}`;
      answers.push((await request({ nap, birthDate: '1990-01-01', email: 'sasaran@contoh.id' })).status);
    }
    expect(answers).toEqual([...Array<number>(5).fill(202), 429]);
  });

  it('takes about as long for a match as for a wrong birth date', async () => {
    const member = nextLegacy();
    const times = { match: [] as number[], miss: [] as number[] };
    const timed = async (kind: keyof typeof times, changes: Partial<LegacyMember>) => {
      await db.sql`delete from private.nap_claim_attempts`;
      const started = performance.now();
      const response: { status: number; body: ApiBody } = await requestFor(member, changes);
      times[kind].push(performance.now() - started);
      expect(response.status).toBe(202);
    };
    for (let attempt = 0; attempt < 16; attempt++) {
      const order: (keyof typeof times)[] = attempt % 2 ? ['match', 'miss'] : ['miss', 'match'];
      for (const kind of order) await timed(kind, kind === 'match' ? {} : { birthDate: '1999-12-31' });
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const pairDifference = median(times.match.map((time, i) => time - times.miss[i]!));
    const typical = median([...times.match, ...times.miss]);
    const report = `median ${typical.toFixed(1)} ms, median difference within a pair ${pairDifference.toFixed(1)} ms`;
    console.info(report);
    expect(Math.abs(pairDifference) / typical, report).toBeLessThan(0.1);
  });
});

describe('/profile/legacy', () => {
  it('records when the member confirms the data carried over from the register', async () => {
    const before = await backend.call('GET', '/profile/legacy', { token: tokens.anggota });
    expect(before.status).toBe(200);
    expect(before.body.data).toEqual({ confirmedAt: null });
    const confirmed = await backend.call('POST', '/profile/legacy/confirm', { token: tokens.anggota });
    expect(confirmed.status).toBe(200);
    const confirmedAt = (confirmed.body.data as { confirmedAt: string }).confirmedAt;
    expect(Date.now() - Date.parse(confirmedAt)).toBeLessThan(60_000);
    expect((await backend.call('GET', '/profile/legacy', { token: tokens.anggota })).body.data).toEqual({
      confirmedAt,
    });
    const [audit] = await db.sql`
      select count(*)::int as n from public.audit_logs where action = 'members.confirm_register_data'`;
    expect(audit!.n).toBe(1);
    // Only a signed-in member confirms their own row.
    expect((await backend.call('POST', '/profile/legacy/confirm')).status).toBe(401);
  });
});

// Issue 24 N8: NAP and birth date are no secrets, so a register row without email is claimed only
// with the approval of an officer who verifies the DPC's members.
describe('claiming a register row without email', () => {
  const UPDATE_SUBJECTS = {
    awaiting: 'Klaim NAP menunggu persetujuan DPC',
    approved: 'Klaim NAP disetujui',
    rejected: 'Klaim NAP ditolak',
  };

  /** A Kota Bandung legacy member whose register row has no email. */
  async function withoutEmail(): Promise<LegacyMember> {
    const member = nextLegacy();
    await db.sql`update public.members set email = null where id = ${member.id}`;
    return member;
  }

  /** The emails with `subject` sent to `to`, after the dispatcher ran. */
  async function mails(to: string, subject: string) {
    await backend.dispatcher.runNow();
    return backend.mailbox.list(`to:${to}`).filter((mail) => mail.Subject === subject);
  }

  /** Waits for the email with `subject` to `to` and returns the token of its `/klaim-nap` link. */
  async function tokenIn(to: string, subject: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    let found = await mails(to, subject);
    while (found.length === 0 && Date.now() < deadline) found = await mails(to, subject);
    expect(found).toHaveLength(1);
    const token = /\/klaim-nap\?token=([0-9a-f]{64})/.exec(found[0]!.Text)?.[1];
    expect(token).toBeDefined();
    return token!;
  }

  const claimOf = async (memberId: string) =>
    (
      await db.sql<{ id: string; status: string }[]>`
      select id, status::text from public.nap_claims where member_id = ${memberId} order by created_at desc limit 1`
    )[0]!;

  /** The notifications of template `template` about `nap` that the login `email` received. */
  const notified = async (email: string, template: string, nap: string) =>
    (
      await db.sql`
        select 1 from public.notifications n join auth.users u on u.id = n.user_id
        where u.email = ${email} and n.template = ${template}
          and n.params ->> 'nap' = ${`${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}`}`
    ).length;

  const resolve = (id: string, token: string, action: string, note = 'Identitas dicek dengan KTP di sekretariat') =>
    backend.call('POST', `/claims/${id}/resolve`, { token, body: { action, note } });

  it("gives a stranger no link and no login: the claim awaits the DPC's approval, and the page says so", async () => {
    const member = await withoutEmail();
    const stranger = `penyerobot.${member.nap}@contoh.id`;
    expect((await requestFor(member, { email: stranger })).body).toEqual(ACCEPTED);

    expect(await claimEmails(stranger)).toBe(0);
    const statusToken = await tokenIn(stranger, UPDATE_SUBJECTS.awaiting);
    const claim = await claimOf(member.id);
    expect(claim.status).toBe('awaiting_approval');
    // The link of the awaiting email shows the status and creates nothing.
    const status = await backend.call('POST', '/claims/status', { body: { token: statusToken } });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ status: 'awaiting_approval', organizationName: 'Kota Bandung' });
    const confirmed = await confirm(statusToken);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error?.code).toBe('CLAIM_AWAITING_APPROVAL');
    expect(await db.sql`select 1 from auth.users where email = ${stranger}`).toHaveLength(0);
    expect(await db.sql`select 1 from public.members where id = ${member.id} and user_id is null`).toHaveLength(1);
    // The officers who verify the DPC's members hear of it; another DPC's do not.
    expect(await notified('dpc.bandung@simk.test', 'nap_claim_awaiting_approval', member.nap)).toBe(1);
    expect(await notified('dpw.jabar@simk.test', 'nap_claim_awaiting_approval', member.nap)).toBe(1);
    expect(await notified('dpc.surabaya@simk.test', 'nap_claim_awaiting_approval', member.nap)).toBe(0);

    // Asking again does not queue another email nor another claim.
    expect((await requestFor(member, { email: stranger })).body).toEqual(ACCEPTED);
    expect(await mails(stranger, UPDATE_SUBJECTS.awaiting)).toHaveLength(1);
    expect(await db.sql`select 1 from public.nap_claims where member_id = ${member.id}`).toHaveLength(1);
  });

  it('links after an officer in scope approves: the claimant gets the link, the DPC hears of the link', async () => {
    const member = await withoutEmail();
    const address = `pemilik.${member.nap}@contoh.id`;
    await requestFor(member, { email: address });
    const statusToken = await tokenIn(address, UPDATE_SUBJECTS.awaiting);
    const claim = await claimOf(member.id);

    // The desk lists it with what the officer checks: the register's name, NAP, birth date, DPC.
    const listed = await backend.call('GET', '/claims?status=awaiting_approval', { token: tokens.bandung });
    expect(listed.status).toBe(200);
    const row = (listed.body.data as { claims: Record<string, unknown>[] }).claims.find((c) => c.id === claim.id);
    expect(row).toMatchObject({
      email: address,
      nap: member.nap,
      birthDate: member.birthDate,
      organizationName: 'Kota Bandung',
      status: 'awaiting_approval',
    });

    // Out of scope, a member, or no note: refused, nothing changes.
    expect((await resolve(claim.id, tokens.surabaya, 'approve')).status).toBe(404);
    expect((await resolve(claim.id, tokens.anggota, 'approve')).status).toBe(403);
    expect((await resolve(claim.id, tokens.bandung, 'approve', '')).status).toBe(400);
    expect((await claimOf(member.id)).status).toBe('awaiting_approval');

    const approved = await resolve(claim.id, tokens.bandung, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.data?.claim).toMatchObject({ status: 'pending' });
    const token = await tokenIn(address, UPDATE_SUBJECTS.approved);
    // The approval's link replaces the status link, and neither is readable by an officer.
    expect((await backend.call('POST', '/claims/status', { body: { token: statusToken } })).body.data).toMatchObject({
      status: 'invalid',
    });
    const messages = await db.sql`
      select organization_id, member_id from public.outbox_messages where template = 'nap_claim_update' and recipient = ${address}`;
    expect(messages).toEqual([
      { organization_id: null, member_id: null },
      { organization_id: null, member_id: null },
    ]);

    const linked = await confirm(token);
    expect(linked.status).toBe(200);
    const [after] = await db.sql`
      select m.email, u.email as login from public.members m join auth.users u on u.id = m.user_id where m.id = ${member.id}`;
    expect(after).toEqual({ email: address, login: address });
    expect(await auditActions(claim.id)).toEqual(['nap_claims.request', 'nap_claims.approve', 'nap_claims.link']);
    const [approval] = await db.sql`
      select a.actor_id = u.id as by_officer from public.audit_logs a, auth.users u
      where a.action = 'nap_claims.approve' and a.entity_id = ${claim.id} and u.email = 'dpc.bandung@simk.test'`;
    expect(approval!.by_officer).toBe(true);
    expect(await notified('dpc.bandung@simk.test', 'nap_claim_linked', member.nap)).toBe(1);
    expect(await notified('dpw.jabar@simk.test', 'nap_claim_linked', member.nap)).toBe(1);
  });

  it('tells the claimant when an officer rejects, and the status link stops working', async () => {
    const member = await withoutEmail();
    const address = `bukan.pemilik.${member.nap}@contoh.id`;
    await requestFor(member, { email: address });
    const statusToken = await tokenIn(address, UPDATE_SUBJECTS.awaiting);
    const claim = await claimOf(member.id);
    const rejected = await resolve(claim.id, tokens.dpw, 'reject', 'Pemohon tidak dapat menunjukkan KTP');
    expect(rejected.status).toBe(200);
    expect(rejected.body.data?.claim).toMatchObject({ status: 'cancelled' });
    expect(await mails(address, UPDATE_SUBJECTS.rejected)).toHaveLength(1);
    expect((await confirm(statusToken)).body.error?.code).toBe('INVALID_TOKEN');
    expect((await resolve(claim.id, tokens.bandung, 'approve')).status).toBe(409);
    expect(await auditActions(claim.id)).toEqual(['nap_claims.request', 'nap_claims.reject']);
  });

  it('refuses an officer who approves a claim for their own address (the DPW does it)', async () => {
    const member = await withoutEmail();
    await requestFor(member, { email: 'dpc.bandung@simk.test' });
    const claim = await claimOf(member.id);
    const own = await resolve(claim.id, tokens.bandung, 'approve');
    expect(own.status).toBe(403);
    expect(own.body.error).toEqual({
      code: 'SEPARATION_OF_DUTIES',
      message:
        'Memutuskan klaim NAP untuk alamat email Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.',
    });
    expect((await claimOf(member.id)).status).toBe('awaiting_approval');
    expect((await resolve(claim.id, tokens.dpw, 'approve')).status).toBe(200);
  });
});

// The low item of issue 24: three requests by a stranger locked the owner out for an hour, and
// each sent the owner an email.
describe('claim limits do not lock the owner out', () => {
  it("lets the owner claim with the register's email after a stranger spent the NAP's requests from the same address", async () => {
    const member = nextLegacy();
    for (let i = 0; i < 3; i++) {
      expect((await requestFor(member, { birthDate: '1999-12-31', email: `tebak${i}@contoh.id` })).status).toBe(202);
    }
    expect((await requestFor(member, { birthDate: '1999-12-31', email: 'tebak9@contoh.id' })).status).toBe(429);
    const owner = await requestFor(member);
    expect(owner.status).toBe(202);
    expect((await confirm(await claimToken(member.email))).status).toBe(200);
  });

  it('lets the owner of a register row without email ask from another address after a stranger asked three times', async () => {
    const member = nextLegacy();
    await db.sql`update public.members set email = null where id = ${member.id}`;
    // The stranger's requests, from their own address.
    await db.sql`
      insert into private.nap_claim_attempts (nap, ip, email)
      select ${member.nap}, '203.0.113.7', 'penyerobot' || n || '@contoh.id' from generate_series(1, 3) n`;
    expect((await requestFor(member, { email: `pemilik.${member.nap}@contoh.id` })).status).toBe(202);
    const [claim] = await db.sql`select status::text from public.nap_claims where member_id = ${member.id}`;
    expect(claim!.status).toBe('awaiting_approval');
  });

  it("sends the register's address one link an hour however often someone asks", async () => {
    const member = nextLegacy();
    for (let i = 0; i < 3; i++) expect((await requestFor(member)).status).toBe(202);
    expect(await claimEmails(member.email)).toBe(1);
    const claims = await db.sql`select status::text from public.nap_claims where member_id = ${member.id}`;
    expect(claims).toEqual([{ status: 'pending' }]);
    // The one link still works.
    expect((await confirm(await claimToken(member.email))).status).toBe(200);
  });
});
