// The membership report (issue 27 §1) is read from the register's totals and the membership events'
// monthly sums: for every officer level, period kind, anchor and island group it equals counting the
// events ledger and the members of the chapters where the officer holds reports.view, on the seed
// and after a burst of verifications, transfers, expiries, suspensions and reactivations. What a DPC
// officer sees of their chapter is what their DPW sees of it; members and newcomers get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  countedMembershipReport,
  type MembershipReportAsked,
  reportScope,
} from '../support/counted-membership-report.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.keanggotaan@contoh.id', 'Baru Keanggotaan');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
});

const OFFICERS = ['superadmin', 'dpwJabar', 'dpcBandung', 'dpcSurabaya'] as const;

async function report(actor: Actor, asked: MembershipReportAsked) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ report: Record<string, unknown> }[]>`
      select public.membership_report(${asked.period}, ${asked.anchor}::date, ${asked.from ?? null}::date,
                                      ${asked.to ?? null}::date, ${asked.region ?? null}) - 'asOf' as report`;
    return { report: row!.report, scope: await reportScope(tx) };
  });
}

async function reportAndCount(actor: Actor, asked: MembershipReportAsked) {
  const { report: figures, scope } = await report(actor, asked);
  const [reference] = await countedMembershipReport(db.sql, scope, asked);
  return { report: figures, counted: reference!.counted };
}

/** Today by the test clock and a day of the year before, and a custom range across months. */
async function days() {
  const [row] = await db.sql<{ today: string; before: string; from: string; to: string }[]>`
    select private.today()::text as today, (private.today() - interval '1 year')::date::text as before,
           (private.today() - 100)::text as "from", (private.today() - 10)::text as "to"`;
  return row!;
}

async function expectReportsToMatchCounts() {
  const { today, before, from, to } = await days();
  const asks: MembershipReportAsked[] = [];
  for (const anchor of [today, before]) {
    for (const period of ['week', 'month', 'quarter', 'year'] as const) asks.push({ period, anchor });
  }
  asks.push({ period: 'custom', anchor: today, from, to });
  for (const name of OFFICERS) {
    for (const asked of asks) {
      for (const region of [null, 'jawa', 'sumatera']) {
        const { report: figures, counted } = await reportAndCount(actors[name], { ...asked, region });
        expect({ name, ...asked, region, ...figures }).toEqual({ name, ...asked, region, ...counted });
      }
    }
  }
  // The cases are not all empty: the comparison above would pass on nothing.
  const { counted } = await reportAndCount(actors.dpcBandung, { period: 'year', anchor: today });
  const cards = counted['cards'] as { current: Record<string, number>; previous: Record<string, number> };
  expect(cards.current['active']).toBeGreaterThan(0);
  expect(cards.current['new']).toBeGreaterThan(0);
  expect(cards.previous['total']).toBeGreaterThan(0);
  const months = counted['months'] as { joins: number }[];
  expect(months).toHaveLength(12);
  expect(months.filter((month) => month.joins > 0).length).toBeGreaterThan(3);
}

type Row = { name: string; total: number; active: number; new: number };
const rowsOf = (figures: Record<string, unknown>) => (figures['distribution'] as { rows: Row[] }).rows;

