// The financial report (issue 27 §2) is read from the summaries the bills and payments keep: for
// every officer level and period it equals counting the bills and payments of the chapters where the
// officer holds reports.view, on the seed and after a burst of payments, refunds, waivers, bills
// moved to another chapter and revenue targets set. Members, and a person who just signed up and was verified, get none.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedFinancialReport, type ReportPeriod } from '../support/counted-financial-report.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.laporan@contoh.id', 'Baru Laporan');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
});

const PERIODS: ReportPeriod[] = ['month', 'quarter', 'year'];
/** 24 reports each counted again under RLS (national ones read every payment): slow on a shared machine. */
const COUNTING_TIMEOUT = 120_000;
const OFFICERS = ['superadmin', 'dpwJabar', 'dpcBandung', 'dpcSurabaya'] as const;

/** Today by the test clock, and a day of the year before (a period the seed's payments fill). */
async function anchors(): Promise<string[]> {
  const [row] = await db.sql<{ today: string; before: string }[]>`
    select private.today()::text as today, (private.today() - interval '1 year')::date::text as before`;
  return [row!.today, row!.before];
}

async function reportAndCount(actor: Actor, period: ReportPeriod, anchor: string) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ report: Record<string, unknown> }[]>`
      select public.financial_report(${period}, ${anchor}::date) - 'asOf' as report`;
    const [reference] = await countedFinancialReport(tx, period, anchor);
    return { report: row!.report, counted: reference!.counted };
  });
}

async function expectReportsToMatchCounts() {
  for (const anchor of await anchors()) {
    for (const name of OFFICERS) {
      for (const period of PERIODS) {
        const { report, counted } = await reportAndCount(actors[name], period, anchor);
        expect({ name, period, anchor, ...report }).toEqual({ name, period, anchor, ...counted });
      }
    }
  }
  // The cases are not all empty: the comparison above would pass on nothing.
  const [, before] = await anchors();
  const { counted } = await reportAndCount(actors.dpcBandung, 'year', before!);
  expect(counted).toMatchObject({
    revenue: { current: { amount: expect.any(Number) } },
    arrears: { members: expect.any(Number) },
  });
  expect((counted['revenue'] as { current: { amount: number } }).current.amount).toBeGreaterThan(0);
  expect((counted['arrearsByChapter'] as unknown[]).length).toBeGreaterThan(0);
  expect((counted['categories'] as unknown[]).length).toBeGreaterThan(0);
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

describe('the financial report', () => {
  it(
    'equals counting the rows of the officer’s chapters, for every level, period and anchor, on the seed',
    async () => {
      await expectReportsToMatchCounts();
    },
    COUNTING_TIMEOUT,
  );

  it('shows a DPC its own chapter only, and a DPP officer the provinces', async () => {
    const [today] = await anchors();
    const { report: dpc } = await reportAndCount(actors.dpcBandung, 'year', today!);
    const names = (rows: unknown) =>
      (rows as { name: string; level: string }[]).map((row) => `${row.level} ${row.name}`);
    expect(names(dpc['arrearsByChapter'])).toEqual(['DPC Kota Bandung']);
    // What the DPC sees of itself is what its DPW sees of it.
    const { report: dpw } = await reportAndCount(actors.dpwJabar, 'year', today!);
    const bandungSeenByDpw = (dpw['arrearsByChapter'] as { name: string }[]).find((row) => row.name === 'Kota Bandung');
    expect(bandungSeenByDpw).toEqual((dpc['arrearsByChapter'] as unknown[])[0]);
    const { report: national } = await reportAndCount(actors.superadmin, 'year', today!);
    expect(names(national['arrearsByChapter']).every((name) => !name.startsWith('DPC '))).toBe(true);
    expect(names(national['arrearsByChapter']).length).toBeGreaterThan(0);
  });

  it(
    'follows payments, refunds, waivers and bills moved to another chapter',
    async () => {
      const paidAt = db.sql`((private.today() + time '10:00') at time zone 'Asia/Jakarta')`;
      const [overdue] = await db.sql<{ id: string; memberId: string; organizationId: string; amount: number }[]>`
      select b.id, b.member_id as "memberId", b.organization_id as "organizationId", b.amount
      from public.bills b
      where b.organization_id = ${chapter('3273')} and b.status = 'unpaid' and b.due_date < private.today()
      order by b.id limit 1`;
      await db.sql`update public.bills set status = 'paid', paid_at = ${paidAt} where id = ${overdue!.id}`;
      await db.sql`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${overdue!.memberId}, ${overdue!.organizationId}, ${overdue!.amount}, 'cash', 'completed', ${paidAt}),
             (${overdue!.memberId}, ${chapter('3578')}, 50000, 'transfer', 'completed', ${paidAt})`;
      await db.sql`
      update public.payments set status = 'refunded'
      where id = (select id from public.payments where organization_id = ${chapter('3273')} and status = 'completed'
                  order by id limit 1)`;
      await db.sql`
      update public.bills set status = 'waived', waived_at = now(), waived_reason = 'Bencana alam'
      where id in (select id from public.bills where status = 'unpaid' and due_date < private.today()
                   order by id desc limit 15)`;
      // Revenue targets: Kota Bandung's own for the year, Jawa Barat's own for one month only.
      await db.sql`
      insert into public.revenue_targets (organization_id, year, month, amount)
      select ${chapter('3273')}, extract(year from private.today())::int, m, 1000000 * m from generate_series(1, 12) m
      union all select ${chapter('32')}, extract(year from private.today())::int, 3, 99000000`;
      // Unpaid bills follow a member who transfers (private.decide_transfer); paid ones stay.
      await db.sql`
      update public.bills set organization_id = ${chapter('3578')}
      where id in (select id from public.bills where organization_id = ${chapter('3273')} and status = 'unpaid'
                   order by id limit 10)`;
      await expectReportsToMatchCounts();
    },
    COUNTING_TIMEOUT,
  );

  it('is refused to members, to a verified newcomer and for an unknown period', async () => {
    for (const actor of [actors.anggota, stranger, actors.anon]) {
      expect(await sqlState(tryAs(db.sql, actor, (tx) => tx`select public.financial_report('month')`))).toBe('42501');
    }
    expect(await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select public.financial_report('week')`))).toBe(
      '22023',
    );
    expect(await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select public.financial_report('bukan')`))).toBe(
      '22023',
    );
  });
});
