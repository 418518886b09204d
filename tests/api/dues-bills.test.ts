// Bills through the API (issue 12 §2): a member lists their own bills, an officer those of their
// scope with filters, pages and a summary; officers preview and run the generation of a month in
// their scope; an officer waives an unpaid bill with a reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { billMessages, type Bill, type BillList } from '../../supabase/functions/_shared/contracts/bills.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
let ownMemberId: string;
let bandungId: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [own] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = 'anggota@simk.test'`;
  ownMemberId = own!.id;
  const [bandung] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = '3273'`;
  bandungId = bandung!.id;
});

async function list(token: string, query = ''): Promise<BillList> {
  const response = await backend.call('GET', `/dues/bills${query}`, { token });
  expect(response.status).toBe(200);
  return response.body.data as unknown as BillList;
}

async function organizationsOf(bills: Bill[]): Promise<string[]> {
  const rows = await db.sql<{ bps: string }[]>`
    select distinct o.bps_code as bps from public.bills b join public.organizations o on o.id = b.organization_id
    where b.id = any (${bills.map((b) => b.id)}::uuid[])`;
  return rows.map((r) => r.bps);
}

/** A pending QRIS attempt holding the bill, unexpired or already past its expiry. */
async function pendingAttempt(billId: string, expired = false) {
  const [row] = await db.sql<{ id: string }[]>`
    with p as (
      insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
      select member_id, organization_id, amount, 'qris', 'pending',
             now() + case when ${expired} then interval '-1 minute' else interval '15 minutes' end
      from public.bills where id = ${billId}
      returning id, amount
    )
    insert into public.payment_bills (payment_id, bill_id, amount) select p.id, ${billId}, p.amount from p
    returning payment_id as id`;
  return row!.id;
}

