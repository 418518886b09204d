import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';
import { registerStranger } from '../support/strangers.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

/** `<gateway>/functions/v1/api` + path: the spec's second client ("host plus /api"). */
async function getWithoutVersion(path: string) {
  const response = await fetch(`${backend.api.replace(/\/v1$/, '')}${path}`);
  return { status: response.status, body: (await response.json()) as { success: boolean; data: unknown } };
}

describe('statistics', () => {
  it('serves the public member distribution anonymously, under /api/v1 and /api', async () => {
    const versioned = await backend.call('GET', '/statistics/member-distribution');
    const plain = await getWithoutVersion('/statistics/member-distribution');
    expect(versioned.status).toBe(200);
    expect(plain).toEqual({ status: 200, body: versioned.body });
    expect(versioned.headers.get('cache-control')).toMatch(/^public, max-age=300/);
    const items = versioned.body.data as unknown as { provinceName: string; memberCount: number; latitude: number }[];
    expect(items).toHaveLength(38);
    expect(items[0]).toEqual({
      provinceName: expect.any(String),
      provinceCode: expect.stringMatching(/^\d{2}$/),
      memberCount: expect.any(Number),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    const [active] = await db.sql`select count(*)::int as n from public.members where membership_status = 'ACTIVE'`;
    expect(items.reduce((sum, i) => sum + i.memberCount, 0)).toBe(active?.n);
    expect(items[0]!.memberCount).toBeGreaterThanOrEqual(items[1]!.memberCount);
  });

  it('gives the overview to anyone, with payments only to a signed-in caller (in scope)', async () => {
    const anonymous = await getWithoutVersion('/statistics/overview');
    expect(anonymous.status).toBe(200);
    const anonymousHeaders = (await backend.call('GET', '/statistics/overview')).headers;
    expect(anonymousHeaders.get('vary')).toMatch(/authorization/i);
    expect(anonymous.body.data).toMatchObject({
      totalMembers: expect.any(Number),
      activeMembers: expect.any(Number),
      totalLegacyMembers: expect.any(Number),
      totalPayments: null,
    });
    const officer = await backend.call('GET', '/statistics/overview', { token: tokens.bandung });
    const [expected] = await db.sql`
      select coalesce(sum(p.amount), 0)::float8 as total from public.payments p
      join public.organizations o on o.id = p.organization_id where o.bps_code = '3273' and p.status = 'completed'`;
    expect(officer.body.data?.totalPayments).toBe(expected?.total);
    expect(officer.headers.get('cache-control')).toBe('private, no-store');
    expect((await backend.call('GET', '/statistics/overview', { token: 'not-a-token' })).status).toBe(401);
  });

  it("narrows the overview and growth to a chapter officer's chapters, and counts a newcomer there", async () => {
    type Overview = { totalMembers: number; totalProvinces: number; totalBranches: number };
    type Month = { newMembers: number; totalMembers: number };
    const overviewAs = async (token?: string) =>
      (await backend.call('GET', '/statistics/overview', { token })).body.data as unknown as Overview;
    const lastMonthAs = async (token?: string) => {
      const growth = await backend.call('GET', '/statistics/member-growth?months=3', { token });
      expect(growth.headers.get('vary')).toMatch(/authorization/i);
      expect(growth.headers.get('cache-control')).toMatch(token ? /^private, no-store$/ : /^public, max-age=/);
      return (growth.body.data as unknown as Month[]).at(-1)!;
    };
    const before = { national: await overviewAs(), bandung: await overviewAs(tokens.bandung) };
    const bandungGrowth = await lastMonthAs(tokens.bandung);
    const nationalGrowth = await lastMonthAs();
    expect(before.bandung).toMatchObject({ totalProvinces: 1, totalBranches: 1 });
    expect(before.bandung.totalMembers).toBeLessThan(before.national.totalMembers);
    const [counted] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status not in ('PENDING', 'REJECTED')`;
    expect(before.bandung.totalMembers).toBe(counted!.n);
    expect(bandungGrowth.totalMembers).toBe(counted!.n);
    expect(nationalGrowth.totalMembers).toBe(before.national.totalMembers);

    // A stranger registers in Bandung and is verified: one more member there and nationally.
    const stranger = {
      fullName: 'Ratna Statistik',
      email: 'ratna.statistik@contoh.id',
      password: 'Lab-Kota-Bandung-2026',
      phoneNumber: '0812 7100 4411',
    };
    await registerStranger(backend, db.sql, stranger, { verifiedBy: tokens.bandung });
    expect((await overviewAs(tokens.bandung)).totalMembers).toBe(before.bandung.totalMembers + 1);
    expect((await overviewAs()).totalMembers).toBe(before.national.totalMembers + 1);
    expect((await lastMonthAs(tokens.bandung)).totalMembers).toBe(bandungGrowth.totalMembers + 1);
    // The newcomer, a member without an officer's scope, sees the national figures.
    const { accessToken } = await signIn(backend, stranger.email, stranger.password);
    expect((await overviewAs(accessToken)).totalMembers).toBe(before.national.totalMembers + 1);
  });

  it('gives member growth per month and payments per month of a year', async () => {
    const growth = await backend.call('GET', '/statistics/member-growth?months=6');
    expect(growth.body.data).toHaveLength(6);
    expect((await backend.call('GET', '/statistics/payments')).status).toBe(401);
    // A year with Bandung's payments in it, from the data: the machine's year is not the test
    // clock's, and in the first days of January the clock's year has no payment yet.
    const [latest] = await db.sql<{ year: number }[]>`
      select extract(year from max(p.paid_at) at time zone 'Asia/Jakarta')::int as year
      from public.payments p join public.organizations o on o.id = p.organization_id
      where o.bps_code = '3273' and p.status = 'completed'`;
    const year = latest!.year;
    const payments = await backend.call('GET', `/statistics/payments?year=${year}`, { token: tokens.bandung });
    expect(payments.status).toBe(200);
    expect(payments.body.data).toMatchObject({ year, months: expect.any(Array) });
    expect((payments.body.data?.months as unknown[]).length).toBe(12);
    expect(payments.body.data?.totalCount).toBeGreaterThan(0);
  });
});

describe('GET /mutations', () => {
  it('counts pending transfers in scope for the dashboard tile', async () => {
    const { status, body } = await backend.call('GET', '/mutations?status=PENDING&limit=1', { token: tokens.bandung });
    expect(status).toBe(200);
    const [expected] = await db.sql`
      select count(*)::int as n from public.transfer_requests r
      join public.organizations a on a.id = r.origin_organization_id
      join public.organizations b on b.id = r.target_organization_id
      where r.status = 'pending' and (a.bps_code = '3273' or b.bps_code = '3273')`;
    expect((body.data?.pagination as { total: number }).total).toBe(expected?.n);
    expect((body.data?.transfers as unknown[]).length).toBeLessThanOrEqual(1);
  });

  it('shows a member only their own requests', async () => {
    const { body } = await backend.call('GET', '/mutations?limit=100', { token: tokens.anggota });
    const naps = (body.data?.transfers as { memberNAP: string }[]).map((m) => m.memberNAP);
    expectEvery(naps, (nap) => nap === '327319000001');
  });
});

describe('the tile "Mutasi Menunggu" and the badge "Persetujuan Mutasi" count different things', () => {
  /** The tile's figure (spec §7 call), the badge's, and the requests page's statistics, for one caller. */
  async function figures(token: string) {
    const tile = await backend.call('GET', '/mutations?status=PENDING&limit=1', { token });
    const badges = await backend.call('GET', '/dashboard/badges', { token });
    const requests = await backend.call('GET', '/mutations/requests?limit=1', { token });
    const statistics = requests.body.data?.statistics as { byStatus: { pending: number }; awaitingDecision: number };
    return {
      tile: (tile.body.data?.pagination as { total: number }).total,
      badge: (badges.body.data as { pendingTransferApprovals: number }).pendingTransferApprovals,
      statistics,
    };
  }

  it('a DPC: the tile counts requests in status Menunggu leaving or joining it, the badge those awaiting its decision', async () => {
    const { tile, badge, statistics } = await figures(tokens.bandung);
    const [expected] = await db.sql<{ pending: number; awaiting: number }[]>`
      select count(*) filter (where r.status = 'pending')::int as pending,
             count(*) filter (where (r.status = 'pending' and a.bps_code = '3273')
                              or (r.status in ('processing', 'approved') and b.bps_code = '3273'))::int as awaiting
      from public.transfer_requests r
      join public.organizations a on a.id = r.origin_organization_id
      join public.organizations b on b.id = r.target_organization_id
      where a.bps_code = '3273' or b.bps_code = '3273'`;
    expect({ tile, badge }).toEqual({ tile: expected!.pending, badge: expected!.awaiting });
    // The seed makes them differ (arriving requests still pending at their origin; released ones here).
    expect(tile).not.toBe(badge);
    // The same two figures on the requests page, under the names the screens give them.
    expect(statistics).toMatchObject({ byStatus: { pending: tile }, awaitingDecision: badge });
  });

  it('the DPP: every pending request, and every request awaiting any step (release, acceptance)', async () => {
    const { tile, badge, statistics } = await figures(tokens.superadmin);
    const [expected] = await db.sql<{ pending: number; awaiting: number }[]>`
      select count(*) filter (where r.status = 'pending')::int as pending,
             count(*) filter (where r.status in ('pending', 'processing', 'approved'))::int as awaiting
      from public.transfer_requests r`;
    expect({ tile, badge }).toEqual({ tile: expected!.pending, badge: expected!.awaiting });
    expect(badge).toBeGreaterThan(tile);
    expect(statistics).toMatchObject({ byStatus: { pending: tile }, awaitingDecision: badge });
  });
});

describe('GET /dashboard/badges and /audit/recent', () => {
  it('returns live counts in scope', async () => {
    const { status, body } = await backend.call('GET', '/dashboard/badges', { token: tokens.bandung });
    expect(status).toBe(200);
    const [expected] = await db.sql`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'PENDING'`;
    expect(body.data).toMatchObject({
      pendingVerifications: expected?.n,
      pendingTransferApprovals: expect.any(Number),
      unreadNotifications: expect.any(Number),
    });
    expect((await backend.call('GET', '/dashboard/badges')).status).toBe(401);
  });

  it('lists recent activity in the officer’s scope, newest first', async () => {
    const [target] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.membership_status = 'PENDING' limit 1`;
    expect((await backend.call('POST', `/members/${target!.id}/verify`, { token: tokens.bandung })).status).toBe(200);
    const { body } = await backend.call('GET', '/audit/recent?limit=5', { token: tokens.bandung });
    const entries = body.data?.entries as { action: string; summary: string; organizationName: string }[];
    // The verification and the first bills it issued (private.issue_joining_bills), newest first.
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual(['bills.generate', 'members.verify']);
    expect(entries[0]).toMatchObject({ summary: 'Tagihan iuran diterbitkan', organizationName: 'Kota Bandung' });
    expect(entries[1]).toMatchObject({ action: 'members.verify', organizationName: 'Kota Bandung' });
    expect(entries[1]?.summary).toMatch(/^Anggota diverifikasi: /);
    const surabaya = await backend.call('GET', '/audit/recent', { token: tokens.surabaya });
    expect((surabaya.body.data?.entries as { entityId: string }[]).map((e) => e.entityId)).not.toContain(target!.id);
  });

  it('shows the seeded work of the last weeks in words, a recorded payment once, with its amount', async () => {
    type Entry = { action: string; summary: string; amount: number | null; actorName: string | null; entityId: string };
    const { body } = await backend.call('GET', '/audit/recent?limit=50', { token: tokens.dpw });
    const entries = body.data?.entries as Entry[];
    expect(entries).toHaveLength(50);
    const actions = new Set(entries.map((e) => e.action));
    for (const action of ['members.verify', 'members.create', 'payments.record']) expect(actions).toContain(action);
    expectEvery(entries, (e) => !e.summary.startsWith(e.action));
    expect(actions).not.toContain('payments.settle');
    const payment = entries.find((e) => e.action === 'payments.record')!;
    expect(payment.summary).toMatch(/^Pembayaran dicatat: \S/);
    const [paid] = await db.sql<
      { amount: number }[]
    >`select amount from public.payments where id = ${payment.entityId}`;
    expect(payment.amount).toBe(paid!.amount);
    expect(entries.find((e) => e.action === 'members.verify')?.actorName).toEqual(expect.any(String));

    // Reference data and seed bookkeeping are not activity.
    const national = await backend.call('GET', '/audit/recent?limit=50', { token: tokens.superadmin });
    const nationalActions = (national.body.data?.entries as Entry[]).map((e) => e.action);
    expect(nationalActions.filter((a) => /^(roles|role_permissions|seed)\./.test(a))).toEqual([]);
  });
});
