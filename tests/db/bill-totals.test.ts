// The bills list's summary from private.bill_totals (issue 12, docs/benchmarks/payments.md): for
// every role and filter it equals counting the bills the caller sees, before and after bills are
// generated, paid, waived, moved to another chapter and deleted.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const FILTERS = ['all', 'unpaid', 'overdue', 'paid', 'waived'] as const;

interface Totals {
  bills: number;
  amount: number;
}

/**
 * For every filter, over no month and the last three months bills exist in: the summary, and the
 * bills the actor sees counted (one scan, grouped, then filtered per case).
 */
async function summariesAndCounts(actor: Actor) {
  return as(
    db.sql,
    actor,
    (tx) => tx<{ filter: string; month: string | null; summary: Totals; counted: Totals }[]>`
    with visible as (
      select status, due_date, period_start, period_end, count(*) as bills, sum(amount) as amount
      from public.bills group by 1, 2, 3, 4
    ), months as (
      select null::date as month
      union all
      (select distinct date_trunc('month', period_start)::date from public.bills order by 1 desc limit 3)
    ), cases as (
      select f.filter, m.month from unnest(${FILTERS as unknown as string[]}::text[]) as f (filter), months m
    )
    select c.filter, to_char(c.month, 'YYYY-MM-DD') as month,
           json_build_object('bills', s.bills, 'amount', s.total_amount) as summary,
           json_build_object('bills', coalesce(sum(v.bills), 0), 'amount', coalesce(sum(v.amount), 0)) as counted
    from cases c
    cross join lateral public.bill_summary(c.filter, c.month) s
    left join visible v
      on private.bill_matches(c.filter, c.month, v.status, v.due_date, v.period_start, v.period_end)
    group by c.filter, c.month, s.bills, s.total_amount
  `,
  );
}

async function expectSummariesToMatchCounts() {
  for (const name of ['superadmin', 'dpwJabar', 'dpcBandung', 'anggota'] as const) {
    const rows = await summariesAndCounts(actors[name]);
    expect(rows).toHaveLength(FILTERS.length * 4);
    for (const row of rows) expect({ name, ...row }).toEqual({ name, ...row, summary: row.counted });
    // The cases are not all empty: the comparison above would pass on nothing.
    expect(rows.find((row) => row.filter === 'all' && row.month === null)!.counted.bills).toBeGreaterThan(0);
  }
}

describe('bill totals', () => {
  it('match counting the visible bills for every role and filter on the seed', async () => {
    await expectSummariesToMatchCounts();
  });

  it('follow generation, payment, waiving, a move to another chapter and deletion', async () => {
    await db.sql`select private.generate_bills(date '2031-03-01')`;
    const [paid] = await db.sql<{ id: string }[]>`
      update public.bills set status = 'paid', paid_at = now()
      where id in (select id from public.bills where status = 'unpaid' order by id limit 40) returning id`;
    expect(paid).toBeDefined();
    await db.sql`
      update public.bills set status = 'waived', waived_at = now(), waived_reason = 'Bencana alam'
      where id in (select id from public.bills where status = 'unpaid' order by id desc limit 25)`;
    await db.sql`
      update public.bills set organization_id = (select id from public.organizations where bps_code = '3578')
      where id in (select b.id from public.bills b join public.organizations o on o.id = b.organization_id
                   where o.bps_code = '3273' order by b.id limit 10)`;
    await db.sql`delete from public.bills where id in (select id from public.bills order by created_at desc, id limit 30)`;
    await expectSummariesToMatchCounts();
  });

  it('are never read directly by API roles', async () => {
    const error = await as(db.sql, actors.superadmin, (tx) => tx`select * from private.bill_totals`).catch((e) => e);
    expect(String(error)).toMatch(/permission denied/);
  });
});
