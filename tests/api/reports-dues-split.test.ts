// GET /reports/dues-split (issue 27 §3): the DPP, DPW and DPC shares of the payments of the chapters
// where the caller holds reports.view. A stranger registers, is verified and pays by QRIS through the
// Midtrans simulator: the payment's shares show at once in Kota Bandung's row, in Jawa Barat's and
// in the totals, for the DPC, the DPW and the DPP alike, and the report still reconciles. A DPC sees
// its own chapter only; the member gets no report; bad periods and dates are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../supabase/functions/_shared/contracts/bills.ts';
import {
  duesSplitReportSchema,
  type DuesShares,
  type DuesSplitReport,
} from '../../supabase/functions/_shared/contracts/dues-split-report.ts';
import type { QrisPayment } from '../../supabase/functions/_shared/contracts/payments.ts';
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

async function report(token: string, query = ''): Promise<DuesSplitReport> {
  const response = await backend.call('GET', `/reports/dues-split${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return duesSplitReportSchema.parse(response.body.data);
}

const shares = ({ payments, amount, dpp, dpw, dpc }: DuesShares) => ({ payments, amount, dpp, dpw, dpc });
const minus = (after: DuesShares, before: DuesShares) => ({
  payments: after.payments - before.payments,
  amount: after.amount - before.amount,
  dpp: after.dpp - before.dpp,
  dpw: after.dpw - before.dpw,
  dpc: after.dpc - before.dpc,
});
const row = (rows: (DuesShares & { name: string })[], name: string) => {
  const found = rows.find((candidate) => candidate.name === name);
  expect(found, name).toBeDefined();
  return shares(found!);
};

describe('GET /reports/dues-split', () => {
  it("puts a newcomer's QRIS payment in the shares of Kota Bandung, Jawa Barat and DPP", async () => {
    const person = {
      fullName: 'Sari Bagiani',
      email: 'sari.bagian@contoh.id',
      password: 'Rahasia#2026',
      phoneNumber: '081355557777',
    };
    const { memberId } = await registerStranger(backend, db.sql, person, { verifiedBy: tokens.bandung });
    const token = (await signIn(backend, person.email, person.password)).accessToken;
    expect((await backend.call('GET', '/reports/dues-split', { token })).status).toBe(403);

    // The month a QRIS payment settles in is the gateway's (the real clock), whatever the test clock says.
    const [now] = await db.sql<{ day: string }[]>`select (now() at time zone 'Asia/Jakarta')::date::text as day`;
    const thisMonth = `?period=month&date=${now!.day}`;
    const before = {
      dpc: await report(tokens.bandung, thisMonth),
      dpw: await report(tokens.dpw, thisMonth),
      dpp: await report(tokens.superadmin, thisMonth),
      surabaya: await report(tokens.surabaya, thisMonth),
    };
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
    // The payment's own ledger rows: what each level receives of it.
    const [ledger] = await db.sql<{ dpp: number; dpw: number; dpc: number }[]>`
      select sum(amount) filter (where level = 'DPP')::int as dpp, sum(amount) filter (where level = 'DPW')::int as dpw,
             sum(amount) filter (where level = 'DPC')::int as dpc
      from public.payment_shares where payment_id = ${attempt.paymentId}`;
    const added = { payments: 1, amount: bill!.amount, ...ledger! };
    expect(added.dpp + added.dpw + added.dpc).toBe(bill!.amount);
    expect(added.dpp).toBeGreaterThan(0);

    const after = {
      dpc: await report(tokens.bandung, thisMonth),
      dpw: await report(tokens.dpw, thisMonth),
      dpp: await report(tokens.superadmin, thisMonth),
    };
    for (const level of ['dpc', 'dpw', 'dpp'] as const) {
      expect(minus(after[level].totals, before[level].totals), level).toEqual(added);
      expect(
        minus(row(after[level].chapters, 'Kota Bandung'), row(before[level].chapters, 'Kota Bandung')),
        level,
      ).toEqual(added);
      expect(
        minus(row(after[level].provinces, 'Jawa Barat'), row(before[level].provinces, 'Jawa Barat')),
        level,
      ).toEqual(added);
      expect(after[level].reconciliation, level).toEqual({
        payments: after[level].totals.amount,
        shares: after[level].totals.amount,
        balanced: true,
      });
    }
    // The DPC sees itself as its DPW and DPP see it.
    expect(after.dpw.chapters.find((chapter) => chapter.name === 'Kota Bandung')).toEqual(after.dpc.chapters[0]);
    expect(after.dpp.chapters.find((chapter) => chapter.name === 'Kota Bandung')).toEqual(after.dpc.chapters[0]);
    // Kota Surabaya's officer sees nothing of it, and only its own chapter.
    const surabaya = await report(tokens.surabaya, thisMonth);
    expect(surabaya.totals).toEqual(before.surabaya.totals);
    expect(surabaya.chapters.map((chapter) => chapter.name)).toEqual(['Kota Surabaya']);
    expect(after.dpc.chapters.map((chapter) => chapter.name)).toEqual(['Kota Bandung']);
    expect(after.dpc.provinces.map((province) => province.name)).toEqual(['Jawa Barat']);
  });

  it('covers the month, quarter or year holding the date, this month by default', async () => {
    const [row] = await db.sql<{ today: string }[]>`select private.today()::text as today`;
    const day = row!.today;
    const month = await report(tokens.dpw, `?period=month&date=${day}`);
    expect(month.period).toEqual({ kind: 'month', from: `${day.slice(0, 7)}-01`, to: expect.any(String) });
    const year = await report(tokens.dpw, '?period=year&date=2025-06-15');
    expect(year.period).toEqual({ kind: 'year', from: '2025-01-01', to: '2025-12-31' });
    expect(year.chapters.length).toBeGreaterThan(1);
    expect(year.chapters.every((chapter) => chapter.provinceName === 'Jawa Barat')).toBe(true);
    const quarter = await report(tokens.dpw, '?period=quarter&date=2025-06-15');
    expect(quarter.period).toEqual({ kind: 'quarter', from: '2025-04-01', to: '2025-06-30' });
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
      const response = await backend.call('GET', `/reports/dues-split${query}`, { token: tokens.bandung });
      expect({ query: query.slice(0, 40), status: response.status }).toEqual({
        query: query.slice(0, 40),
        status: 400,
      });
      expect(response.body.success).toBe(false);
    }
    expect((await backend.call('GET', '/reports/dues-split')).status).toBe(401);
    expect((await backend.call('GET', '/reports/dues-split', { token: tokens.anggota })).status).toBe(403);
  });
});
