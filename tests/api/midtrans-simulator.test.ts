// The Midtrans Core API adapter against the local simulator, over real HTTP through the gateway
// (/midtrans), and the simulator's notifications arriving at a receiving server run here.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError, QRIS_EXPIRY_MINUTES } from '@shared/payments/gateway.ts';
import { midtransCoreApiGateway } from '@shared/payments/midtrans-core-api.ts';
import {
  LOCAL_MIDTRANS_SERVER_KEY,
  midtransNotificationSchema,
  parseMidtransTime,
  type MidtransNotification,
} from '@shared/payments/midtrans-protocol.ts';
import { verifyMidtransSignature } from '@shared/payments/midtrans-signature.ts';
import { startGateway } from '../../local/gateway.ts';
import type { RunningServer } from '../../local/http-server.ts';
import { MidtransSimulator, type PayResult } from '../../local/midtrans/simulator.ts';
import { freePort } from '../../local/postgres.ts';
import { decodeQris } from '../support/emvco-decoder.ts';

const merchant = {
  merchantName: 'PATELKI DPC KOTA BANDUNG',
  merchantCity: 'BANDUNG',
  postalCode: '40115',
  nmid: 'ID1021081861606',
  mcc: '8699',
  merchantCriteria: 'UMI',
} as const;

/** The receiving end of notifications: records each body, answers `answerStatus`. */
const received: Array<{ body: string; at: number }> = [];
let answerStatus = 200;
let receiver: Server;
let receiverUrl: string;

/** The simulator's clock runs `skewMs` ahead, to reach expiries without waiting. */
let skewMs = 0;
const simulator = new MidtransSimulator({ merchant, now: () => new Date(Date.now() + skewMs) });
let gateway: RunningServer;
let baseUrl: string;
let orderCount = 0;
const newOrderId = () => `SIMK-T${process.pid}-${++orderCount}`;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body, at: Date.now() });
      response.writeHead(answerStatus, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/functions/v1/api/v1/payments/notifications/midtrans`;
  simulator.notificationUrl = receiverUrl;
  gateway = await startGateway({ port: await freePort(), host: '127.0.0.1', functions: {}, midtrans: simulator });
  baseUrl = `${gateway.url}/midtrans`;
});

afterAll(async () => {
  await gateway?.close();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
});

beforeEach(() => {
  received.length = 0;
  answerStatus = 200;
  skewMs = 0;
  simulator.notificationUrl = receiverUrl;
});

const adapter = () => midtransCoreApiGateway({ baseUrl, serverKey: LOCAL_MIDTRANS_SERVER_KEY });

async function simulatorCall(
  path: string,
  body: unknown,
): Promise<{ status: number; body: PayResult & { error?: string } }> {
  const response = await fetch(`${baseUrl}/simulator/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as PayResult & { error?: string } };
}

const receivedNotifications = (): MidtransNotification[] =>
  received.map(({ body }) => midtransNotificationSchema.parse(JSON.parse(body)));

async function expectCaughtError(promise: Promise<unknown>): Promise<PaymentGatewayError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentGatewayError);
  return error as PaymentGatewayError;
}

