// Gateway notifications are confirmed, not trusted (issue 24, N3; decision 0024). Midtrans signs
// order_id + status_code + gross_amount, and status_code is 200 for a settlement and a refund
// alike, so whoever holds a settlement's signature could sign its refund. A new member registers,
// is verified, pays by QRIS through the simulator, and then: a replayed refund is not applied, a
// genuine partial refund reverses only what was refunded, a full one all of it, the stored bodies
// carry no signature, and a settlement of the right amount clears an earlier mismatch flag.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrisPayment } from '../../supabase/functions/_shared/contracts/payments.ts';
import { LOCAL_MIDTRANS_SERVER_KEY } from '../../supabase/functions/_shared/payments/midtrans-protocol.ts';
import { midtransSignature } from '../../supabase/functions/_shared/payments/midtrans-signature.ts';
import { useBackend } from '../support/backend.ts';
import { signIn, signInDemoAccounts } from '../support/sign-in.ts';
import { registerStranger } from '../support/strangers.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let officer: string;

beforeAll(async () => {
  officer = (await signInDemoAccounts(backend)).bandung;
});

interface Stranger {
  token: string;
  memberId: string;
  /** Their unpaid bills, oldest period first (the order a payment covers them in). */
  bills: { id: string; amount: number }[];
}

let strangers = 0;

/** Someone new: registers in Kota Bandung, confirms the email, is verified by the DPC, signs in. */
async function stranger(): Promise<Stranger> {
  strangers += 1;
  const email = `pembayar.${strangers}.${process.pid}@contoh.id`;
  const password = 'Lab0ratorium!';
  const { memberId } = await registerStranger(
    backend,
    db.sql,
    {
      fullName: `Pembayar Uji ${strangers}`,
      email,
      password,
      phoneNumber: `08139${String(process.pid % 10_000).padStart(4, '0')}${String(strangers).padStart(2, '0')}`,
    },
    { verifiedBy: officer },
  );
  const bills = await db.sql<{ id: string; amount: number }[]>`
    select id, amount from public.bills where member_id = ${memberId} and status = 'unpaid'
    order by period_start, id`;
  expect(bills.length).toBeGreaterThan(0);
  return { token: (await signIn(backend, email, password)).accessToken, memberId, bills };
}

