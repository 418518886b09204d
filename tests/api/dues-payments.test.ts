// The payment history and officers' recorded payments (issue 12 §4, spec §7 `/dues/payments`,
// `/dues/stats`): an officer records a cash payment for a member in scope, it is completed with a
// receipt number and shows at once in the history; members see only their own; filters and pages.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DuesStats, PaymentList, PaymentView } from '../../supabase/functions/_shared/contracts/payments.ts';
import { association } from '../../supabase/functions/_shared/association.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { useBackend } from '../support/backend.ts';
import { firstUnpaidBill } from '../support/demo-bills.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

/** A member without a login in the DPC with this BPS code, and their oldest unpaid bill. */
async function memberWithUnpaidBill(bps: string) {
  const [row] = await db.sql<{ memberId: string; billId: string; amount: number; fullName: string }[]>`
    select m.id as "memberId", b.id as "billId", b.amount, m.full_name as "fullName"
    from public.bills b
    join public.members m on m.id = b.member_id
    join public.organizations o on o.id = m.organization_id
    where o.bps_code = ${bps} and m.user_id is null and b.status = 'unpaid'
    order by b.due_date, b.id limit 1`;
  expect(row).toBeDefined();
  return row!;
}

async function history(token: string, query = ''): Promise<PaymentList> {
  const response = await backend.call('GET', `/dues/payments${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as unknown as PaymentList;
}

describe('POST /dues/payments', () => {
  it('records a cash payment by the DPC officer: completed, receipt number, bills paid, audited, in the history at once', async () => {
    const target = await memberWithUnpaidBill('3273');
    const response = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: {
        memberId: target.memberId,
        billIds: [target.billId],
        method: 'cash',
        referenceNumber: 'KAS-0042',
        notes: 'Dibayar di sekretariat',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const payment = (response.body.data as { payment: PaymentView }).payment;
    expect(payment).toMatchObject({ status: 'completed', amount: target.amount, method: 'cash' });
    expect(payment.receiptNumber).toMatch(/^KW-\d{4}-\d{6}$/);
    expect(payment.details?.transactionId).toBe('KAS-0042');
    const [bill] = await db.sql`select status from public.bills where id = ${target.billId}`;
    expect(bill!.status).toBe('paid');
    const audit = await db.sql`
      select action from public.audit_logs where entity = 'payments' and entity_id = ${payment.id} order by id`;
    expect(audit.map((row) => row.action)).toEqual(['payments.record', 'payments.settle']);

    const found = await history(tokens.bandung, `?search=${encodeURIComponent('KAS-0042')}`);
    expect(found.payments).toHaveLength(1);
    expect(found.payments[0]).toMatchObject({
      id: payment.id,
      memberName: target.fullName,
      paymentMethod: 'cash',
      status: 'completed',
      receiptNumber: payment.receiptNumber,
      notes: 'Dibayar di sekretariat',
    });
  });

  it('a cash receipt names the association, the officer who took the money and the DPC, for the payer and the officer', async () => {
    const bill = await firstUnpaidBill(db.sql);
    const recorded = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: { memberId: bill.memberId, billIds: [bill.billId], method: 'cash' },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
    const payment = (recorded.body.data as { payment: PaymentView }).payment;

    const squeeze = (text: string) => text.replace(/\s+/g, '');
    // The payer cannot read the officer's member record; the receipt still names them.
    for (const token of [tokens.anggota, tokens.bandung]) {
      const response = await fetch(`${backend.api}/payments/${payment.id}/receipt`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      const text = squeeze((await readPdf(new Uint8Array(await response.arrayBuffer()))).text);
      for (const expected of [
        association.name,
        'Dewan Pengurus Pusat',
        'MetodeTunai',
        'Diterima olehAsep Saepudin, A.Md.AK.',
        'DPC penerimaKota Bandung',
      ]) {
        expect(text).toContain(squeeze(expected));
      }
    }
    const outsider = await backend.call('GET', `/payments/${payment.id}/receipt`, { token: tokens.surabaya });
    expect(outsider.status).toBe(404);
  });

  it('refuses an officer of another DPC, a member, a paid bill and a future date, changing nothing', async () => {
    const target = await memberWithUnpaidBill('3273');
    const body = { memberId: target.memberId, billIds: [target.billId], method: 'transfer' };
    expect((await backend.call('POST', '/dues/payments', { token: tokens.surabaya, body })).status).toBe(403);
    expect((await backend.call('POST', '/dues/payments', { token: tokens.anggota, body })).status).toBe(403);
    const future = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: { ...body, paidAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(future.status).toBe(400);
    const qris = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: { ...body, method: 'qris' },
    });
    expect(qris.status).toBe(400);
    expect(qris.body.error?.message).toBe('Metode pembayaran harus transfer, cash, card atau ewallet.');
    const [bill] = await db.sql`select status from public.bills where id = ${target.billId}`;
    expect(bill!.status).toBe('unpaid');

    const paid = await db.sql<{ id: string; memberId: string }[]>`
      select b.id, b.member_id as "memberId" from public.bills b join public.members m on m.id = b.member_id
      join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273' and b.status = 'paid' limit 1`;
    const again = await backend.call('POST', '/dues/payments', {
      token: tokens.bandung,
      body: { memberId: paid[0]!.memberId, billIds: [paid[0]!.id], method: 'cash' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'BILLS_NOT_PAYABLE', message: errorCatalogue.BILLS_NOT_PAYABLE.message });
  });
});