describe('POST /v2/charge through the adapter', () => {
  it('creates a pending QRIS charge whose string is a valid dynamic QRIS for the amount and order', async () => {
    const orderId = newOrderId();
    const before = Date.now();
    const charge = await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: QRIS_EXPIRY_MINUTES });
    expect(charge).toMatchObject({ orderId, grossAmount: '150000.00', transactionStatus: 'pending' });
    expect(charge.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(charge.qrImageUrl).toBe(`${baseUrl}/v2/qris/${charge.transactionId}/qr-code`);

    const { byId, sub } = decodeQris(charge.qrString);
    expect(byId).toMatchObject({ '01': '12', '53': '360', '54': '150000', '58': 'ID', '59': merchant.merchantName });
    expect(sub('51')).toMatchObject({ '00': 'ID.CO.QRIS.WWW', '02': merchant.nmid });
    expect(sub('62')['01']).toBe(orderId);

    // Midtrans writes times to the second, in Jakarta time.
    const expiresAt = Date.parse(charge.expiresAt!);
    expect(expiresAt).toBeGreaterThanOrEqual(before - 1_000 + QRIS_EXPIRY_MINUTES * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + QRIS_EXPIRY_MINUTES * 60_000);
  });

  it("speaks Midtrans's wire format: Basic auth, status_code in a 200 body", async () => {
    const orderId = newOrderId();
    const response = await fetch(`${baseUrl}/v2/charge`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${LOCAL_MIDTRANS_SERVER_KEY}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        payment_type: 'qris',
        transaction_details: { order_id: orderId, gross_amount: 75_000 },
        qris: { acquirer: 'gopay' },
        custom_expiry: { expiry_duration: 15, unit: 'minute' },
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status_code: '201',
      order_id: orderId,
      gross_amount: '75000.00',
      payment_type: 'qris',
      transaction_status: 'pending',
      acquirer: 'gopay',
      actions: [{ name: 'generate-qr-code', method: 'GET' }],
    });
    expect(body.transaction_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const lifetime =
      parseMidtransTime(body.expiry_time as string)!.getTime() -
      parseMidtransTime(body.transaction_time as string)!.getTime();
    expect(lifetime).toBe(15 * 60_000);
  });

  it("takes Midtrans's 50-character order ids, written across tag 62's bill number and reference label", async () => {
    const orderId = `SIMK-${'0123456789abcdef'.repeat(3)}-${orderCount++}`.slice(0, 50);
    expect(orderId).toHaveLength(50);
    const charge = await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    const tag62 = decodeQris(charge.qrString).sub('62');
    expect(tag62['01']).toHaveLength(25);
    expect(`${tag62['01']}${tag62['05']}`).toBe(orderId);
    const tooLong = await expectCaughtError(
      adapter().chargeQris({ orderId: `${orderId}X`, amount: 150_000, expiryMinutes: 15 }),
    );
    expect(tooLong).toMatchObject({ status: 400, code: 'REJECTED' });
  });

  it('refuses a reused order id with 406', async () => {
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    const error = await expectCaughtError(adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 }));
    expect(error).toMatchObject({ status: 406, code: 'DUPLICATE_ORDER', retryable: false });
    expect(error.message).toContain('order_id has been paid and utilized');
  });

  it('refuses a wrong server key with 401, on charge and status', async () => {
    const wrong = midtransCoreApiGateway({ baseUrl, serverKey: 'SB-Mid-server-WRONG' });
    const charge = await expectCaughtError(
      wrong.chargeQris({ orderId: newOrderId(), amount: 1_000, expiryMinutes: 15 }),
    );
    expect(charge).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const status = await expectCaughtError(wrong.status('anything'));
    expect(status).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it('refuses an invalid charge with 400, and reports an unreachable provider as unavailable', async () => {
    const invalid = await expectCaughtError(
      adapter().chargeQris({ orderId: newOrderId(), amount: 0, expiryMinutes: 15 }),
    );
    expect(invalid).toMatchObject({ status: 400, code: 'REJECTED' });
    const down = midtransCoreApiGateway({ baseUrl: `http://127.0.0.1:${await freePort()}`, serverKey: 'x' });
    const unreachable = await expectCaughtError(down.status('x'));
    expect(unreachable).toMatchObject({ status: 502, code: 'UNAVAILABLE', retryable: true });
  });
});

