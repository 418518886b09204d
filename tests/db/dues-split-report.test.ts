// The dues split report (issue 27 §3) reads the split ledger (public.payment_shares) through its
// summary, private.dues_split_totals: for every officer level and period its shares per level,
// province and chapter equal computing them again over the rows the officer sees, the shares sum
// exactly to the completed payments (net of refunds), and it says so. The summary equals a fresh
// aggregate over payments and ledger rows on the seed and after a burst of payments, partial and
// full refunds, a payment moved to another chapter and one deleted; the report still reconciles. A
// payment credited without its ledger rows is reported as not reconciling. A DPC sees its own only.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedDuesSplitReport } from '../support/counted-dues-split-report.ts';
import type { ReportPeriod } from '../support/counted-financial-report.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;

interface Row {
  organizationId: string;
  name: string;
  provinceName?: string;
  payments: number;
  amount: number;
  dpp: number;
  dpw: number;
  dpc: number;
}
interface Report {
  totals: Omit<Row, 'organizationId' | 'name'>;
  provinces: Row[];
  chapters: Row[];
  reconciliation: { payments: number; shares: number; balanced: boolean };
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.bagian@contoh.id', 'Baru Bagian');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
});

const PERIODS: ReportPeriod[] = ['month', 'quarter', 'year'];
const OFFICERS = ['superadmin', 'dpwJabar', 'dpcBandung', 'dpcSurabaya'] as const;

/** Today by the test clock, a day of the year before (the seed's payments fill it), and extra days. */
async function anchors(extra: string[] = []): Promise<string[]> {
  const [row] = await db.sql<{ today: string; before: string }[]>`
    select private.today()::text as today, (private.today() - interval '1 year')::date::text as before`;
  return [...new Set([row!.today, row!.before, ...extra])];
}

async function reportAndCount(actor: Actor, period: ReportPeriod, anchor: string) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ report: Report }[]>`
      select public.dues_split_report(${period}, ${anchor}::date) - 'asOf' as report`;
    const [reference] = await countedDuesSplitReport(tx, period, anchor);
    return { report: row!.report, counted: reference!.counted };
  });
}

/** Every officer, period and anchor: slow on a loaded machine (the tests calling it allow 120 s). */
async function expectReportsToMatchCounts(extra: string[] = []) {
  for (const anchor of await anchors(extra)) {
    for (const name of OFFICERS) {
      for (const period of PERIODS) {
        const { report, counted } = await reportAndCount(actors[name], period, anchor);
        expect({ name, period, anchor, ...report }).toEqual({ name, period, anchor, ...counted });
      }
    }
  }
}

