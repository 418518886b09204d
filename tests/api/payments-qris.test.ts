// QRIS payments end to end through the API and the local Midtrans simulator (issue 12 §3, §5, §6):
// a member pays two bills, the signed notification settles them exactly once (receipt number,
// split ledger, notification), whatever arrives twice, late, out of order, forged or short.
import { beforeAll, describe, expect, it } from 'vitest';
import type { QrisPayment, PaymentView } from '../../supabase/functions/_shared/contracts/payments.ts';
import { association } from '../../supabase/functions/_shared/association.ts';
import { errorCatalogue } from '../../supabase/functions/_shared/errors.ts';
import { midtransSignature } from '../../supabase/functions/_shared/payments/midtrans-signature.ts';
import { LOCAL_MIDTRANS_SERVER_KEY } from '../../supabase/functions/_shared/payments/midtrans-protocol.ts';
import { useBackend } from '../support/backend.ts';
import { decodeQris } from '../support/emvco-decoder.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

/** `count` unpaid bills of one member (the given login, or a member without one in a DPC) that no attempt holds. */
async function unpaidBills(where: { email: string } | { organizationBps: string }, count: number) {
  const who =
    'email' in where
      ? db.sql`m.user_id = (select u.id from auth.users u where u.email = ${where.email})`
      : db.sql`o.bps_code = ${where.organizationBps} and m.user_id is null`;
  const bills = await db.sql<{ id: string; amount: number }[]>`
    with open_bills as (
      select b.id, b.amount, b.member_id, b.due_date
      from public.bills b
      join public.members m on m.id = b.member_id
      join public.organizations o on o.id = m.organization_id
      where ${who} and b.status = 'unpaid'
        and not exists (select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
                        where pb.bill_id = b.id and p.status = 'pending' and p.expires_at > now())
    ), payer as (
      select member_id from open_bills group by member_id having count(*) >= ${count} order by member_id limit 1
    )
    select id, amount from open_bills where member_id = (select member_id from payer)
    order by due_date, id limit ${count}
  `;
  expect(bills).toHaveLength(count);
  return bills;
}

