// Midtrans's Core API for the embedded stack and the tests, mounted by the gateway at `/midtrans`
// (http://127.0.0.1:54321/midtrans/v2/charge): the QRIS charge and the status API in Midtrans's
// paths and shapes, with orders in memory, plus what only a simulator can do: "pay" an order by
// sending the signed HTTP notification Midtrans sends, once, several times at once, out of order,
// or as an expiry, and refund it in full or in part as the merchant's dashboard would. The status
// API answers by order id or transaction id. Every answer is HTTP 200 with the outcome in
// `status_code`, as Midtrans does.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { LOCAL_QRIS_MERCHANT } from '../../supabase/functions/_shared/payments/config.ts';
import {
  formatGrossAmount,
  formatMidtransTime,
  LOCAL_MIDTRANS_SERVER_KEY,
  MIDTRANS_STATUS_CODES,
  type MidtransNotification,
  type MidtransTransactionStatus,
  qrisChargeRequestSchema,
} from '../../supabase/functions/_shared/payments/midtrans-protocol.ts';
import { midtransSignature } from '../../supabase/functions/_shared/payments/midtrans-signature.ts';
import {
  buildDynamicQris,
  QRIS_ADDITIONAL_DATA_MAX,
  type QrisMerchant,
} from '../../supabase/functions/_shared/payments/qris.ts';
import { deliver, type Delivery } from './notifier.ts';

export { LOCAL_MIDTRANS_SERVER_KEY };

/** Midtrans's default lifetime of a QRIS charge without `custom_expiry`. */
const DEFAULT_EXPIRY_MINUTES = 15;
export const DEFAULT_DUPLICATE_COUNT = 10;
export const MAX_DUPLICATE_COUNT = 100;
const LOCAL_MERCHANT_ID = 'G000SIMKLOCAL';

export interface MidtransSimulatorOptions {
  /** LOCAL_MIDTRANS_SERVER_KEY when omitted: the one key the simulator accepts and signs with. */
  serverKey?: string;
  /** Where notifications go; `pay` answers 409 until one is set. */
  notificationUrl?: string;
  /** LOCAL_QRIS_MERCHANT when omitted. */
  merchant?: QrisMerchant;
  /** The clock, for expiry. */
  now?: () => Date;
}

export interface SimulatedOrder {
  orderId: string;
  transactionId: string;
  amount: number;
  qrString: string;
  transactionTime: Date;
  expiresAt: Date;
  status: MidtransTransactionStatus;
  settlementTime?: Date;
  /** Refunds made so far, oldest first. */
  refunds: SimulatedRefund[];
}

export interface SimulatedRefund {
  id: number;
  amount: number;
  createdAt: Date;
  reason: string;
}

export const PAY_MODES = ['settlement', 'duplicate', 'out-of-order', 'expire'] as const;
export type PayMode = (typeof PAY_MODES)[number];

export interface PayResult {
  order_id: string;
  transaction_status: MidtransTransactionStatus;
  notification_url: string;
  /** Every notification sent, with the HTTP status the receiver answered (null: no answer). */
  sent: Delivery[];
}

/** Refused simulator requests: the order is unknown, or cannot move that way. */
export class SimulatorRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const payRequestSchema = z.object({
  order_id: z.string().min(1),
  mode: z.enum(PAY_MODES).optional(),
  count: z.number().int().min(1).max(MAX_DUPLICATE_COUNT).optional(),
});

const refundRequestSchema = z.object({
  order_id: z.string().min(1),
  amount: z.number().int().min(1).optional(),
  reason: z.string().max(255).optional(),
});

