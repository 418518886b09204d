// The payments pages' figures (GET /dues/stats, issue 27 §5) are read from the summaries the bills
// and payments keep: for every role, and for a person who just signed up and was verified, they
// equal counting the bills and payments the caller sees under RLS, on the seed and after a burst of
// payments, lapsed QRIS attempts, refunds, waivers, bills moved to another chapter and a member's transfer.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedDuesStatistics } from '../support/counted-dues-statistics.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;

/** A person who signs up in Kota Bandung, as POST /auth/register records them, then verified there. */
async function verifiedStranger(): Promise<Actor> {
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.statistik@contoh.id', 'Baru Statistik');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  return actor;
}

beforeAll(async () => {
  actors = await demoActors(db.sql);
  stranger = await verifiedStranger();
});

interface DuesStats {
  totalRevenue: number;
  pendingPayments: number;
  overdueCount: number;
  overdueBills: number;
  arrears: number;
  thisMonthCollection: number;
  collectionRate: number | null;
}

/** The figures, and the same figures counted over the rows the actor sees (RLS), in one transaction. */
async function figuresAndCounts(actor: Actor) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ figures: DuesStats }[]>`select public.dues_statistics() as figures`;
    const [reference] = await countedDuesStatistics(tx);
    return { figures: row!.figures, counted: reference!.counted as unknown as DuesStats };
  });
}

async function expectFiguresToMatchCounts() {
  const all = { ...actors, stranger };
  for (const name of ['superadmin', 'dpwJabar', 'dpcBandung', 'anggota', 'stranger'] as const) {
    const { figures, counted } = await figuresAndCounts(all[name]);
    expect({ name, ...figures }).toEqual({ name, ...counted });
  }
  // The cases are not all empty: the comparison above would pass on nothing.
  const { counted } = await figuresAndCounts(actors.dpcBandung);
  expect(counted.totalRevenue).toBeGreaterThan(0);
  expect(counted.overdueCount).toBeGreaterThan(0);
  expect(counted.collectionRate).not.toBeNull();
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;
const memberOf = (email: string) => db.sql`(select id from public.members where email = ${email})`;

describe('dues statistics', () => {
  it('equal counting what each role sees on the seed, and what a verified newcomer sees', async () => {
    await expectFiguresToMatchCounts();
  });

  it('follow payments, refunds, waivers, bills moved to another chapter and a member’s transfer', async () => {
    // Payments this (clock) month: a Bandung member pays an overdue bill; the anggota pays
    // Surabaya (their own row outside any officer's Bandung scope); a pending attempt is opened.
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
             (${memberOf('anggota@simk.test')}, ${chapter('3578')}, 50000, 'transfer', 'completed', ${paidAt})`;
    await db.sql`
      insert into public.payments (member_id, organization_id, amount, method, status)
      select m.id, m.organization_id, 150000, 'qris', 'pending'
      from public.members m where m.organization_id = ${chapter('3273')} order by m.id limit 5`;
    // QRIS attempts of the anggota: one still open, one past its expiry the reconciliation has not
    // ended yet (not pending for the figures).
    await db.sql`
      insert into public.payments (member_id, organization_id, amount, method, status, expires_at)
      values (${memberOf('anggota@simk.test')}, ${chapter('3273')}, 150000, 'qris', 'pending', now() + interval '10 minutes'),
             (${memberOf('anggota@simk.test')}, ${chapter('3273')}, 150000, 'qris', 'pending', now() - interval '1 hour')`;
    // A refund of a seeded Bandung payment, and waived overdue bills.
    await db.sql`
      update public.payments set status = 'refunded'
      where id = (select id from public.payments where organization_id = ${chapter('3273')} and status = 'completed'
                  order by id limit 1)`;
    await db.sql`
      update public.bills set status = 'waived', waived_at = now(), waived_reason = 'Bencana alam'
      where id in (select id from public.bills where status = 'unpaid' and due_date < private.today()
                   order by id desc limit 15)`;
    // Bills moved to another chapter, and a member transferred to another DPC with their arrears behind.
    await db.sql`
      update public.bills set organization_id = ${chapter('3578')}
      where id in (select id from public.bills where organization_id = ${chapter('3273')} order by id limit 10)`;
    await db.sql`
      update public.members set organization_id = ${chapter('3578')}
      where id = (select a.member_id from private.member_arrears a
                  where a.organization_id = ${chapter('3273')} order by a.member_id limit 1)`;
    await expectFiguresToMatchCounts();
    const { figures } = await figuresAndCounts(actors.dpcBandung);
    expect(figures.thisMonthCollection).toBeGreaterThanOrEqual(overdue!.amount);
    expect(figures.pendingPayments).toBeGreaterThanOrEqual(5);
  });
});
