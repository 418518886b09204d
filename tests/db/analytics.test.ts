// The analytics trend view (issue 27 §4) is read from the summaries (the membership report's growth
// months, private.bill_totals, private.member_arrears, private.membership_event_totals) and the
// members verified in the window: for every officer level and window it equals counting the events
// ledger, the bills and the members of the chapters where the officer holds reports.view, on the seed
// and after a burst (a stranger registers and is verified, a payment, a transfer). What a DPC officer
// sees of their chapter is what their DPW sees of it; members and newcomers get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedAnalytics } from '../support/counted-analytics.ts';
import { reportScope } from '../support/counted-membership-report.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

const OFFICERS = ['superadmin', 'dpwJabar', 'dpcBandung'] as const;
const WINDOWS = [6, 12, 24] as const;

async function analytics(actor: Actor, months: number) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ figures: Record<string, unknown> }[]>`
      select public.analytics(${months}::int) - 'asOf' as figures`;
    return { figures: row!.figures, scope: await reportScope(tx) };
  });
}

async function expectAnalyticsToMatchCounts() {
  for (const name of OFFICERS) {
    for (const months of WINDOWS) {
      const { figures, scope } = await analytics(actors[name], months);
      const [reference] = await countedAnalytics(db.sql, scope, months);
      expect({ name, months, ...figures }).toEqual({ name, months, ...reference!.counted });
    }
  }
}

type Month = Record<string, number | string | null>;
const last = (figures: Record<string, unknown>, key: string) => (figures[key] as Month[]).at(-1)!;

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

describe('the analytics trend view', () => {
  it('equals counting the ledger, the bills and the members for every level and window, on the seed', async () => {
    await expectAnalyticsToMatchCounts();
    // The comparison above would pass on nothing: the seed gives members, bills and arrears.
    const { figures } = await analytics(actors.dpcBandung, 12);
    expect(figures['members']).toHaveLength(12);
    expect(last(figures, 'members')['total']).toBeGreaterThan(0);
    expect((figures['collection'] as Month[]).some((month) => Number(month['billed']) > 0)).toBe(true);
    const arrears = figures['arrears'] as Month[];
    expect(arrears.map((bucket) => bucket['bucket'])).toEqual(['1-7', '8-30', '>30']);
    expect(arrears.reduce((sum, bucket) => sum + Number(bucket['members']), 0)).toBeGreaterThan(0);
  });

  it('shows a DPC as its DPW sees it: the DPW counts at least the DPC', async () => {
    const { figures: dpc } = await analytics(actors.dpcBandung, 6);
    const { figures: dpw } = await analytics(actors.dpwJabar, 6);
    const { figures: national } = await analytics(actors.superadmin, 6);
    const total = (figures: Record<string, unknown>) => Number(last(figures, 'members')['total']);
    expect(total(dpw)).toBeGreaterThan(total(dpc));
    expect(total(national)).toBeGreaterThan(total(dpw));
  });

  it('follows a stranger registered and verified, a payment and a transfer', async () => {
    const before = (await analytics(actors.dpcBandung, 12)).figures;
    const { memberId } = await signUpInBandung(db.sql, 'baru.analitik@contoh.id', 'Baru Analitik');
    const registered = (await analytics(actors.dpcBandung, 12)).figures;
    expect(last(registered, 'registrations')['applications']).toBe(
      Number(last(before, 'registrations')['applications']) + 1,
    );
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);

    const [overdue] = await db.sql<{ id: string; memberId: string; amount: number }[]>`
      select b.id, b.member_id as "memberId", b.amount from public.bills b
      where b.organization_id = ${chapter('3273')} and b.status = 'unpaid' and b.due_date < private.today()
      order by b.due_date desc, b.id limit 1`;
    const paidAt = db.sql`((private.today() + time '10:00') at time zone 'Asia/Jakarta')`;
    await db.sql`update public.bills set status = 'paid', paid_at = ${paidAt} where id = ${overdue!.id}`;
    await db.sql`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${overdue!.memberId}, ${chapter('3273')}, ${overdue!.amount}, 'cash', 'completed', ${paidAt})`;
    await db.sql`
      update public.members set organization_id = ${chapter('3578')}
      where id in (select id from public.members where organization_id = ${chapter('3273')}
                   and membership_status = 'ACTIVE' and user_id is null order by id limit 2)`;

    const after = (await analytics(actors.dpcBandung, 12)).figures;
    expect(last(after, 'registrations')['verifications']).toBe(
      Number(last(before, 'registrations')['verifications']) + 1,
    );
    expect(Number(last(after, 'registrations')['verifiedWithDates'])).toBeGreaterThanOrEqual(1);
    expect(after['medianDays']).not.toBeNull();
    expect(last(after, 'members')['transfersOut']).toBe(Number(last(before, 'members')['transfersOut']) + 2);
    await expectAnalyticsToMatchCounts();
  });

  it('is refused to members, to a verified newcomer, and for another window', async () => {
    const { actor: stranger, memberId } = await signUpInBandung(db.sql, 'tolak.analitik@contoh.id', 'Tolak Analitik');
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
    for (const actor of [actors.anggota, stranger, actors.anon]) {
      expect(await sqlState(tryAs(db.sql, actor, (tx) => tx`select public.analytics()`))).toBe('42501');
    }
    for (const months of [0, 7, 36]) {
      expect(
        await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select public.analytics(${months}::int)`)),
      ).toBe('22023');
    }
  });
});