async function openAttempt(payer: Stranger): Promise<QrisPayment> {
  const response = await backend.call('POST', '/payments/qris', {
    token: payer.token,
    body: { billIds: payer.bills.map((bill) => bill.id) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as unknown as QrisPayment;
}

/** A stranger who has paid all their bills by QRIS through the simulator's signed notification. */
async function paidStranger() {
  const payer = await stranger();
  const attempt = await openAttempt(payer);
  const paid = await backend.midtrans.pay(attempt.orderId);
  expect(paid.sent.map((delivery) => delivery.response)).toEqual([expect.stringContaining('"completed"')]);
  return { payer, attempt };
}

async function payment(id: string) {
  const [row] = await db.sql<{ status: string; flag: string | null; refunded: number; receipt: string | null }[]>`
    select status, flag, refunded_amount as refunded, receipt_number as receipt from public.payments where id = ${id}`;
  return row!;
}

async function billStatuses(payer: Stranger) {
  const rows = await db.sql<{ status: string }[]>`
    select b.status from public.bills b where b.id = any(${payer.bills.map((bill) => bill.id)}::uuid[])
    order by b.period_start, b.id`;
  return rows.map((row) => row.status);
}

/** What the split ledger still credits for the payment (credits plus reversals). */
async function ledger(paymentId: string): Promise<number> {
  const [row] = await db.sql<{ total: number }[]>`
    select coalesce(sum(amount), 0)::int as total from public.payment_shares where payment_id = ${paymentId}`;
  return row!.total;
}

async function postNotification(body: Record<string, unknown>) {
  const response = await fetch(`${backend.api}/payments/notifications/midtrans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    outcome: ((await response.json()) as { data?: { outcome: string } }).data?.outcome,
  };
}

/** The notifications stored for a payment, as the system administrator reads them. */
async function stored(paymentId: string) {
  return db.sql<{ transaction_status: string; source: string; outcome: string; body: Record<string, unknown> }[]>`
    select transaction_status, source, outcome, body from public.payment_notifications
    where payment_id = ${paymentId} order by id`;
}

describe('a notification whose status the signature does not cover', () => {
  it('is not applied when the status API does not confirm it: a stored settlement replayed as a refund', async () => {
    const { payer, attempt } = await paidStranger();
    const [settlement] = await stored(attempt.paymentId);
    expect(settlement).toMatchObject({ transaction_status: 'settlement', outcome: 'completed' });
    // What an officer reading the stored body has, signed as the settlement was: the signature of
    // order_id + "200" + gross_amount is the same for a refund of it.
    const signature = await midtransSignature(
      attempt.orderId,
      '200',
      String(settlement!.body.gross_amount),
      LOCAL_MIDTRANS_SERVER_KEY,
    );
    for (const forged of [
      { transaction_status: 'refund', transaction_id: randomUUID() },
      { transaction_status: 'refund' },
      {
        transaction_status: 'partial_refund',
        transaction_id: randomUUID(),
        refund_amount: '1000.00',
        refunds: [{ refund_amount: '1000.00' }],
      },
      { transaction_status: 'cancel', transaction_id: randomUUID() },
    ]) {
      const answer = await postNotification({ ...settlement!.body, ...forged, signature_key: signature });
      expect(answer.status, JSON.stringify(forged)).toBe(200);
      // A new transaction id: the status API does not know it. The real one: it says settlement, which is stored.
      expect(answer.outcome, JSON.stringify(forged)).toBe('transaction_id' in forged ? 'unconfirmed' : 'duplicate');
    }
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', refunded: 0 });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'paid'));
    expect(await ledger(attempt.paymentId)).toBe(attempt.amount);
    expect((await stored(attempt.paymentId)).map((row) => row.transaction_status)).toEqual(['settlement']);
  });

  it('applies a genuine partial refund as what was refunded: the payment stands for the rest', async () => {
    const { payer, attempt } = await paidStranger();
    const first = await backend.midtrans.refund(attempt.orderId, 50_000);
    expect(first.sent.map((delivery) => delivery.status)).toEqual([200]);
    expect(first.sent[0]!.response).toContain('"partially_refunded"');
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', refunded: 50_000 });
    expect(await ledger(attempt.paymentId)).toBe(attempt.amount - 50_000);
    // The rest no longer covers the newest bill (50,000 is less than any bill): it alone reopens.
    expect(await billStatuses(payer)).toEqual(
      payer.bills.map((_, i) => (i === payer.bills.length - 1 ? 'unpaid' : 'paid')),
    );

    // Midtrans delivers it again: nothing more is reversed.
    const retried = await postNotification(first.sent[0]!.notification);
    expect(retried).toEqual({ status: 200, outcome: 'duplicate' });
    expect(await ledger(attempt.paymentId)).toBe(attempt.amount - 50_000);

    // The rest is refunded: the whole payment is, every bill reopens, the ledger is back to nothing.
    const rest = await backend.midtrans.refund(attempt.orderId);
    expect(rest.sent[0]!.response).toContain('"refunded"');
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'refunded', refunded: attempt.amount });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'unpaid'));
    expect(await ledger(attempt.paymentId)).toBe(0);
    expect((await stored(attempt.paymentId)).map((row) => [row.transaction_status, row.source, row.outcome])).toEqual([
      ['settlement', 'webhook', 'completed'],
      ['partial_refund', 'status_api', 'partially_refunded'],
      ['refund', 'status_api', 'refunded'],
    ]);
  });

  it('applies a genuine full refund: the payment is refunded and its bills reopen, once', async () => {
    const { payer, attempt } = await paidStranger();
    const refund = await backend.midtrans.refund(attempt.orderId);
    expect(refund.sent[0]!.response).toContain('"refunded"');
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'refunded', refunded: attempt.amount });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'unpaid'));
    expect(await ledger(attempt.paymentId)).toBe(0);
    expect(await postNotification(refund.sent[0]!.notification)).toEqual({ status: 200, outcome: 'duplicate' });
    // The bills can be paid again.
    const again = await openAttempt(payer);
    await backend.midtrans.pay(again.orderId);
    expect(await payment(again.paymentId)).toMatchObject({ status: 'completed', refunded: 0 });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'paid'));
  });

  it('stores every notification and status answer without its signature_key', async () => {
    const { attempt } = await paidStranger();
    await backend.midtrans.refund(attempt.orderId, 1_000);
    const rows = await stored(attempt.paymentId);
    expect(rows.map((row) => row.source)).toEqual(['webhook', 'status_api']);
    for (const row of rows) {
      expect(row.body).not.toHaveProperty('signature_key');
      expect(row.body).toMatchObject({ order_id: attempt.orderId, gross_amount: `${attempt.amount}.00` });
    }
    const [signed] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from public.payment_notifications where body ? 'signature_key'`;
    expect(signed!.n).toBe(0);
  });
});

describe('the amount_mismatch flag', () => {
  it('is set when the gateway reports another amount, and cleared when the right amount settles', async () => {
    const payer = await stranger();
    const attempt = await openAttempt(payer);
    // The gateway reports 1,000 less (its status API says so too): flagged, never credited.
    const order = backend.midtrans.order(attempt.orderId)!;
    order.amount -= 1_000;
    await backend.midtrans.pay(attempt.orderId);
    expect(await payment(attempt.paymentId)).toMatchObject({
      status: 'pending',
      flag: 'amount_mismatch',
      receipt: null,
    });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'unpaid'));
    // Then the settlement of the right amount arrives.
    order.amount += 1_000;
    const settled = await backend.midtrans.pay(attempt.orderId);
    expect(settled.sent[0]!.response).toContain('"completed"');
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', flag: null });
    expect(await billStatuses(payer)).toEqual(payer.bills.map(() => 'paid'));
  });
});