describe('GET /dues/bills', () => {
  it("counts the same bills in its pages' filter (SQL text) and its summary's (private.bill_matches)", async () => {
    // The member's own list: with ?memberId the summary counts with the pages' conditions,
    // without it public.bill_summary counts with private.bill_matches.
    const [recent] = await db.sql<{ month: string }[]>`
      select to_char(max(period_start), 'YYYY-MM') as month from public.bills where member_id = ${ownMemberId}`;
    for (const status of ['all', 'unpaid', 'overdue', 'paid', 'waived']) {
      for (const period of ['', `&period=${recent!.month}`]) {
        const query = `?status=${status}${period}`;
        const bySummary = (await list(tokens.anggota, query)).summary;
        const byPages = (await list(tokens.anggota, `${query}&memberId=${ownMemberId}`)).summary;
        expect({ query, ...byPages }).toEqual({ query, ...bySummary });
      }
    }
    const all = (await list(tokens.anggota, '?status=all')).summary;
    expect(all.count).toBeGreaterThan(0);
  });

  it('shows a member their own bills only, newest due first, with the summary over all of them', async () => {
    const data = await list(tokens.anggota, '?limit=100');
    const [expected] = await db.sql<{ count: number; total: number }[]>`
      select count(*)::int as count, sum(amount)::float8 as total from public.bills where member_id = ${ownMemberId}`;
    expect(data.summary).toEqual({ count: expected!.count, totalAmount: expected!.total });
    expect(data.pagination).toEqual({
      page: 1,
      limit: 100,
      total: expected!.count,
      pages: Math.ceil(expected!.count / 100),
    });
    expect(data.bills.length).toBe(Math.min(100, expected!.count));
    expect(new Set(data.bills.map((b) => b.memberId))).toEqual(new Set([ownMemberId]));
    const dueDates = data.bills.map((b) => b.dueDate);
    expect(dueDates).toEqual([...dueDates].sort().reverse());
    expect(data.bills[0]).toMatchObject({ category: expect.any(String), categoryPeriod: expect.any(String) });

    const [other] = await db.sql<{ member_id: string }[]>`
      select member_id from public.bills where member_id <> ${ownMemberId} limit 1`;
    expect((await list(tokens.anggota, `?memberId=${other!.member_id}`)).summary).toEqual({ count: 0, totalAmount: 0 });
  });

  it('shows a DPC officer the bills of their DPC and a DPW officer those of its DPCs', async () => {
    const bandung = await list(tokens.bandung, '?limit=100');
    expect(bandung.bills.length).toBe(100);
    expect(await organizationsOf(bandung.bills)).toEqual(['3273']);
    const [inBandung] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.bills b join public.members m on m.id = b.member_id
      where b.organization_id = ${bandungId} and m.organization_id = ${bandungId}`;
    expect(bandung.summary.count).toBeGreaterThanOrEqual(inBandung!.n);

    const province = await list(tokens.dpw, '?limit=100&page=3');
    expect((await organizationsOf(province.bills)).every((bps) => bps.startsWith('32'))).toBe(true);
    expect(province.summary.count).toBeGreaterThan(bandung.summary.count);
  });

  it('filters by member, status and period, pages through the result, and sums the whole filter', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      select b.member_id as id from public.bills b join public.members m on m.id = b.member_id
      where b.organization_id = ${bandungId} and m.organization_id = ${bandungId} and b.status = 'unpaid'
        and b.due_date < private.today()
      group by b.member_id order by count(*) desc limit 1`;
    const ofMember = await list(tokens.bandung, `?memberId=${member!.id}&limit=100`);
    expect(ofMember.bills.every((b) => b.memberId === member!.id)).toBe(true);

    const overdue = await list(tokens.bandung, `?memberId=${member!.id}&status=overdue`);
    expect(overdue.bills.length).toBeGreaterThan(0);
    expect(overdue.bills.every((b) => b.status === 'unpaid' && b.overdue && b.daysOverdue > 0)).toBe(true);
    const [sum] = await db.sql<{ count: number; total: number }[]>`
      select count(*)::int as count, sum(amount)::float8 as total from public.bills
      where member_id = ${member!.id} and status = 'unpaid' and due_date < private.today()`;
    expect(overdue.summary).toEqual({ count: sum!.count, totalAmount: sum!.total });

    const paid = await list(tokens.bandung, '?status=paid&limit=50');
    expect(paid.bills.every((b) => b.status === 'paid' && b.paidAt !== null && !b.overdue)).toBe(true);

    const [month] = await db.sql<{ m: string }[]>`select to_char(private.today() - 60, 'YYYY-MM') as m`;
    const byPeriod = await list(tokens.bandung, `?period=${month!.m}&limit=100`);
    expect(byPeriod.bills.length).toBeGreaterThan(0);
    for (const b of byPeriod.bills) {
      expect(b.periodStart.slice(0, 7) <= month!.m && b.periodEnd.slice(0, 7) >= month!.m, b.id).toBe(true);
    }
    expect(new Set(byPeriod.bills.map((b) => b.categoryPeriod)).has('monthly')).toBe(true);

    const first = await list(tokens.bandung, '?status=unpaid&limit=20&page=1');
    const second = await list(tokens.bandung, '?status=unpaid&limit=20&page=2');
    expect(second.pagination).toEqual({
      page: 2,
      limit: 20,
      total: first.summary.count,
      pages: Math.ceil(first.summary.count / 20),
    });
    expect(second.summary).toEqual(first.summary);
    const firstIds = new Set(first.bills.map((b) => b.id));
    expect(second.bills.some((b) => firstIds.has(b.id))).toBe(false);
  });

  it('names an unexpired pending QRIS attempt holding a bill, and not an expired one', async () => {
    const [unpaid] = await db.sql<{ id: string }[]>`
      select id from public.bills where member_id = ${ownMemberId} and status = 'unpaid' order by due_date limit 1`;
    const [other] = await db.sql<{ id: string }[]>`
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select m.id, c.id, m.organization_id, date '2019-05-01', date '2019-05-31', date '2019-05-31', c.amount
      from public.members m, public.dues_categories c where m.id = ${ownMemberId} and c.name = 'Iuran Pokok'
      returning id`;
    const held = await pendingAttempt(unpaid!.id);
    await pendingAttempt(other!.id, true);
    const bills = (await list(tokens.anggota, '?status=unpaid&limit=100')).bills;
    expect(bills.find((b) => b.id === unpaid!.id)?.pendingPaymentId).toBe(held);
    expect(bills.find((b) => b.id === other!.id)?.pendingPaymentId).toBeNull();
  });

  it('answers bad input with 400 and an Indonesian message, no token with 401', async () => {
    for (const [query, message] of [
      ['?status=maybe', indonesianText(billMessages.statusFilterInvalid)],
      ['?period=2026-13', indonesianText(billMessages.periodInvalid)],
      ['?period=2026-1', indonesianText(billMessages.periodInvalid)],
      ['?memberId=abc', indonesianText(billMessages.memberInvalid)],
    ] as const) {
      const response = await backend.call('GET', `/dues/bills${query}`, { token: tokens.bandung });
      expect(response.status, query).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const tooMany = await backend.call('GET', '/dues/bills?limit=1000', { token: tokens.bandung });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.message).toMatch(/\d/);
    expect((await backend.call('GET', '/dues/bills')).status).toBe(401);
  });
});

