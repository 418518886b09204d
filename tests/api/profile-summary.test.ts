// GET /profile/summary (issue 26 §2): the member's home on Profil Saya. Each figure is compared with
// the same question asked of the tables directly (as their owner, past row-level security), for the
// seeded member and for a stranger who registers, confirms the email and is verified by the DPC.
import { beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '../../supabase/functions/_shared/contracts/profile.ts';
import type { ProfileSummary } from '../../supabase/functions/_shared/contracts/profile-summary.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function summaryOf(token: string): Promise<ProfileSummary> {
  const response = await backend.call('GET', '/profile/summary', { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  return response.body.data!.summary as ProfileSummary;
}

/** The home's figures for a member, asked of the tables themselves. */
async function expectedSummary(memberId: string): Promise<ProfileSummary> {
  const [member] = await db.sql<{ status: ProfileSummary['membershipStatus']; validUntil: string | null }[]>`
    select membership_status as status, expiry_date::text as "validUntil" from public.members where id = ${memberId}`;
  const [dues] = await db.sql<ProfileSummary['dues'][]>`
    select count(*)::int as "unpaidCount", coalesce(sum(amount), 0)::int as "unpaidTotal",
           (count(*) filter (where due_date < private.today()))::int as "arrearsCount",
           coalesce(sum(amount) filter (where due_date < private.today()), 0)::int as "arrearsTotal"
    from public.bills where member_id = ${memberId} and status = 'unpaid'`;
  const [nextBill] = await db.sql<NonNullable<ProfileSummary['nextBill']>[]>`
    select b.id, c.name as category, b.period_start::text as "periodStart", b.period_end::text as "periodEnd",
           b.due_date::text as "dueDate", b.amount, b.due_date < private.today() as overdue,
           (select p.id from public.payment_bills pb join public.payments p on p.id = pb.payment_id
            where pb.bill_id = b.id and p.status = 'pending' and p.expires_at > now()) as "pendingPaymentId"
    from public.bills b join public.dues_categories c on c.id = b.category_id
    where b.member_id = ${memberId} and b.status = 'unpaid'
    order by b.due_date, b.period_start, b.id limit 1`;
  const [card] = await db.sql<NonNullable<ProfileSummary['card']>[]>`
    select v.card_status as status, v.valid_until::text as "validUntil"
    from public.members m cross join lateral public.verify_member_card(m.card_token) v where m.id = ${memberId}`;
  const [openTransfer] = await db.sql<NonNullable<ProfileSummary['openTransfer']>[]>`
    select r.id, r.status, o.name as "targetOrganizationName", to_json(r.requested_at) #>> '{}' as "requestedAt"
    from public.transfer_requests r join public.organizations o on o.id = r.target_organization_id
    where r.member_id = ${memberId} and r.status in ('pending', 'processing', 'approved')`;
  const [documents] = await db.sql<{ awaiting: number }[]>`
    select count(*)::int as awaiting from (
      select distinct on (kind) verified_at from public.documents
      where member_id = ${memberId} and transfer_request_id is null order by kind, created_at desc, id
    ) newest where verified_at is null`;
  return {
    membershipStatus: member!.status,
    validUntil: member!.validUntil,
    dues: dues!,
    nextBill: nextBill ?? null,
    card: card ?? null,
    openTransfer: openTransfer ?? null,
    documentsAwaitingVerification: documents!.awaiting,
  };
}

/** A timestamp as the API writes it (JSON of timestamptz) compared as an instant. */
function sameInstants(summary: ProfileSummary): ProfileSummary {
  if (!summary.openTransfer) return summary;
  const requestedAt = new Date(summary.openTransfer.requestedAt).toISOString();
  return { ...summary, openTransfer: { ...summary.openTransfer, requestedAt } };
}

async function expectSummaryMatchesSql(token: string, memberId: string): Promise<ProfileSummary> {
  const summary = await summaryOf(token);
  expect(sameInstants(summary)).toEqual(sameInstants(await expectedSummary(memberId)));
  return summary;
}

async function memberIdOf(email: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`select id from public.members where email = ${email}`;
  return row!.id;
}

describe('GET /profile/summary, the seeded member', () => {
  it('answers what SQL says, and follows a bill made overdue, a document uploaded and a transfer requested', async () => {
    const memberId = await memberIdOf('anggota@simk.test');
    await expectSummaryMatchesSql(tokens.anggota, memberId);

    // Two unpaid bills: the first past its due date (arrears), the second due later.
    const bills = await db.sql<{ id: string }[]>`
      select id from public.bills where member_id = ${memberId} and status = 'unpaid'
      order by due_date, period_start, id limit 2`;
    expect(bills).toHaveLength(2);
    await db.sql`update public.bills set due_date = private.today() - 3 where id = ${bills[0]!.id}`;
    await db.sql`update public.bills set due_date = private.today() + 10 where id = ${bills[1]!.id}`;
    await db.sql`
      update public.bills set due_date = private.today() + 20
      where member_id = ${memberId} and status = 'unpaid' and id <> all (${bills.map((b) => b.id)}::uuid[])`;
    const owing = await expectSummaryMatchesSql(tokens.anggota, memberId);
    expect(owing.dues.arrearsCount).toBe(1);
    expect(owing.nextBill).toMatchObject({ id: bills[0]!.id, overdue: true });

    // An unverified STR file: awaiting verification until an officer checks it.
    await db.sql`
      insert into public.documents (member_id, organization_id, kind, title, storage_path)
      select id, organization_id, 'str', 'STR', id || '/str/new.pdf' from public.members where id = ${memberId}`;
    const [surabaya] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3578'`;
    const requested = await backend.call('POST', '/mutations/requests', {
      token: tokens.anggota,
      body: { targetOrganizationId: surabaya!.id, reason: 'Pindah tugas ke Surabaya', priority: 'medium' },
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(201);
    const open = await expectSummaryMatchesSql(tokens.anggota, memberId);
    expect(open.documentsAwaitingVerification).toBeGreaterThanOrEqual(1);
    expect(open.openTransfer).toMatchObject({ status: 'pending', targetOrganizationName: 'Kota Surabaya' });
  });

  it('names the pending QRIS attempt that holds the next bill', async () => {
    const memberId = await memberIdOf('anggota@simk.test');
    const before = await summaryOf(tokens.anggota);
    const opened = await backend.call('POST', '/payments/qris', {
      token: tokens.anggota,
      body: { billIds: [before.nextBill!.id] },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const after = await expectSummaryMatchesSql(tokens.anggota, memberId);
    expect(after.nextBill?.pendingPaymentId).toBe(opened.body.data!.paymentId);
  });
});

describe('GET /profile/summary, a stranger', () => {
  it('before verification: an applicant without bills or card; after: what SQL says of the new member', async () => {
    const person = {
      fullName: 'Rina Kartika Sari',
      email: 'rina.beranda@simk.test',
      password: 'Rina#Beranda2026',
      phoneNumber: '081234560726',
    };
    const { memberId } = await registerStranger(backend, db.sql, person);
    const applicant = await signIn(backend, person.email, person.password);
    const pending = await expectSummaryMatchesSql(applicant.accessToken, memberId);
    expect(pending).toMatchObject({ membershipStatus: 'PENDING', nextBill: null, card: null, openTransfer: null });
    expect(pending.dues).toEqual({ unpaidCount: 0, unpaidTotal: 0, arrearsCount: 0, arrearsTotal: 0 });

    const verified = await backend.call('POST', `/members/${memberId}/verify`, { token: tokens.bandung });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    const member = await expectSummaryMatchesSql(applicant.accessToken, memberId);
    expect(member.membershipStatus).toBe('ACTIVE');
    expect(member.card?.status).toBe('valid');
    // Verification issues this month's bills: the new member owes them, none overdue yet.
    expect(member.dues.unpaidCount).toBeGreaterThan(0);
    expect(member.nextBill?.amount).toBeGreaterThan(0);
  });
});

describe('GET /profile/summary, refusals', () => {
  it('answers 401 without a session and 404 to a login without a member record', async () => {
    expect((await backend.call('GET', '/profile/summary')).status).toBe(401);
    const email = 'tanpa.anggota@simk.test';
    const password = 'TanpaAnggota#2026';
    const key = backend.authKeys.serviceRoleKey;
    const created = await fetch(`${backend.gatewayUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const login = await signIn(backend, email, password);
    const response = await backend.call('GET', '/profile/summary', { token: login.accessToken });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.error?.message).toBe(indonesianText(profileMessages.noMemberRecord));
  });
});
