// Revenue targets (issue 27 §2, "monthly revenue vs target"): a chapter's officers (dues.bill) set
// its twelve monthly targets through set_revenue_targets, audited; anyone else is refused, and bad
// input is refused with an Indonesian message. The financial report's months carry the scope's
// target: a DPC its own; a DPW its own when set, else the sum of its DPCs'; the DPP likewise over
// its DPWs. The report equals the counted reference with targets set.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedFinancialReport } from '../support/counted-financial-report.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;
let year: number;
const ids: Record<string, string> = {};

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.target@contoh.id', 'Baru Target');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
  const [row] = await db.sql<{ year: number }[]>`select extract(year from private.today())::int as year`;
  year = row!.year;
  for (const [name, code] of [
    ['bandung', '3273'],
    ['kabBandung', '3204'],
    ['surabaya', '3578'],
    ['jabar', '32'],
  ] as const) {
    const [org] = await db.sql<{ id: string }[]>`select id from public.organizations where bps_code = ${code}`;
    ids[name] = org!.id;
  }
});

const twelve = (amount: number | null) => Array.from({ length: 12 }, () => amount);

function setTargets(actor: Actor, organizationId: string, amounts: (number | null)[], forYear = year) {
  return as(
    db.sql,
    actor,
    (tx) => tx<{ month: number; amount: number }[]>`
      select month, amount::float8 as amount from public.set_revenue_targets(${organizationId}, ${forYear}, ${amounts}::bigint[])`,
  );
}

/** The targets of the year's months in the actor's financial report, and the counted reference's. */
async function yearTargets(actor: Actor) {
  return as(db.sql, actor, async (tx) => {
    const anchor = `${year}-06-15`;
    const [row] = await tx<{ report: { months: { target: number | null }[] } }[]>`
      select public.financial_report('year', ${anchor}::date) - 'asOf' as report`;
    const [reference] = await countedFinancialReport(tx, 'year', anchor);
    const counted = reference!.counted as { months: { target: number | null }[] };
    return { report: row!.report.months.map((m) => m.target), counted: counted.months.map((m) => m.target) };
  });
}

describe('revenue targets', () => {
  it('are set by the chapter’s officers and summed up the levels when a level has none of its own', async () => {
    const bandung = [1_000_000, 2_000_000, ...twelve(1_500_000).slice(2)];
    expect((await setTargets(actors.dpcBandung, ids['bandung']!, bandung)).map((row) => row.amount)).toEqual(bandung);
    // A DPW officer sets one of its DPCs' (with months left without a target).
    await setTargets(actors.dpwJabar, ids['kabBandung']!, [500_000, null, ...twelve(500_000).slice(2)]);

    const dpc = await yearTargets(actors.dpcBandung);
    expect(dpc.report).toEqual(bandung);
    expect(dpc.report).toEqual(dpc.counted);
    const dpw = await yearTargets(actors.dpwJabar);
    expect(dpw.report).toEqual([1_500_000, 2_000_000, ...twelve(2_000_000).slice(2)]);
    expect(dpw.report).toEqual(dpw.counted);
    const surabaya = await yearTargets(actors.dpcSurabaya);
    expect(surabaya.report).toEqual(twelve(null));
    expect(surabaya.report).toEqual(surabaya.counted);

    // The DPW's own target, where set, replaces its DPCs' sum: for it and for the DPP above it.
    await setTargets(actors.dpwJabar, ids['jabar']!, [10_000_000, ...twelve(null).slice(1)]);
    const own = await yearTargets(actors.dpwJabar);
    expect(own.report).toEqual([10_000_000, 2_000_000, ...twelve(2_000_000).slice(2)]);
    expect(own.report).toEqual(own.counted);
    const national = await yearTargets(actors.superadmin);
    expect(national.report).toEqual(national.counted);
    expect(national.report[0]).toBe(10_000_000);

    // Audited, with the year's targets before and after.
    const [audit] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_logs
      where action = 'revenue_targets.set' and entity_id = ${`${ids['bandung']}:${year}`} and after is not null`;
    expect(audit!.n).toBe(1);
  });

  it('are refused to officers of another chapter, members, a verified newcomer and strangers', async () => {
    for (const [actor, organization] of [
      [actors.dpcBandung, 'surabaya'],
      [actors.dpcBandung, 'jabar'],
      [actors.dpcSurabaya, 'bandung'],
      [actors.anggota, 'bandung'],
      [stranger, 'bandung'],
      [actors.anon, 'bandung'],
    ] as const) {
      const state = await sqlState(
        tryAs(
          db.sql,
          actor,
          (tx) => tx`select 1 from public.set_revenue_targets(${ids[organization]!}, ${year}, ${twelve(1)}::bigint[])`,
        ),
      );
      expect({ actor: actor.name, organization, state }).toEqual({ actor: actor.name, organization, state: '42501' });
    }
    // Never written directly, even by the chapter's officer.
    const direct = await sqlState(
      tryAs(
        db.sql,
        actors.dpcBandung,
        (tx) =>
          tx`insert into public.revenue_targets (organization_id, year, month, amount) values (${ids['bandung']!}, ${year}, 1, 1)`,
      ),
    );
    expect(direct).toBe('42501');
  });

  it('refuse a bad year, a wrong number of months and an amount out of range, in Indonesian', async () => {
    const refusal = async (forYear: number, amounts: (number | null)[]) => {
      try {
        await tryAs(
          db.sql,
          actors.dpcBandung,
          (tx) => tx`select 1 from public.set_revenue_targets(${ids['bandung']!}, ${forYear}, ${amounts}::bigint[])`,
        );
        return null;
      } catch (error) {
        const {
          code,
          constraint_name: constraint,
          message,
        } = error as { code: string; constraint_name: string; message: string };
        return { code, constraint, message };
      }
    };
    expect(await refusal(1999, twelve(1))).toEqual({
      code: '22023',
      constraint: 'revenue_targets_year_range',
      message: 'Tahun target harus antara 2000 dan tahun depan.',
    });
    expect((await refusal(year + 2, twelve(1)))?.constraint).toBe('revenue_targets_year_range');
    expect(await refusal(year, twelve(1).slice(1))).toMatchObject({
      code: '22023',
      constraint: 'revenue_targets_month_range',
      message: 'Target pendapatan diisi untuk dua belas bulan.',
    });
    expect(await refusal(year, [-1, ...twelve(1).slice(1)])).toMatchObject({
      code: '22023',
      constraint: 'revenue_targets_amount_range',
    });
    expect((await refusal(year, [1_000_000_000_001, ...twelve(1).slice(1)]))?.constraint).toBe(
      'revenue_targets_amount_range',
    );
    // Next year is allowed, and nothing is a target of nothing.
    expect(await refusal(year + 1, twelve(0))).toBeNull();
  });

  it('are read by who sees the chapter’s reports only', async () => {
    await setTargets(actors.dpcSurabaya, ids['surabaya']!, twelve(700_000));
    const seen = (actor: Actor) =>
      as(
        db.sql,
        actor,
        (tx) =>
          tx<
            { n: number }[]
          >`select count(*)::int as n from public.revenue_targets where organization_id = ${ids['surabaya']!}`,
      );
    expect((await seen(actors.dpcSurabaya))[0]!.n).toBe(12);
    expect((await seen(actors.superadmin))[0]!.n).toBe(12);
    expect((await seen(actors.dpcBandung))[0]!.n).toBe(0);
    expect((await seen(actors.dpwJabar))[0]!.n).toBe(0);
    expect((await seen(actors.anggota))[0]!.n).toBe(0);
  });
});