describe('GET /v2/{order_id}/status through the adapter', () => {
  it('answers a pending order in the notification shape, signed, and null for an unknown one', async () => {
    const orderId = newOrderId();
    const charge = await adapter().chargeQris({ orderId, amount: 50_000, expiryMinutes: 15 });
    const status = await adapter().status(orderId);
    expect(status).toMatchObject({
      order_id: orderId,
      transaction_id: charge.transactionId,
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: '50000.00',
      payment_type: 'qris',
    });
    expect(
      await verifyMidtransSignature({ ...status!, signature_key: status!.signature_key! }, LOCAL_MIDTRANS_SERVER_KEY),
    ).toBe(true);
    expect(await adapter().status(`${orderId}-unknown`)).toBeNull();
  });

  it('answers by the transaction id as well, as Midtrans (and its Node client) does', async () => {
    const orderId = newOrderId();
    const charge = await adapter().chargeQris({ orderId, amount: 50_000, expiryMinutes: 15 });
    await simulatorCall('pay', { order_id: orderId });
    expect(await adapter().status(charge.transactionId)).toMatchObject({
      order_id: orderId,
      transaction_id: charge.transactionId,
      transaction_status: 'settlement',
    });
    expect(await adapter().status('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('expires a pending order by itself after its custom expiry', async () => {
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 50_000, expiryMinutes: 1 });
    skewMs = 59_000;
    expect((await adapter().status(orderId))?.transaction_status).toBe('pending');
    skewMs = 61_000;
    expect(await adapter().status(orderId)).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    const paid = await simulatorCall('pay', { order_id: orderId });
    expect(paid.status).toBe(409);
    expect(received).toEqual([]);
  });
});

describe('POST /midtrans/simulator/pay', () => {
  it('settles the order and sends the signed settlement notification Midtrans sends', async () => {
    const orderId = newOrderId();
    const charge = await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    const paid = await simulatorCall('pay', { order_id: orderId });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      order_id: orderId,
      transaction_status: 'settlement',
      notification_url: receiverUrl,
    });
    expect(paid.body.sent.map((delivery) => delivery.status)).toEqual([200]);

    const [notification] = receivedNotifications();
    expect(received).toHaveLength(1);
    expect(notification).toMatchObject({
      order_id: orderId,
      transaction_id: charge.transactionId,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: '150000.00',
      payment_type: 'qris',
      fraud_status: 'accept',
    });
    expect(notification!.settlement_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await verifyMidtransSignature(notification!, LOCAL_MIDTRANS_SERVER_KEY)).toBe(true);
    expect(await verifyMidtransSignature(notification!, 'SB-Mid-server-OTHER')).toBe(false);
    expect(paid.body.sent[0]!.notification).toEqual(notification);

    expect(await adapter().status(orderId)).toMatchObject({ transaction_status: 'settlement', status_code: '200' });
  });

  it('duplicate: sends the same notification N times at once', async () => {
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    const paid = await simulatorCall('pay', { order_id: orderId, mode: 'duplicate', count: 8 });
    expect(paid.body.sent).toHaveLength(8);
    expect(received).toHaveLength(8);
    expect(new Set(received.map(({ body }) => body)).size).toBe(1);
    expect(receivedNotifications()[0]).toMatchObject({ transaction_status: 'settlement', status_code: '200' });
  });

  it('out-of-order: settlement, then the pending notification, both signed', async () => {
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    await simulatorCall('pay', { order_id: orderId, mode: 'out-of-order' });
    const notifications = receivedNotifications();
    expect(notifications.map((n) => [n.transaction_status, n.status_code])).toEqual([
      ['settlement', '200'],
      ['pending', '201'],
    ]);
    for (const notification of notifications) {
      expect(await verifyMidtransSignature(notification, LOCAL_MIDTRANS_SERVER_KEY)).toBe(true);
    }
    expect((await adapter().status(orderId))?.transaction_status).toBe('settlement');
  });

  it('expire (also POST /simulator/expire): sends the signed expiry, after which the order cannot be paid', async () => {
    const byMode = newOrderId();
    const byRoute = newOrderId();
    await adapter().chargeQris({ orderId: byMode, amount: 150_000, expiryMinutes: 15 });
    await adapter().chargeQris({ orderId: byRoute, amount: 150_000, expiryMinutes: 15 });
    expect((await simulatorCall('pay', { order_id: byMode, mode: 'expire' })).body.transaction_status).toBe('expire');
    expect((await simulatorCall('expire', { order_id: byRoute })).body.transaction_status).toBe('expire');
    const notifications = receivedNotifications();
    expect(notifications.map((n) => [n.order_id, n.transaction_status, n.status_code])).toEqual([
      [byMode, 'expire', '407'],
      [byRoute, 'expire', '407'],
    ]);
    for (const notification of notifications) {
      expect(await verifyMidtransSignature(notification, LOCAL_MIDTRANS_SERVER_KEY)).toBe(true);
    }
    expect((await simulatorCall('pay', { order_id: byMode })).status).toBe(409);
    expect((await adapter().status(byRoute))?.transaction_status).toBe('expire');
  });

  it('resends the settlement of a paid order, cannot expire it, and reports what the receiver answered', async () => {
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    await simulatorCall('pay', { order_id: orderId });
    answerStatus = 500;
    const again = await simulatorCall('pay', { order_id: orderId });
    expect(again.body.sent.map((delivery) => delivery.status)).toEqual([500]);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect((await simulatorCall('expire', { order_id: orderId })).status).toBe(409);
  });

  it('refuses an unknown order, a malformed request, and paying with no notification URL', async () => {
    expect((await simulatorCall('pay', { order_id: 'SIMK-NOPE' })).status).toBe(404);
    expect((await simulatorCall('pay', { order: 'x' })).status).toBe(400);
    expect((await simulatorCall('pay', { order_id: 'x', mode: 'refund' })).status).toBe(400);
    const orderId = newOrderId();
    await adapter().chargeQris({ orderId, amount: 1_000, expiryMinutes: 15 });
    simulator.notificationUrl = undefined;
    expect((await simulatorCall('pay', { order_id: orderId })).status).toBe(409);
    expect(received).toEqual([]);
  });
});

