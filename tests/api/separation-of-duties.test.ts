// Separation of duties over HTTP (issue 24 N4, decision 0049): the demo officers are members too,
// and none of them decides their own transfer, records a payment for their own bill or waives it:
// the API answers 403 SEPARATION_OF_DUTIES with the SQL's sentence, and a second officer or the
// level above does it. And recorded payments are dated this month or the last unless SUPER_ADMIN
// (a clear 400, never a 500), by the database's calendar (private.today(), the test clock).
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function memberOf(email: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = ${email}`;
  return row!.id;
}

let period = 0;
/** A fresh unpaid bill of the member, for a month no seeded bill uses. */
async function unpaidBill(memberId: string): Promise<string> {
  period += 1;
  const start = `2031-${String(period).padStart(2, '0')}-01`;
  const [bill] = await db.sql<{ id: string }[]>`
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select m.id, (select c.id from public.dues_categories c order by c.created_at, c.id limit 1), m.organization_id,
           ${start}::date, (${start}::date + interval '1 month - 1 day')::date,
           (${start}::date + interval '1 month - 1 day')::date, 150000
    from public.members m where m.id = ${memberId}
    returning id`;
  return bill!.id;
}

function expectSeparation(
  response: { status: number; body: { error?: { code: string; message: string } } },
  action: string,
) {
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body.error?.code).toBe('SEPARATION_OF_DUTIES');
  expect(response.body.error?.message).toBe(
    `${action} Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.`,
  );
  expect(errorCatalogue.SEPARATION_OF_DUTIES.status).toBe(403);
}

describe('separation of duties', () => {
  it('an officer takes no step of their own transfer; the DPP releases it and the target DPC accepts it', async () => {
    const own = await memberOf('dpw.jabar@simk.test');
    const [request] = await db.sql<{ id: string }[]>`
      insert into public.transfer_requests (member_id, target_organization_id, reason,
                                            has_sip_current, has_sip_target, has_recommendation_letter)
      select ${own}, o.id, 'Pindah tugas ke Kota Bandung', true, true, true
      from public.organizations o where o.bps_code = '3273'
      returning id`;
    const step = (verb: 'approve' | 'reject', token: string) =>
      backend.call('POST', `/mutations/${request!.id}/${verb}`, { token, body: { note: 'Keputusan pengurus' } });

    // The request is not on its own officer's desk.
    const desk = await backend.call('GET', '/mutations/approvals', { token: tokens.dpw });
    expect(desk.status).toBe(200);
    expect(JSON.stringify(desk.body.data)).not.toContain(request!.id);

    expectSeparation(await step('approve', tokens.dpw), 'Memutuskan permohonan mutasi');
    expectSeparation(await step('reject', tokens.dpw), 'Memutuskan permohonan mutasi');
    expect((await step('approve', tokens.superadmin)).status).toBe(200);
    expectSeparation(await step('approve', tokens.dpw), 'Memutuskan permohonan mutasi');
    expectSeparation(await step('reject', tokens.dpw), 'Memutuskan permohonan mutasi');
    expect((await step('approve', tokens.bandung)).status).toBe(200);
    const [after] = await db.sql`select status from public.transfer_requests where id = ${request!.id}`;
    expect(after).toEqual({ status: 'completed' });
  });

  it('an officer neither records a payment for their own bill nor waives it; the DPW above does', async () => {
    const own = await memberOf('dpc.bandung@simk.test');
    const [toPay, toWaive] = [await unpaidBill(own), await unpaidBill(own)];
    const record = (token: string) =>
      backend.call('POST', '/dues/payments', {
        token,
        body: { memberId: own, billIds: [toPay], method: 'cash', referenceNumber: 'KAS-SENDIRI' },
      });
    const waive = (token: string) =>
      backend.call('POST', `/dues/bills/${toWaive}/waive`, { token, body: { reason: 'Sedang tugas belajar' } });

    expectSeparation(await record(tokens.bandung), 'Mencatat pembayaran tagihan');
    expectSeparation(await waive(tokens.bandung), 'Membebaskan tagihan');
    const unchanged = await db.sql`select distinct status from public.bills where id in (${toPay}, ${toWaive})`;
    expect(unchanged).toEqual([{ status: 'unpaid' }]);

    expect((await record(tokens.dpw)).status).toBe(201);
    expect((await waive(tokens.dpw)).status).toBe(200);
    const [paid] = await db.sql`select status from public.bills where id = ${toPay}`;
    expect(paid).toEqual({ status: 'paid' });
    const [waived] = await db.sql`
      select b.status, u.email from public.bills b join auth.users u on u.id = b.waived_by where b.id = ${toWaive}`;
    expect(waived).toEqual({ status: 'waived', email: 'dpw.jabar@simk.test' });
  });
});

describe('recorded payment dates', () => {
  let days: { earliest: string; before: string; older: string };
  let member: string;
  beforeAll(async () => {
    const [today] = await db.sql<(typeof days)[]>`
      select (date_trunc('month', private.today()) - interval '1 month')::date::text as earliest,
             (date_trunc('month', private.today()) - interval '1 month' - interval '1 day')::date::text as before,
             (date_trunc('month', private.today()) - interval '6 months')::date::text as older`;
    days = today!;
    const [row] = await db.sql<{ id: string }[]>`
      select m.id from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and m.user_id is null and m.membership_status = 'ACTIVE' order by m.id limit 1`;
    member = row!.id;
  });

  const record = async (token: string, paidAt: string) =>
    backend.call('POST', '/dues/payments', {
      token,
      body: { memberId: member, billIds: [await unpaidBill(member)], method: 'transfer', paidAt },
    });
  const noon = (day: string) => `${day}T12:00:00+07:00`;

  it('refuses a DPC officer a date before last month with a clear 400, and takes one from last month', async () => {
    for (const paidAt of ['1999-06-15T10:00:00+07:00', noon(days.before)]) {
      const refused = await record(tokens.bandung, paidAt);
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.error).toEqual({
        code: 'VALIDATION_ERROR',
        message: expect.stringMatching(
          /^Tanggal pembayaran harus dalam bulan ini atau bulan lalu \(paling awal \d{2}-\d{2}-\d{4}\)\./,
        ),
      });
    }
    const taken = await record(tokens.bandung, noon(days.earliest));
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it('lets SUPER_ADMIN date a payment earlier, but not before any dues split rule', async () => {
    const older = await record(tokens.superadmin, noon(days.older));
    expect(older.status, JSON.stringify(older.body)).toBe(201);
    const beforeRules = await record(tokens.superadmin, '1999-06-15T10:00:00+07:00');
    expect(beforeRules.status).toBe(400);
    expect(beforeRules.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Tidak ada aturan pembagian iuran yang berlaku pada tanggal pembayaran 15-06-1999.',
    });
  });
});