describe('POST /dues/bills/generation', () => {
  const preview = (token: string, body: unknown) =>
    backend.call('POST', '/dues/bills/generation/preview', { token, body });
  const run = (token: string, body: unknown) => backend.call('POST', '/dues/bills/generation', { token, body });

  it('issues in a DPC officer’s scope exactly what the preview showed, once', async () => {
    const shown = await preview(tokens.bandung, { month: '2031-01' });
    expect(shown.status).toBe(200);
    const [active] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.members where organization_id = ${bandungId} and membership_status = 'ACTIVE'`;
    expect(shown.body.data).toEqual({
      month: '2031-01',
      bills: active!.n * 3,
      members: active!.n,
      totalAmount: active!.n * (150000 + 300000 + 500000),
    });
    const issued = await run(tokens.bandung, { month: '2031-01' });
    expect(issued.status).toBe(200);
    expect(issued.body.data).toEqual(shown.body.data);
    const [inDatabase] = await db.sql<{ n: number; orgs: string[] }[]>`
      select count(*)::int as n, array_agg(distinct organization_id::text) as orgs
      from public.bills where period_start = date '2031-01-01'`;
    expect(inDatabase).toEqual({ n: active!.n * 3, orgs: [bandungId] });

    const again = await run(tokens.bandung, { month: '2031-01', categoryId: null });
    expect(again.body.data).toEqual({ month: '2031-01', bills: 0, members: 0, totalAmount: 0 });
    expect((await preview(tokens.bandung, { month: '2031-01' })).body.data).toEqual(again.body.data);

    const province = await preview(tokens.dpw, { month: '2031-01' });
    expect((province.body.data as { bills: number }).bills).toBeGreaterThan(0);
  });

  it('issues one category when named', async () => {
    const [annual] = await db.sql<{ id: string }[]>`select id from public.dues_categories where name = 'Iuran Tahunan'`;
    const shown = await preview(tokens.surabaya, { month: '2032-01', categoryId: annual!.id });
    const data = shown.body.data as { bills: number; members: number; totalAmount: number };
    expect(data.bills).toBe(data.members);
    expect(data.totalAmount).toBe(data.bills * 500000);
  });

  it('refuses a member, bad months and a bad category', async () => {
    expect((await preview(tokens.anggota, { month: '2031-01' })).status).toBe(403);
    expect((await run(tokens.anggota, { month: '2031-01' })).status).toBe(403);
    expect((await run('', { month: '2031-01' })).status).toBe(401);
    for (const [body, message] of [
      [{ month: '2031-1' }, indonesianText(billMessages.periodInvalid)],
      [{ month: '2031-00' }, indonesianText(billMessages.periodInvalid)],
      [{}, indonesianText(billMessages.periodInvalid)],
      [{ month: '2031-02', categoryId: 'tahunan' }, indonesianText(billMessages.categoryInvalid)],
    ] as const) {
      const response = await run(tokens.bandung, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

describe('POST /dues/bills/{id}/waive', () => {
  const waive = (token: string, id: string, body: unknown) =>
    backend.call('POST', `/dues/bills/${id}/waive`, { token, body });

  async function unpaidBandungBill(offset: number) {
    const [row] = await db.sql<{ id: string }[]>`
      select b.id from public.bills b join public.members m on m.id = b.member_id
      where b.organization_id = ${bandungId} and m.organization_id = ${bandungId} and b.status = 'unpaid'
        and b.member_id <> ${ownMemberId}
      order by b.id offset ${offset} limit 1`;
    return row!.id;
  }

  it('waives an unpaid bill with the reason, once', async () => {
    const id = await unpaidBandungBill(0);
    const response = await waive(tokens.bandung, id, { reason: ' Anggota sedang tugas belajar ' });
    expect(response.status).toBe(200);
    expect((response.body.data as { bill: Bill }).bill).toMatchObject({
      id,
      status: 'waived',
      waivedReason: 'Anggota sedang tugas belajar',
      overdue: false,
      daysOverdue: 0,
    });
    const [audit] = await db.sql<{ reason: string }[]>`
      select after ->> 'waived_reason' as reason from public.audit_logs where action = 'bills.waive' and entity_id = ${id}`;
    expect(audit!.reason).toBe('Anggota sedang tugas belajar');

    const again = await waive(tokens.bandung, id, { reason: 'Dibebaskan lagi' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'BILL_NOT_WAIVABLE', message: errorCatalogue.BILL_NOT_WAIVABLE.message });
  });

  it('refuses a missing or short reason, callers out of scope, an unknown bill and a bill in a pending payment', async () => {
    const id = await unpaidBandungBill(1);
    for (const body of [{}, { reason: 'abc ' }, { reason: null }]) {
      const response = await waive(tokens.bandung, id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error?.message).toBe(indonesianText(billMessages.reasonRequired));
    }
    const tooLong = await waive(tokens.bandung, id, { reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toMatch(/500/);
    expect((await waive(tokens.surabaya, id, { reason: 'Di luar cakupan' })).status).toBe(403);
    expect((await waive(tokens.anggota, id, { reason: 'Bukan pengurus' })).status).toBe(403);
    const unknown = await waive(tokens.bandung, '00000000-0000-4000-8000-000000000000', { reason: 'Tidak ada' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.code).toBe('BILL_NOT_FOUND');
    expect((await waive(tokens.bandung, 'bukan-uuid', { reason: 'Tidak valid' })).status).toBe(400);

    const held = await unpaidBandungBill(2);
    await pendingAttempt(held);
    const pending = await waive(tokens.bandung, held, { reason: 'Sedang dibayar' });
    expect(pending.status).toBe(409);
    expect(pending.body.error?.code).toBe('BILLS_PAYMENT_PENDING');

    const [status] = await db.sql<{ status: string }[]>`select status from public.bills where id = ${id}`;
    expect(status!.status).toBe('unpaid');
  });
});
