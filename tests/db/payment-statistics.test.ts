// The dashboard's payment figures (GET /statistics/payments and the signed-in overview's totals,
// issue 27) are read from private.payment_totals: for every role, and for a person who just signed
// up and was verified, they equal counting the payments the caller sees, on the seed and after
// payments, a refund and a payment moved to another chapter.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedPaymentStatistics } from '../support/counted-payment-statistics.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;
let strangerMemberId: string;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.bayar@contoh.id', 'Baru Bayar');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
  strangerMemberId = memberId;
});

async function figuresAndCounts(actor: Actor, year: number) {
  return as(db.sql, actor, async (tx) => {
    const months = await tx<{ m: number; n: number; total: number }[]>`
      select month as m, payment_count::int as n, total_amount::float8 as total from public.payment_statistics(${year})`;
    const [received] = await tx<{ total: number; n: number }[]>`
      select total_amount::float8 as total, payment_count::int as n from public.payments_received()`;
    const [reference] = await countedPaymentStatistics(tx, year);
    return {
      figures: { months: months.map((row) => [row.m, row.n, row.total]), received: [received!.total, received!.n] },
      counted: reference!,
    };
  });
}

async function expectFiguresToMatchCounts() {
  const [row] = await db.sql<{ year: number }[]>`select extract(year from private.today())::int as year`;
  const all = { ...actors, stranger };
  for (const year of [row!.year, row!.year - 1]) {
    for (const name of ['superadmin', 'dpwJabar', 'dpcBandung', 'anggota', 'stranger'] as const) {
      const { figures, counted } = await figuresAndCounts(all[name], year);
      expect({ name, year, ...figures }).toEqual({ name, year, ...counted });
    }
  }
  // The cases are not all empty: the comparison above would pass on nothing.
  const { counted } = await figuresAndCounts(actors.dpcBandung, row!.year);
  expect(counted.received[1]).toBeGreaterThan(0);
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

// Counting every role's payments under RLS (two years, five callers) takes about 25 s alone, more
// beside the browser shard: over vitest's default 30 s.
describe('the dashboard payment figures', { timeout: 120_000 }, () => {
  it('equal counting the payments each role sees, and a verified newcomer’s own, on the seed', async () => {
    await expectFiguresToMatchCounts();
  });

  it('follow payments, a refund and a payment moved to another chapter', async () => {
    const paidAt = db.sql`((private.today() + time '09:00') at time zone 'Asia/Jakarta')`;
    await db.sql`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${strangerMemberId}, ${chapter('3273')}, 150000, 'cash', 'completed', ${paidAt}),
             (${strangerMemberId}, ${chapter('3578')}, 75000, 'transfer', 'completed', ${paidAt})`;
    await db.sql`
      update public.payments set status = 'refunded'
      where id = (select id from public.payments where organization_id = ${chapter('3273')} and status = 'completed'
                  order by id limit 1)`;
    await db.sql`
      update public.payments set organization_id = ${chapter('3578')}
      where id = (select id from public.payments where organization_id = ${chapter('3273')} and status = 'completed'
                  order by id desc limit 1)`;
    await expectFiguresToMatchCounts();
    const [year] = await db.sql<{ y: number }[]>`select extract(year from private.today())::int as y`;
    const { figures } = await figuresAndCounts(stranger, year!.y);
    expect(figures.received).toEqual([225000, 2]);
  });
});