/** The summary's rows (zero rows left by removals dropped), and the same counted from the rows. */
async function expectSummaryExact() {
  const summary = await db.sql<{ row: unknown[] }[]>`
    select jsonb_build_array(organization_id, month::text, payments, paid, dpp, dpw, dpc) as row
    from private.dues_split_totals
    where payments <> 0 or paid <> 0 or dpp <> 0 or dpw <> 0 or dpc <> 0
    order by organization_id, month`;
  const counted = await db.sql<{ row: unknown[] }[]>`
    with rows as (
      select p.organization_id, date_trunc('month', private.calendar_date(p.paid_at))::date as month,
             1 as payments, p.amount - p.refunded_amount as paid, 0 as dpp, 0 as dpw, 0 as dpc
      from public.payments p where p.status in ('completed', 'refunded')
      union all
      select p.organization_id, date_trunc('month', private.calendar_date(p.paid_at))::date, 0, 0,
             case s.level when 'DPP' then s.amount else 0 end, case s.level when 'DPW' then s.amount else 0 end,
             case s.level when 'DPC' then s.amount else 0 end
      from public.payment_shares s join public.payments p on p.id = s.payment_id
    )
    select jsonb_build_array(organization_id, month::text, sum(payments), sum(paid), sum(dpp), sum(dpw), sum(dpc)) as row
    from rows group by organization_id, month order by organization_id, month`;
  expect(summary.length).toBeGreaterThan(0);
  expect(summary.map((r) => r.row)).toEqual(counted.map((r) => r.row));
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

/** Records a payment of a member's oldest unpaid bill in a chapter, as its officer does. */
async function payOldestBill(officer: Actor, bpsCode: string) {
  const [bill] = await db.sql<{ id: string; memberId: string }[]>`
    select b.id, b.member_id as "memberId" from public.bills b
    join public.members m on m.id = b.member_id and m.user_id is null
    where b.organization_id = ${chapter(bpsCode)} and b.status = 'unpaid'
      and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                      where pb.bill_id = b.id and p.status = 'pending')
    order by b.due_date, b.id limit 1`;
  const [payment] = await as(
    db.sql,
    officer,
    (tx) => tx<{ id: string; amount: number; day: string }[]>`
      select id, amount, private.calendar_date(paid_at)::text as day
      from public.record_payment(${bill!.memberId}, ${[bill!.id]}::uuid[], 'cash')`,
  );
  return payment!;
}

/** A refund of that much of the payment, as private.apply_gateway_status applies a confirmed one. */
async function refund(paymentId: string, refunded: number) {
  await db.sql`
    with p as (
      update public.payments
      set refunded_amount = ${refunded}, status = case when ${refunded} = amount then 'refunded' else status end
      where id = ${paymentId} returning *
    )
    select private.write_payment_shares(p, 'reversal') from p`;
}

describe('the dues split report', () => {
  it('equals computing the shares again over the officer’s payments, and reconciles, on the seed', async () => {
    await expectSummaryExact();
    await expectReportsToMatchCounts();
    // The cases are not all empty, and the shares sum to the payments.
    const [, before] = await anchors();
    for (const name of OFFICERS) {
      const { report } = await reportAndCount(actors[name], 'year', before!);
      expect(report.totals.amount, name).toBeGreaterThan(0);
      expect(report.reconciliation, name).toEqual({
        payments: report.totals.amount,
        shares: report.totals.amount,
        balanced: true,
      });
      expect(report.totals.dpp + report.totals.dpw + report.totals.dpc).toBe(report.totals.amount);
      expect(report.totals.dpp).toBeGreaterThan(0);
    }
  }, 120_000);

  it('shows a DPC its own payments and what of them goes up; a DPW its DPCs; DPP every province', async () => {
    const [, before] = await anchors();
    const { report: dpc } = await reportAndCount(actors.dpcBandung, 'year', before!);
    expect(dpc.chapters.map((row) => row.name)).toEqual(['Kota Bandung']);
    expect(dpc.provinces.map((row) => row.name)).toEqual(['Jawa Barat']);
    // What the DPC owes its DPW and DPP is the DPW and DPP shares of its own payments.
    expect(dpc.provinces[0]).toMatchObject({ dpp: dpc.chapters[0]!.dpp, dpw: dpc.chapters[0]!.dpw });
    // What the DPC sees of itself is what its DPW and DPP see of it.
    const { report: dpw } = await reportAndCount(actors.dpwJabar, 'year', before!);
    expect(dpw.chapters.find((row) => row.name === 'Kota Bandung')).toEqual(dpc.chapters[0]);
    expect(dpw.chapters.length).toBeGreaterThan(1);
    expect(new Set(dpw.chapters.map((row) => row.provinceName))).toEqual(new Set(['Jawa Barat']));
    const { report: national } = await reportAndCount(actors.superadmin, 'year', before!);
    expect(national.chapters.find((row) => row.name === 'Kota Bandung')).toEqual(dpc.chapters[0]);
    expect(national.provinces.find((row) => row.name === 'Jawa Barat')).toEqual(dpw.provinces[0]);
    expect(national.provinces.length).toBeGreaterThan(1);
    // Surabaya's officer sees nothing of Bandung.
    const { report: surabaya } = await reportAndCount(actors.dpcSurabaya, 'year', before!);
    expect(surabaya.chapters.map((row) => row.name)).not.toContain('Kota Bandung');
    expect(surabaya.provinces.map((row) => row.name)).not.toContain('Jawa Barat');
  });

  it('follows payments, partial and full refunds, a payment moved and one deleted, and still reconciles', async () => {
    const bandung = await payOldestBill(actors.dpcBandung, '3273');
    const surabaya = await payOldestBill(actors.dpcSurabaya, '3578');
    const partly = await payOldestBill(actors.dpcBandung, '3273');
    const [, before] = await anchors();
    const { report: ahead } = await reportAndCount(actors.dpcBandung, 'month', bandung.day);
    await refund(partly.id, 10_001);
    await refund(bandung.id, bandung.amount);
    await expectSummaryExact();
    await expectReportsToMatchCounts([bandung.day, surabaya.day]);

    const { report } = await reportAndCount(actors.dpcBandung, 'month', bandung.day);
    expect(report.totals.amount).toBe(ahead.totals.amount - bandung.amount - 10_001);
    expect(report.reconciliation).toEqual({
      payments: report.totals.amount,
      shares: report.totals.amount,
      balanced: true,
    });
    for (const name of OFFICERS) {
      const { report: other } = await reportAndCount(actors[name], 'year', before!);
      expect(other.reconciliation.balanced, name).toBe(true);
    }

    // A payment moved to another chapter takes its shares along; one deleted (its ledger rows
    // first: they hold on to it) leaves nothing behind.
    await db.sql`update public.payments set organization_id = ${chapter('3578')} where id = ${partly.id}`;
    const [member] = await db.sql<{ id: string }[]>`
      select id from public.members where organization_id = ${chapter('3273')} order by id limit 1`;
    const [extra] = await db.sql<{ id: string }[]>`
      with p as (
        insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
        values (${member!.id}, ${chapter('3273')}, 75000, 'cash', 'completed', now()) returning *
      )
      select id, private.write_payment_shares(p) from p`;
    await expectSummaryExact();
    await db.sql`delete from public.payment_shares where payment_id = ${extra!.id}`;
    await db.sql`delete from public.payments where id = ${extra!.id}`;
    await expectSummaryExact();
    await expectReportsToMatchCounts([bandung.day]);
  }, 120_000);

  it('says so when a completed payment has no ledger rows', async () => {
    const [member] = await db.sql<{ id: string }[]>`
      select id from public.members where organization_id = ${chapter('3273')} order by id limit 1`;
    const [row] = await db.sql<{ day: string }[]>`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${member!.id}, ${chapter('3273')}, 50000, 'cash', 'completed', now())
      returning private.calendar_date(paid_at)::text as day`;
    const { report, counted } = await reportAndCount(actors.dpcBandung, 'month', row!.day);
    expect(report).toEqual(counted);
    expect(report.reconciliation.balanced).toBe(false);
    expect(report.reconciliation.payments - report.reconciliation.shares).toBe(50_000);
  });

  it('is refused to members, to a verified newcomer and for an unknown period', async () => {
    for (const actor of [actors.anggota, stranger, actors.anon]) {
      expect(await sqlState(tryAs(db.sql, actor, (tx) => tx`select public.dues_split_report('month')`))).toBe('42501');
    }
    for (const period of ['week', 'bukan']) {
      expect(
        await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select public.dues_split_report(${period})`)),
      ).toBe('22023');
    }
  });
});