describe('POST /midtrans/simulator/refund', () => {
  it('refunds part of a settled order, then the rest, each with a signed notification carrying refund_amount and refunds', async () => {
    const orderId = newOrderId();
    const charge = await adapter().chargeQris({ orderId, amount: 150_000, expiryMinutes: 15 });
    expect((await simulatorCall('refund', { order_id: orderId })).status).toBe(409);
    await simulatorCall('pay', { order_id: orderId });
    const partial = await simulatorCall('refund', { order_id: orderId, amount: 50_000, reason: 'Kelebihan bayar' });
    expect(partial.body.transaction_status).toBe('partial_refund');
    expect((await simulatorCall('refund', { order_id: orderId, amount: 100_001 })).status).toBe(409);
    const rest = await simulatorCall('refund', { order_id: orderId });
    expect(rest.body.transaction_status).toBe('refund');
    expect((await simulatorCall('refund', { order_id: orderId })).status).toBe(409);

    const notifications = receivedNotifications().slice(1);
    expect(notifications.map((n) => [n.transaction_status, n.status_code, n.gross_amount, n.refund_amount])).toEqual([
      ['partial_refund', '200', '150000.00', '50000.00'],
      ['refund', '200', '150000.00', '150000.00'],
    ]);
    expect(notifications[1]!.refunds?.map((refund) => refund.refund_amount)).toEqual(['50000.00', '100000.00']);
    expect(notifications[0]!.refunds?.[0]?.reason).toBe('Kelebihan bayar');
    for (const notification of notifications) {
      expect(await verifyMidtransSignature(notification, LOCAL_MIDTRANS_SERVER_KEY)).toBe(true);
    }
    for (const id of [orderId, charge.transactionId]) {
      expect(await adapter().status(id)).toMatchObject({
        transaction_status: 'refund',
        refund_amount: '150000.00',
        refunds: [{ refund_amount: '50000.00' }, { refund_amount: '100000.00' }],
      });
    }
  });
});

it("lists the simulator's routes on the gateway's index", async () => {
  const index = (await (await fetch(gateway.url)).json()) as { routes: string[] };
  expect(index.routes).toEqual(
    expect.arrayContaining([
      '/midtrans/v2/charge',
      '/midtrans/v2/{order_id or transaction_id}/status',
      '/midtrans/simulator/pay',
      '/midtrans/simulator/refund',
    ]),
  );
});