async function openAttempt(billIds: string[], token = tokens.anggota): Promise<QrisPayment> {
  const response = await backend.call('POST', '/payments/qris', { token, body: { billIds } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as unknown as QrisPayment;
}

async function view(paymentId: string, token?: string): Promise<PaymentView> {
  const response = await backend.call('GET', `/payments/${paymentId}`, token ? { token } : {});
  expect(response.status).toBe(200);
  return (response.body.data as { payment: PaymentView }).payment;
}

async function payment(id: string) {
  const [row] = await db.sql<{ status: string; receipt_number: string | null; flag: string | null; amount: number }[]>`
    select status, receipt_number, flag, amount from public.payments where id = ${id}`;
  return row!;
}

async function billStatuses(ids: string[]) {
  const rows = await db.sql<{ status: string }[]>`select status from public.bills where id = any(${ids}::uuid[])`;
  return rows.map((row) => row.status);
}

async function postNotification(body: Record<string, unknown>) {
  const response = await fetch(`${backend.api}/payments/notifications/midtrans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: { outcome: string } } };
}

/** A notification as Midtrans signs it, for an order of the simulator (or a made-up one). */
async function signed(fields: {
  order_id: string;
  transaction_id: string;
  gross_amount: string;
  transaction_status: string;
  status_code?: string;
}) {
  const statusCode = fields.status_code ?? '200';
  return {
    transaction_time: '2026-11-25 10:00:00',
    settlement_time: '2026-11-25 10:01:00',
    payment_type: 'qris',
    fraud_status: 'accept',
    status_code: statusCode,
    ...fields,
    signature_key: await midtransSignature(fields.order_id, statusCode, fields.gross_amount, LOCAL_MIDTRANS_SERVER_KEY),
  };
}

/** The customer pays at Midtrans, but the notification never reaches us (a dead address). */
async function payWithLostNotification(orderId: string) {
  const notificationUrl = backend.midtrans.notificationUrl;
  backend.midtrans.notificationUrl = 'http://127.0.0.1:9/unreachable';
  try {
    await backend.midtrans.pay(orderId);
  } finally {
    backend.midtrans.notificationUrl = notificationUrl;
  }
}

describe('a member pays two bills by QRIS', () => {
  let bills: { id: string; amount: number }[];
  let attempt: QrisPayment;

  it('opens an attempt for the sum of the bills with a valid dynamic QRIS of that amount', async () => {
    bills = await unpaidBills({ email: 'anggota@simk.test' }, 2);
    attempt = await openAttempt(bills.map((bill) => bill.id));
    const total = bills[0]!.amount + bills[1]!.amount;
    expect(attempt).toMatchObject({ amount: total, status: 'pending', merchantName: 'SIMK LOKAL' });
    const expiresInMinutes = (Date.parse(attempt.expiresAt) - Date.now()) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(14);
    expect(expiresInMinutes).toBeLessThanOrEqual(15);
    // decodeQris checks the TLV layout and recomputes the CRC itself.
    const qris = decodeQris(attempt.qrString);
    expect(qris.byId['01']).toBe('12');
    expect(qris.byId['53']).toBe('360');
    expect(qris.byId['54']).toBe(String(total));
    expect(qris.sub('62')['01']).toBe(attempt.orderId);
  });

  it('refuses the same bills in a second attempt while the first is pending', async () => {
    const response = await backend.call('POST', '/payments/qris', {
      token: tokens.anggota,
      body: { billIds: [bills[0]!.id] },
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'BILLS_PAYMENT_PENDING',
      message: errorCatalogue.BILLS_PAYMENT_PENDING.message,
    });
  });

  it('shows anyone with the link the status and amount, and the QR only to the payer and officers in scope', async () => {
    const anonymous = await view(attempt.paymentId);
    expect(anonymous).toMatchObject({ status: 'pending', amount: attempt.amount, details: null, receiptNumber: null });
    expect((await view(attempt.paymentId, tokens.anggota)).details).toMatchObject({
      qrString: attempt.qrString,
      orderId: attempt.orderId,
      simulator: true,
    });
    expect((await view(attempt.paymentId, tokens.anggota)).details?.bills).toHaveLength(2);
    expect((await view(attempt.paymentId, tokens.bandung)).details?.qrString).toBe(attempt.qrString);
    expect((await view(attempt.paymentId, tokens.surabaya)).details).toBeNull();
  });

  it('is settled by the simulator’s signed notification: bills paid, receipt number, split ledger, notification', async () => {
    await backend.midtrans.pay(attempt.orderId);
    const settled = await payment(attempt.paymentId);
    expect(settled.status).toBe('completed');
    expect(settled.receipt_number).toMatch(/^KW-\d{4}-\d{6}$/);
    expect(await billStatuses(bills.map((bill) => bill.id))).toEqual(['paid', 'paid']);
    const shares = await db.sql<{ level: string; amount: number }[]>`
      select level, amount from public.payment_shares where payment_id = ${attempt.paymentId} order by level`;
    expect(shares.map((share) => share.level)).toEqual(['DPP', 'DPW', 'DPC']);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(attempt.amount);
    const [note] = await db.sql<{ template: string }[]>`
      select n.template from public.notifications n join public.members m on m.user_id = n.user_id
      where m.email = 'anggota@simk.test' and n.params ->> 'receipt_number' = ${settled.receipt_number}`;
    expect(note?.template).toBe('payment_received');
    const publicView = await view(attempt.paymentId);
    expect(publicView).toMatchObject({ status: 'completed', receiptNumber: settled.receipt_number, details: null });
    expect(publicView.maskedMemberName).toBe('S*** N********');
  });

  it('gives the member and the DPC officer the receipt PDF, and nobody else', async () => {
    for (const token of [tokens.anggota, tokens.bandung]) {
      const response = await fetch(`${backend.api}/payments/${attempt.paymentId}/receipt`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const { text } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(text).toContain(association.name);
      expect(text).toContain('Dewan Pengurus Pusat');
      expect(text).toContain('QRIS');
      // Paid through the gateway: no officer took the money.
      expect(text).not.toContain('Diterima oleh');
    }
    const outsider = await backend.call('GET', `/payments/${attempt.paymentId}/receipt`, { token: tokens.surabaya });
    expect(outsider.status).toBe(404);
  });
});

describe('the webhook', () => {
  it('credits 50 concurrent identical settlements once: one completed payment, one receipt number', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    const counterBefore = await db.sql`select coalesce(sum(last_number), 0)::int as n from private.receipt_counters`;
    const result = await backend.midtrans.pay(attempt.orderId, 'duplicate', 50);
    expect(result.sent).toHaveLength(50);
    expect(result.sent.every((delivery) => delivery.status === 200)).toBe(true);
    const counterAfter = await db.sql`select coalesce(sum(last_number), 0)::int as n from private.receipt_counters`;
    expect(counterAfter[0]!.n - counterBefore[0]!.n).toBe(1);
    expect((await payment(attempt.paymentId)).status).toBe('completed');
    const stored =
      await db.sql`select outcome from public.payment_notifications where payment_id = ${attempt.paymentId}`;
    expect(stored.map((row) => row.outcome)).toEqual(['completed']);
    const shares =
      await db.sql`select count(*)::int as n from public.payment_shares where payment_id = ${attempt.paymentId}`;
    expect(shares[0]!.n).toBe(3);
  });

  it('refuses a tampered notification with 401 and writes nothing', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    const order = backend.midtrans.order(attempt.orderId)!;
    const genuine = await signed({
      order_id: attempt.orderId,
      transaction_id: order.transactionId,
      gross_amount: `${attempt.amount}.00`,
      transaction_status: 'settlement',
    });
    const before = await db.sql`select count(*)::int as n from public.payment_notifications`;
    const tampered = await postNotification({ ...genuine, gross_amount: '1.00' });
    expect(tampered.status).toBe(401);
    const forged = await postNotification({ ...genuine, signature_key: 'a'.repeat(128) });
    expect(forged.status).toBe(401);
    const after = await db.sql`select count(*)::int as n from public.payment_notifications`;
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await payment(attempt.paymentId)).status).toBe('pending');
  });

  it('ignores a pending that arrives after the settlement', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    const result = await backend.midtrans.pay(attempt.orderId, 'out-of-order');
    expect(result.sent.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect((await payment(attempt.paymentId)).status).toBe('completed');
    const stored = await db.sql`
      select transaction_status, outcome from public.payment_notifications where payment_id = ${attempt.paymentId} order by id`;
    expect(stored).toEqual([
      { transaction_status: 'settlement', outcome: 'completed' },
      { transaction_status: 'pending', outcome: 'stale' },
    ]);
  });

  it('does not take a settlement of another amount as it came: the status API, which says pending, decides', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    const order = backend.midtrans.order(attempt.orderId)!;
    const short = await signed({
      order_id: attempt.orderId,
      transaction_id: order.transactionId,
      gross_amount: `${attempt.amount - 1000}.00`,
      transaction_status: 'settlement',
    });
    const response = await postNotification(short);
    expect(response).toMatchObject({ status: 200, body: { data: { outcome: 'stale' } } });
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'pending', flag: null, receipt_number: null });
    expect(await billStatuses([bills[0]!.id])).toEqual(['unpaid']);
    // The settlement Midtrans then sends, of the right amount, is credited.
    await backend.midtrans.pay(attempt.orderId);
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', flag: null });
  });

  it('credits a settlement that arrives after our own expiry, flagged late', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    await db.sql`update public.payments set status = 'expired', expires_at = now() - interval '1 minute'
                 where id = ${attempt.paymentId}`;
    await backend.midtrans.pay(attempt.orderId);
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', flag: 'late_settlement' });
    expect(await billStatuses([bills[0]!.id])).toEqual(['paid']);
  });

  it('answers a notification for an unknown order with 200 and records it', async () => {
    const stray = await signed({
      order_id: 'SIMK-000000-UNKNOWN',
      transaction_id: 'trx-unknown',
      gross_amount: '150000.00',
      transaction_status: 'settlement',
    });
    expect(await postNotification(stray)).toMatchObject({ status: 200, body: { data: { outcome: 'unknown_order' } } });
    expect((await postNotification(stray)).body.data?.outcome).toBe('duplicate');
  });
});

describe('reconciliation and checks', () => {
  it('settles through the status API an attempt whose notification never arrived', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    await payWithLostNotification(attempt.orderId);
    expect((await payment(attempt.paymentId)).status).toBe('pending');
    await db.sql`update public.payments set expires_at = now() - interval '6 minutes' where id = ${attempt.paymentId}`;
    const refused = await backend.call('POST', '/payments/reconcile', { token: tokens.superadmin });
    expect(refused.status).toBe(401);
    const response = await backend.call('POST', '/payments/reconcile', { token: backend.authKeys.serviceRoleKey });
    expect(response.status).toBe(200);
    expect(await payment(attempt.paymentId)).toMatchObject({ status: 'completed', flag: 'late_settlement' });
  });

  it('expires through the status API an attempt the gateway never heard of', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    await db.sql`update public.payments set provider_reference = ${`${attempt.orderId}-LOST`},
                   expires_at = now() - interval '6 minutes' where id = ${attempt.paymentId}`;
    await backend.call('POST', '/payments/reconcile', { token: backend.authKeys.serviceRoleKey });
    expect((await payment(attempt.paymentId)).status).toBe('expired');
    expect(await billStatuses([bills[0]!.id])).toEqual(['unpaid']);
  });

  it('“Saya sudah bayar” asks the gateway at once', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const attempt = await openAttempt(
      bills.map((bill) => bill.id),
      tokens.bandung,
    );
    await payWithLostNotification(attempt.orderId);
    const response = await backend.call('POST', `/payments/${attempt.paymentId}/check`, { token: tokens.bandung });
    expect(response.status).toBe(200);
    expect((response.body.data as { payment: PaymentView }).payment.status).toBe('completed');
  });

  it('keeps a direct Data API call from holding bills past the 15-minute expiry', async () => {
    const bills = await unpaidBills({ organizationBps: '3273' }, 1);
    const [member] = await db.sql<{ userId: string }[]>`
      select ra.user_id as "userId" from public.role_assignments ra join auth.users u on u.id = ra.user_id
      where u.email = 'dpc.bandung@simk.test' limit 1`;
    const claims = JSON.stringify({ sub: member!.userId, role: 'authenticated' });
    const attempt = (expiresAt: string) =>
      db.sql.begin(async (tx) => {
        await tx`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${claims}, true)`;
        return tx`select id from public.open_qris_payment(${[bills[0]!.id]}::uuid[], ${expiresAt}::timestamptz)`;
      });
    await expect(attempt(new Date(Date.now() + 86_400_000).toISOString())).rejects.toMatchObject({ code: '22023' });
    await expect(attempt(new Date(Date.now() - 1_000).toISOString())).rejects.toMatchObject({ code: '22023' });
    expect(await billStatuses([bills[0]!.id])).toEqual(['unpaid']);
  });

  it('refuses bills of another member and unknown bills alike', async () => {
    const others = await unpaidBills({ organizationBps: '3578' }, 1);
    for (const billIds of [[others[0]!.id], ['00000000-0000-4000-8000-000000000000']]) {
      const response = await backend.call('POST', '/payments/qris', { token: tokens.anggota, body: { billIds } });
      expect(response.status).toBe(409);
      expect(response.body.error?.code).toBe('BILLS_NOT_PAYABLE');
    }
    const empty = await backend.call('POST', '/payments/qris', { token: tokens.anggota, body: { billIds: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe('Pilih minimal satu tagihan.');
  });
});