describe('the membership report', () => {
  it('equals counting the ledger and the register for every level, period, anchor and island group, on the seed', async () => {
    await expectReportsToMatchCounts();
  });

  it('shows a DPC its chapter as its DPW sees it, a DPW its DPCs, and the country per province', async () => {
    const { today } = await days();
    const asked: MembershipReportAsked = { period: 'month', anchor: today };
    const { report: dpc } = await report(actors.dpcBandung, asked);
    const { report: dpw } = await report(actors.dpwJabar, asked);
    const { report: national } = await report(actors.superadmin, asked);
    expect(rowsOf(dpc).map((row) => row.name)).toEqual(['Kota Bandung']);
    const cards = (dpc['cards'] as { current: Record<string, number> }).current;
    const bandung = rowsOf(dpw).find((row) => row.name === 'Kota Bandung');
    expect(bandung).toEqual(rowsOf(dpc)[0]);
    expect({ total: bandung!.total, active: bandung!.active, new: bandung!.new }).toEqual({
      total: cards['total'],
      active: cards['active'],
      new: cards['new'],
    });
    // The DPW's cards are the sum of its DPCs' rows.
    const dpwCards = (dpw['cards'] as { current: Record<string, number> }).current;
    expect(rowsOf(dpw).reduce((sum, row) => sum + row.total, 0)).toBe(dpwCards['total']);
    expect((dpw['distribution'] as { level: string }).level).toBe('chapter');
    expect((national['distribution'] as { level: string }).level).toBe('province');
    const jabar = rowsOf(national).find((row) => row.name === 'Jawa Barat');
    expect(jabar?.total).toBe(dpwCards['total']);
    // A region outside the DPC's island group leaves it nothing to count.
    const { report: elsewhere } = await report(actors.dpcBandung, { ...asked, region: 'sulawesi' });
    expect(rowsOf(elsewhere)).toEqual([]);
    expect((elsewhere['cards'] as { current: Record<string, number> }).current['total']).toBe(0);
  });

  it('counts a newcomer in "new" the day they are verified, and follows transfers and status changes', async () => {
    const { today } = await days();
    const asked: MembershipReportAsked = { period: 'month', anchor: today };
    const newOf = async (actor: Actor) =>
      ((await report(actor, asked)).report['cards'] as { current: Record<string, number> }).current['new'];
    const before = { dpc: await newOf(actors.dpcBandung), dpw: await newOf(actors.dpwJabar) };
    const { memberId } = await signUpInBandung(db.sql, 'gabung.keanggotaan@contoh.id', 'Gabung Keanggotaan');
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
    expect({ dpc: await newOf(actors.dpcBandung), dpw: await newOf(actors.dpwJabar) }).toEqual({
      dpc: before.dpc! + 1,
      dpw: before.dpw! + 1,
    });

    const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;
    await db.sql`
      update public.members set organization_id = ${chapter('3578')}
      where id in (select id from public.members where organization_id = ${chapter('3273')}
                   and membership_status = 'ACTIVE' and user_id is null order by id limit 3)`;
    await db.sql`
      update public.members set membership_status = 'EXPIRED'
      where id in (select id from public.members where membership_status = 'ACTIVE' order by id limit 9)`;
    await db.sql`
      update public.members set membership_status = 'SUSPENDED'
      where id in (select id from public.members where membership_status = 'ACTIVE' order by id desc limit 4)`;
    await db.sql`
      update public.members set membership_status = 'ACTIVE'
      where id in (select id from public.members where membership_status = 'EXPIRED' order by id limit 3)`;
    await db.sql`
      update public.members set membership_type = 'LUAR_BIASA'
      where id in (select id from public.members where membership_type = 'BIASA' order by id limit 2)`;
    await db.sql`
      update public.members set expiry_date = private.today() + 12
      where id in (select id from public.members where membership_status = 'ACTIVE' and organization_id = ${chapter('3273')}
                   order by id limit 2)`;
    await expectReportsToMatchCounts();
    const { report: dpc } = await report(actors.dpcBandung, asked);
    const month = (dpc['months'] as { transfersOut: number }[]).at(-1)!;
    expect(month.transfersOut).toBeGreaterThanOrEqual(3);
    expect(dpc['expiringSoon']).toBeGreaterThanOrEqual(2);
  });

  it('is refused to members, to a verified newcomer, and for an unknown period, region or a reversed range', async () => {
    for (const actor of [actors.anggota, stranger, actors.anon]) {
      expect(await sqlState(tryAs(db.sql, actor, (tx) => tx`select public.membership_report('month')`))).toBe('42501');
    }
    const refused = (statement: string) => sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx.unsafe(statement)));
    expect(await refused(`select public.membership_report('decade')`)).toBe('22023');
    expect(await refused(`select public.membership_report('month', p_region => 'atlantis')`)).toBe('22023');
    expect(await refused(`select public.membership_report('month', p_growth_months => 0)`)).toBe('22023');
    expect(await refused(`select public.membership_report('month', p_growth_months => 25)`)).toBe('22023');
    expect(await refused(`select public.membership_report('custom', null, date '2026-05-01', date '2026-04-01')`)).toBe(
      '22023',
    );
    expect(await refused(`select public.membership_report('custom', null, date '2026-05-01')`)).toBe('22023');
  });
});