describe('GET /dues/payments', () => {
  it('shows a member their own payments only, and an officer their scope', async () => {
    const own = await history(tokens.anggota, '?limit=100');
    expect(own.payments.length).toBeGreaterThan(0);
    expect(new Set(own.payments.map((payment) => payment.memberName))).toEqual(new Set(['Siti Nurhaliza, A.Md.AK.']));
    const [scope] = await db.sql<{ bandungOnly: boolean }[]>`
      select bool_and(o.bps_code = '3273') as "bandungOnly"
      from public.payments p join public.organizations o on o.id = p.organization_id
      where p.id = any(${(await history(tokens.bandung, '?limit=100')).payments.map((p) => p.id)}::uuid[])`;
    expect(scope!.bandungOnly).toBe(true);
  });

  it('totals every payment of the filter exactly, past the 10,000 the count used to stop at', async () => {
    const [counted] = await db.sql<{ all: number; bandungQris: number; member: string; memberPayments: number }[]>`
      with bandung as (select id from public.organizations where bps_code = '3273')
      select (select count(*)::int from public.payments) as all,
             (select count(*)::int from public.payments p, bandung
              where p.organization_id = bandung.id and p.method = 'qris'
                and p.payment_date >= (select since from private.payment_period_bounds('last_3_months'))) as "bandungQris",
             m.member_id as member, m.payments::int as "memberPayments"
      from (select member_id, count(*) as payments from public.payments
            where organization_id = (select id from bandung) group by 1 order by 2 desc, 1 limit 1) m`;
    expect(counted!.all).toBeGreaterThan(10_000);
    expect((await history(tokens.superadmin, '?limit=10&page=3')).pagination.total).toBe(counted!.all);
    const qris = await history(tokens.bandung, '?method=qris&period=last_3_months&limit=10');
    expect(qris.pagination.total).toBe(counted!.bandungQris);
    // A member filter is counted (the totals know no members).
    const member = await history(tokens.bandung, `?memberId=${counted!.member}&limit=1&page=2`);
    expect(member.pagination.total).toBe(counted!.memberPayments);
  });

  it('filters by status, method and period, pages, and refuses a bad filter in Indonesian', async () => {
    const completedCash = await history(tokens.superadmin, '?status=completed&method=cash&limit=5');
    expect(completedCash.payments.every((p) => p.status === 'completed' && p.paymentMethod === 'cash')).toBe(true);
    expect(completedCash.pagination.limit).toBe(5);
    const thisMonth = await history(tokens.superadmin, '?period=this_month&limit=100');
    const monthStart = new Date();
    monthStart.setUTCDate(1);
    for (const payment of thisMonth.payments) {
      expect(Date.parse(payment.paymentDate)).toBeGreaterThanOrEqual(monthStart.getTime() - 86_400_000);
    }
    const all = await history(tokens.superadmin, '?limit=10');
    const page2 = await history(tokens.superadmin, '?limit=10&page=2');
    expect(page2.pagination.total).toBe(all.pagination.total);
    expect(page2.payments[0]!.id).not.toBe(all.payments[0]!.id);
    const bad = await backend.call('GET', '/dues/payments?period=yesterday', { token: tokens.superadmin });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(
      'Filter periode harus all, this_month, last_month, last_3_months atau this_year.',
    );
  });
});

describe('GET /dues/payments/export', () => {
  it('streams the filtered history as CSV in the screen’s words, within the caller’s scope', async () => {
    const response = await fetch(`${backend.api}/dues/payments/export?format=csv&method=cash&status=completed`, {
      headers: { authorization: `Bearer ${tokens.bandung}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pembayaran-simk-\d{8}\.csv"$/);
    const lines = (await response.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Tanggal,No. Kwitansi,Nama,NAP,Kategori,Periode,Jumlah (Rp),Metode,Status,ID Transaksi,Catatan',
    );
    expect(lines.length - 1).toBe(Number(response.headers.get('x-total-count')));
    expect(lines.slice(1).every((line) => line.includes(',Tunai,Berhasil,'))).toBe(true);
    expect(lines.some((line) => line.includes('KAS-0042'))).toBe(true);
  });
});

describe('GET /dues/stats', () => {
  it('sums completed payments and counts overdue members within the caller’s scope', async () => {
    const stats = async (token: string) =>
      (await backend.call('GET', '/dues/stats', { token })).body.data as unknown as DuesStats;
    const national = await stats(tokens.superadmin);
    const bandung = await stats(tokens.bandung);
    const [expected] = await db.sql<{ revenue: number; overdue: number }[]>`
      select (select sum(p.amount) from public.payments p join public.organizations o on o.id = p.organization_id
              where o.bps_code = '3273' and p.status = 'completed')::float8 as revenue,
             (select count(distinct b.member_id) from public.bills b join public.organizations o on o.id = b.organization_id
              where o.bps_code = '3273' and b.status = 'unpaid' and b.due_date < private.today())::int as overdue`;
    expect(bandung.totalRevenue).toBe(expected!.revenue);
    expect(bandung.overdueCount).toBe(expected!.overdue);
    expect(national.totalRevenue).toBeGreaterThan(bandung.totalRevenue);
    expect(bandung.thisMonthCollection).toBeLessThanOrEqual(bandung.totalRevenue);
    const unauthenticated = await backend.call('GET', '/dues/stats');
    expect(unauthenticated.status).toBe(401);
  });
});
