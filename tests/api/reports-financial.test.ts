// GET /reports/financial (issue 27 §2): the report of the chapters where the caller holds
// reports.view. A stranger registers, is verified and pays by QRIS through the Midtrans simulator:
// the Kota Bandung report counts the payment at once; the member gets no report; the period and
// date filters shape the answer, and bad ones are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../supabase/functions/_shared/contracts/bills.ts';
import type { QrisPayment } from '../../supabase/functions/_shared/contracts/payments.ts';
import { financialReportSchema, type FinancialReport } from '../../supabase/functions/_shared/contracts/reports.ts';
import { rupiahInFigures } from '../../supabase/functions/_shared/money/amount-in-figures.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function report(token: string, query = ''): Promise<FinancialReport> {
  const response = await backend.call('GET', `/reports/financial${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return financialReportSchema.parse(response.body.data);
}

async function today(): Promise<string> {
  const [row] = await db.sql<{ today: string }[]>`select private.today()::text as today`;
  return row!.today;
}

describe('GET /reports/financial', () => {
  it("counts a newcomer's QRIS payment in the chapter's report, and gives the newcomer none", async () => {
    const person = {
      fullName: 'Ratna Puspitasari',
      email: 'ratna.laporan@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355556666',
    };
    const { memberId } = await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
    const token = (await signIn(backend, person.email, person.password)).accessToken;
    const refused = await backend.call('GET', '/reports/financial', { token });
    expect(refused.status).toBe(403);

    // The month a QRIS payment settles in is the gateway's (the real clock), whatever the test clock says.
    const [now] = await db.sql<{ day: string }[]>`select (now() at time zone 'Asia/Jakarta')::date::text as day`;
    const thisMonth = `?period=month&date=${now!.day}`;
    const before = await report(tokens.bandung, thisMonth);
    const surabayaBefore = await report(tokens.surabaya);
    const bills = await backend.call('GET', `/dues/bills?memberId=${memberId}&status=unpaid`, { token });
    const bill = (bills.body.data as { bills: Bill[] }).bills[0];
    expect(bill, 'a verified member has a first bill').toBeDefined();
    const opened = await backend.call('POST', '/payments/qris', { token, body: { billIds: [bill!.id] } });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const attempt = opened.body.data as unknown as QrisPayment;
    expect((await backend.midtrans.pay(attempt.orderId)).sent.map((delivery) => delivery.status)).toEqual([200]);

    const [paid] = await db.sql<{ day: string }[]>`
      select (paid_at at time zone 'Asia/Jakarta')::date::text as day from public.payments where id = ${attempt.paymentId}`;
    expect(paid!.day.slice(0, 7)).toBe(now!.day.slice(0, 7));
    const after = await report(tokens.bandung, thisMonth);
    expect(after.revenue.current.amount - before.revenue.current.amount).toBe(bill!.amount);
    expect(after.revenue.current.payments - before.revenue.current.payments).toBe(1);
    // The analysis speaks of the figures the report answers with.
    expect(after.analysis[0]!.message).toContain(rupiahInFigures(after.revenue.current.amount));
    expect(after.analysis.every((sentence) => sentence.key?.startsWith('notices:reports.financial.'))).toBe(true);
    const qris = (figures: FinancialReport) => figures.methods.find((row) => row.method === 'qris')?.amount ?? 0;
    expect(qris(after) - qris(before)).toBe(bill!.amount);
    // And in its bill's dues category (revenue per dues category, from private.category_revenue_totals).
    const category = (figures: FinancialReport) =>
      figures.categories.find((row) => row.categoryId === bill!.categoryId) ?? { amount: 0, bills: 0 };
    expect([category(after).amount - category(before).amount, category(after).bills - category(before).bills]).toEqual([
      bill!.amount,
      1,
    ]);
    // Kota Surabaya's officer sees nothing of it.
    const surabaya = await report(tokens.surabaya);
    expect(surabaya.revenue).toEqual(surabayaBefore.revenue);
    expect(surabaya.arrearsByChapter.filter((row) => row.name !== 'Kota Surabaya')).toEqual([]);
  });

  it('covers the month, quarter or year holding the date, with one row per month', async () => {
    const day = await today();
    const month = await report(tokens.dpw, `?period=month&date=${day}`);
    expect(month.period).toEqual({ kind: 'month', from: `${day.slice(0, 7)}-01`, to: expect.any(String) });
    expect(month.months).toHaveLength(1);
    const quarter = await report(tokens.dpw, `?period=quarter&date=${day}`);
    expect(quarter.months).toHaveLength(3);
    const year = await report(tokens.dpw, '?period=year&date=2025-06-15');
    expect(year.period).toEqual({ kind: 'year', from: '2025-01-01', to: '2025-12-31' });
    expect(year.months.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2025-${String(index + 1).padStart(2, '0')}-01`),
    );
    // Without a period: this month.
    expect((await report(tokens.dpw)).period).toEqual(month.period);
  });

  it('refuses a bad period or date with a clear 400, and a caller without a token or the permission', async () => {
    for (const query of [
      '?period=week',
      '?period=',
      '?date=2026-13-01',
      '?date=kemarin',
      `?period=${'x'.repeat(5000)}`,
    ]) {
      const response = await backend.call('GET', `/reports/financial${query}`, { token: tokens.bandung });
      expect({ query: query.slice(0, 40), status: response.status }).toEqual({
        query: query.slice(0, 40),
        status: 400,
      });
      expect(response.body.success).toBe(false);
    }
    expect((await backend.call('GET', '/reports/financial')).status).toBe(401);
    expect((await backend.call('GET', '/reports/financial', { token: tokens.anggota })).status).toBe(403);
  });
});
