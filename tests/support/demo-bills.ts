import type postgres from 'postgres';
import { expect } from 'vitest';

/** The demo member's (anggota@simk.test) oldest unpaid bill, as the seed leaves it; fails the test when there is none. */
export async function firstUnpaidBill(sql: postgres.Sql): Promise<{ memberId: string; billId: string }> {
  const [bill] = await sql<{ memberId: string; billId: string }[]>`
    select b.member_id as "memberId", b.id as "billId"
    from public.bills b join public.members m on m.id = b.member_id
    where m.email = 'anggota@simk.test' and b.status = 'unpaid'
    order by b.due_date, b.id limit 1`;
  expect(bill).toBeDefined();
  return bill!;
}
