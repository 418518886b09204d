// The financial report's revenue per dues category is read from private.category_revenue_totals
// (issue 27 §2), kept by triggers on payments, payment_bills and bills. It equals summing
// payment_bills of completed payments afresh, by chapter of the payment, category of the bill and WIB
// month of the payment date: on the seed, and after a burst of QRIS settlements and failures,
// recorded payments, refunds, a payment moved to another chapter and one deleted, bills attached to
// and detached from a completed payment, and a paid bill moved to another category.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type DemoActors, as, demoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

type Row = [organizationId: string, categoryId: string, month: string, bills: number, amount: number];

/** The summary's rows (zero rows left by removals dropped), and the same counted from the rows. */
async function summaryAndCount() {
  const summary = await db.sql<{ row: Row }[]>`
    select jsonb_build_array(organization_id, category_id, month::text, bills, amount) as row
    from private.category_revenue_totals where bills <> 0 or amount <> 0
    order by organization_id, category_id, month`;
  const counted = await db.sql<{ row: Row }[]>`
    select jsonb_build_array(x.organization_id, x.category_id, x.month::text, count(*), sum(x.amount)) as row
    from (select p.organization_id, b.category_id, pb.amount,
                 date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date as month
          from public.payments p
          join public.payment_bills pb on pb.payment_id = p.id
          join public.bills b on b.id = pb.bill_id
          where p.status = 'completed') x
    group by x.organization_id, x.category_id, x.month
    order by x.organization_id, x.category_id, x.month`;
  return { summary: summary.map((r) => r.row), counted: counted.map((r) => r.row) };
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

/** Unpaid bills of members without an account in a chapter, free of pending attempts, oldest first. */
async function unpaidBills(bpsCode: string, count: number) {
  return db.sql<{ id: string; memberId: string; amount: number }[]>`
    select b.id, b.member_id as "memberId", b.amount from public.bills b
    join public.members m on m.id = b.member_id and m.user_id is null
    where b.organization_id = ${chapter(bpsCode)} and b.status = 'unpaid'
      and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                      where pb.bill_id = b.id and p.status = 'pending')
      and b.member_id = (select b2.member_id from public.bills b2 join public.members m2 on m2.id = b2.member_id
                         where b2.organization_id = ${chapter(bpsCode)} and b2.status = 'unpaid' and m2.user_id is null
                         order by b2.due_date, b2.id limit 1)
    order by b.due_date, b.id limit ${count}`;
}

/** A QRIS attempt the officer opens for the bills, as POST /dues/payments/qris does. */
async function openQris(billIds: string[]) {
  const [payment] = await as(
    db.sql,
    actors.dpcBandung,
    (tx) => tx<{ id: string }[]>`
      select id from public.open_qris_payment(${billIds}::uuid[], now() + interval '10 minutes')`,
  );
  return payment!.id;
}

describe('the revenue per dues category summary', () => {
  it('equals summing the settled bills of completed payments, on the seed', async () => {
    const { summary, counted } = await summaryAndCount();
    expect(summary).toEqual(counted);
    expect(summary.length).toBeGreaterThan(1);
  });

  it('follows settlements, failures, recorded payments, refunds, moves, deletions and category changes', async () => {
    // A QRIS attempt settled by the gateway, and one that fails.
    const [first, second] = await unpaidBills('3273', 2);
    const settled = await openQris([first!.id]);
    await db.sql`select private.settle_payment(${settled})`;
    const failed = await openQris([second!.id]);
    await db.sql`update public.payments set status = 'failed' where id = ${failed}`;

    // Two payments an officer records (two bills in one), one of them later refunded in full.
    const bills = await unpaidBills('3273', 2);
    const [recorded] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string }[]>`
        select id from public.record_payment(${bills[0]!.memberId}, ${bills.map((b) => b.id)}::uuid[], 'cash')`,
    );
    const [surabaya] = await unpaidBills('3578', 1);
    const [refunded] = await as(
      db.sql,
      actors.dpcSurabaya,
      (tx) => tx<{ id: string }[]>`
        select id from public.record_payment(${surabaya!.memberId}, ${[surabaya!.id]}::uuid[], 'transfer')`,
    );
    await db.sql`update public.payments set status = 'refunded', refunded_amount = amount where id = ${refunded!.id}`;
    // A partial refund keeps the payment completed.
    await db.sql`update public.payments set refunded_amount = 1000 where id = ${recorded!.id}`;

    // A completed payment entered with its bills afterwards (as the seed does), then one bill
    // detached, the payment moved to another chapter and a month back, and another one deleted.
    const [loose, other] = await unpaidBills('3273', 2);
    const [direct] = await db.sql<{ id: string }[]>`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${loose!.memberId}, ${chapter('3273')}, ${loose!.amount + other!.amount}, 'cash', 'completed', now())
      returning id`;
    await db.sql`
      insert into public.payment_bills (payment_id, bill_id, amount)
      values (${direct!.id}, ${loose!.id}, ${loose!.amount}), (${direct!.id}, ${other!.id}, ${other!.amount})`;
    await db.sql`delete from public.payment_bills where payment_id = ${direct!.id} and bill_id = ${other!.id}`;
    await db.sql`
      update public.payments set organization_id = ${chapter('3578')}, paid_at = paid_at - interval '1 month'
      where id = ${direct!.id}`;
    const [gone] = await unpaidBills('3578', 1);
    const [deleted] = await db.sql<{ id: string }[]>`
      insert into public.payments (member_id, organization_id, amount, method, status, paid_at)
      values (${gone!.memberId}, ${chapter('3578')}, ${gone!.amount}, 'cash', 'completed', now())
      returning id`;
    await db.sql`insert into public.payment_bills (payment_id, bill_id, amount) values (${deleted!.id}, ${gone!.id}, ${gone!.amount})`;
    const before = await summaryAndCount();
    expect(before.summary).toEqual(before.counted);
    await db.sql`delete from public.payments where id = ${deleted!.id}`;

    // A settled bill moved to another category, and several payments settled in one statement.
    await db.sql`
      update public.bills set category_id = (select id from public.dues_categories c
                                             where c.id <> bills.category_id order by c.name limit 1)
      where id = ${first!.id}`;
    await db.sql`
      update public.payments set status = 'refunded'
      where id in (select id from public.payments where organization_id = ${chapter('3273')} and status = 'completed'
                   order by id limit 5)`;

    const { summary, counted } = await summaryAndCount();
    expect(summary).toEqual(counted);
    // The burst reached the summary: the deleted payment's bill is gone, the settled QRIS counted.
    const [row] = await db.sql<{ settled: number; deleted: number }[]>`
      select (select count(*)::int from public.payment_bills pb join public.payments p on p.id = pb.payment_id
              where p.id = ${settled} and p.status = 'completed') as settled,
             (select count(*)::int from public.payment_bills where payment_id = ${deleted!.id}) as deleted`;
    expect(row).toEqual({ settled: 1, deleted: 0 });
  });
});