const expiryUnitMs = { second: 1_000, minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;

export class MidtransSimulator {
  readonly serverKey: string;
  notificationUrl: string | undefined;
  private readonly merchant: QrisMerchant;
  private readonly now: () => Date;
  private readonly orders = new Map<string, SimulatedOrder>();
  private readonly byTransactionId = new Map<string, SimulatedOrder>();
  private refundCount = 0;

  constructor(options: MidtransSimulatorOptions = {}) {
    this.serverKey = options.serverKey ?? LOCAL_MIDTRANS_SERVER_KEY;
    this.notificationUrl = options.notificationUrl;
    this.merchant = options.merchant ?? LOCAL_QRIS_MERCHANT;
    this.now = options.now ?? (() => new Date());
  }

  /** An order as it stands now: a pending one past its expiry has expired. */
  order(orderId: string): SimulatedOrder | undefined {
    return this.current(this.orders.get(orderId));
  }

  /** An order by its order id or its transaction id, as the status API looks one up. */
  transaction(orderOrTransactionId: string): SimulatedOrder | undefined {
    return this.current(this.orders.get(orderOrTransactionId) ?? this.byTransactionId.get(orderOrTransactionId));
  }

  private current(order: SimulatedOrder | undefined): SimulatedOrder | undefined {
    if (order?.status === 'pending' && this.now() >= order.expiresAt) order.status = 'expire';
    return order;
  }

  /** The notification Midtrans would send for the order in `status` (its own status by default). */
  async notification(
    order: SimulatedOrder,
    status: MidtransTransactionStatus = order.status,
  ): Promise<MidtransNotification> {
    const statusCode = MIDTRANS_STATUS_CODES[status] ?? '200';
    const grossAmount = formatGrossAmount(order.amount);
    const refunded = order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    return {
      transaction_time: formatMidtransTime(order.transactionTime),
      transaction_status: status,
      transaction_id: order.transactionId,
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: await midtransSignature(order.orderId, statusCode, grossAmount, this.serverKey),
      ...(status === 'settlement' && order.settlementTime
        ? { settlement_time: formatMidtransTime(order.settlementTime) }
        : {}),
      payment_type: 'qris',
      order_id: order.orderId,
      merchant_id: LOCAL_MERCHANT_ID,
      issuer: 'gopay',
      gross_amount: grossAmount,
      fraud_status: 'accept',
      expiry_time: formatMidtransTime(order.expiresAt),
      currency: 'IDR',
      acquirer: 'gopay',
      ...(order.refunds.length > 0
        ? {
            refund_amount: formatGrossAmount(refunded),
            refunds: order.refunds.map((refund) => ({
              refund_chargeback_id: refund.id,
              refund_amount: formatGrossAmount(refund.amount),
              created_at: formatMidtransTime(refund.createdAt),
              reason: refund.reason,
              refund_key: `refund-${refund.id}`,
            })),
          }
        : {}),
    };
  }

  /**
   * Refunds `amount` (the rest of the payment by default) of a settled order, as the merchant does
   * in Midtrans's dashboard, and sends the notification: `partial_refund` while some of the
   * payment remains, `refund` once all of it is refunded.
   */
  async refund(orderId: string, amount?: number, reason = 'Refund dari simulator'): Promise<PayResult> {
    const url = this.notificationUrl;
    if (!url) throw new SimulatorRefusal(409, 'the simulator has no notification URL');
    const order = this.order(orderId);
    if (!order) throw new SimulatorRefusal(404, `no order ${orderId}`);
    if (order.status !== 'settlement' && order.status !== 'partial_refund') {
      throw new SimulatorRefusal(409, `order ${orderId} is ${order.status}, it cannot be refunded`);
    }
    const remaining = order.amount - order.refunds.reduce((sum, refund) => sum + refund.amount, 0);
    const refunded = amount ?? remaining;
    if (refunded > remaining) {
      throw new SimulatorRefusal(409, `order ${orderId} has ${remaining} left to refund, not ${refunded}`);
    }
    order.refunds.push({ id: ++this.refundCount, amount: refunded, createdAt: this.now(), reason });
    order.status = refunded === remaining ? 'refund' : 'partial_refund';
    return this.result(order, url, [await this.notification(order)]);
  }

  /**
   * Pays the order and sends the settlement notification (`settlement`); the same `count` times at
   * once (`duplicate`); the settlement then the pending one Midtrans sent first (`out-of-order`);
   * or expires it and sends that (`expire`). A settled order can be "paid" again: the same
   * notification is sent again, as Midtrans's retries do.
   */
  async pay(orderId: string, mode: PayMode = 'settlement', count = DEFAULT_DUPLICATE_COUNT): Promise<PayResult> {
    const url = this.notificationUrl;
    if (!url) throw new SimulatorRefusal(409, 'the simulator has no notification URL');
    const order = this.order(orderId);
    if (!order) throw new SimulatorRefusal(404, `no order ${orderId}`);
    if (mode === 'expire') {
      if (order.status !== 'pending' && order.status !== 'expire') {
        throw new SimulatorRefusal(409, `order ${orderId} is ${order.status}, it cannot expire`);
      }
      order.status = 'expire';
      return this.result(order, url, [await this.notification(order)]);
    }
    if (order.status === 'pending') {
      order.status = 'settlement';
      order.settlementTime = this.now();
    }
    if (order.status !== 'settlement') {
      throw new SimulatorRefusal(409, `order ${orderId} is ${order.status}, it cannot be paid`);
    }
    const settlement = await this.notification(order);
    switch (mode) {
      case 'duplicate':
        return this.result(
          order,
          url,
          Array.from({ length: count }, () => settlement),
          true,
        );
      case 'out-of-order':
        return this.result(order, url, [settlement, await this.notification(order, 'pending')]);
      default:
        return this.result(order, url, [settlement]);
    }
  }

  app(): Hono {
    const app = new Hono();
    app.post('/v2/charge', (c) => this.charge(c));
    app.get('/v2/:id/status', (c) => this.status(c));
    app.get('/v2/qris/:transactionId/qr-code', (c) =>
      c.json({ status_message: 'The simulator draws no QR image: render qr_string.' }, 501),
    );
    app.post('/simulator/pay', async (c) => {
      const body = payRequestSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) return c.json({ error: 'expected { order_id, mode?, count? }' }, 400);
      return this.answer(c, () => this.pay(body.data.order_id, body.data.mode, body.data.count));
    });
    app.post('/simulator/refund', async (c) => {
      const body = refundRequestSchema.safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) return c.json({ error: 'expected { order_id, amount?, reason? }' }, 400);
      return this.answer(c, () => this.refund(body.data.order_id, body.data.amount, body.data.reason));
    });
    app.post('/simulator/expire', async (c) => {
      const body = payRequestSchema.pick({ order_id: true }).safeParse(await c.req.json().catch(() => undefined));
      if (!body.success) return c.json({ error: 'expected { order_id }' }, 400);
      return this.answer(c, () => this.pay(body.data.order_id, 'expire'));
    });
    return app;
  }

  private async charge(c: Context): Promise<Response> {
    if (!this.authorized(c)) return c.json(unauthorized());
    const body = qrisChargeRequestSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return c.json({
        status_code: '400',
        status_message: 'One or more parameters in the payload is invalid.',
        validation_messages: body.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
        id: randomUUID(),
      });
    }
    const { order_id: orderId, gross_amount: amount } = body.data.transaction_details;
    if (this.orders.has(orderId)) {
      return c.json({
        status_code: '406',
        status_message: 'order_id has been paid and utilized, please use another order ID',
        id: randomUUID(),
      });
    }
    const expiry = body.data.custom_expiry;
    const lifetimeMs = expiry
      ? expiry.expiry_duration * expiryUnitMs[expiry.unit]
      : DEFAULT_EXPIRY_MINUTES * expiryUnitMs.minute;
    const transactionTime = this.now();
    const order: SimulatedOrder = {
      orderId,
      transactionId: randomUUID(),
      amount,
      qrString: buildDynamicQris({ ...this.merchant, amount, ...qrisReference(orderId) }),
      transactionTime,
      expiresAt: new Date(transactionTime.getTime() + lifetimeMs),
      status: 'pending',
      refunds: [],
    };
    this.orders.set(orderId, order);
    this.byTransactionId.set(order.transactionId, order);
    const qrImageUrl = new URL(`qris/${order.transactionId}/qr-code`, c.req.url).href;
    return c.json({
      status_code: '201',
      status_message: 'QRIS transaction is created',
      transaction_id: order.transactionId,
      order_id: orderId,
      merchant_id: LOCAL_MERCHANT_ID,
      gross_amount: formatGrossAmount(amount),
      currency: 'IDR',
      payment_type: 'qris',
      transaction_time: formatMidtransTime(transactionTime),
      transaction_status: 'pending',
      fraud_status: 'accept',
      actions: [{ name: 'generate-qr-code', method: 'GET', url: qrImageUrl }],
      acquirer: 'gopay',
      qr_string: order.qrString,
      expiry_time: formatMidtransTime(order.expiresAt),
    });
  }

  private async status(c: Context): Promise<Response> {
    if (!this.authorized(c)) return c.json(unauthorized());
    const order = this.transaction(c.req.param('id') ?? '');
    if (!order) return c.json({ status_code: '404', status_message: "Transaction doesn't exist.", id: randomUUID() });
    return c.json({ ...(await this.notification(order)), status_message: 'Success, transaction is found' });
  }

  /** `Authorization: Basic base64(serverKey + ":")`. */
  private authorized(c: Context): boolean {
    const header = c.req.header('authorization') ?? '';
    const encoded = /^Basic (\S+)$/.exec(header)?.[1];
    return encoded !== undefined && Buffer.from(encoded, 'base64').toString('utf8') === `${this.serverKey}:`;
  }

  private async result(
    order: SimulatedOrder,
    url: string,
    notifications: MidtransNotification[],
    concurrently = false,
  ): Promise<PayResult> {
    const sent: Delivery[] = [];
    if (concurrently) sent.push(...(await Promise.all(notifications.map((body) => deliver(url, body)))));
    else for (const body of notifications) sent.push(await deliver(url, body));
    return { order_id: order.orderId, transaction_status: order.status, notification_url: url, sent };
  }

  private async answer(c: Context, run: () => Promise<PayResult>): Promise<Response> {
    try {
      return c.json(await run());
    } catch (error) {
      if (error instanceof SimulatorRefusal) return c.json({ error: error.message }, error.status);
      throw error;
    }
  }
}

function unauthorized() {
  return {
    status_code: '401',
    status_message: 'Access denied due to unauthorized transaction, please check client or server key',
    id: randomUUID(),
  };
}

/**
 * The order id in tag 62: the bill number (sub 01) holds 25 characters, so an order id up to
 * Midtrans's 50 continues in the reference label (sub 05); read together they give it back whole.
 */
export function qrisReference(orderId: string): { billNumber: string; referenceLabel?: string } {
  return orderId.length > QRIS_ADDITIONAL_DATA_MAX
    ? {
        billNumber: orderId.slice(0, QRIS_ADDITIONAL_DATA_MAX),
        referenceLabel: orderId.slice(QRIS_ADDITIONAL_DATA_MAX),
      }
    : { billNumber: orderId };
}
