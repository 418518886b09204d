import type { Context } from 'hono';
import { qrisPaymentSchema } from '../../../_shared/contracts/payments.ts';
import { PaymentGatewayError, QRIS_EXPIRY_MINUTES } from '../../../_shared/payments/gateway.ts';
import { midtransNotificationSchema } from '../../../_shared/payments/midtrans-protocol.ts';
import { verifyMidtransSignature } from '../../../_shared/payments/midtrans-signature.ts';
import type { AppEnv } from '../../app-env.ts';
import { asCaller, serviceCaller } from '../../db.ts';
import { AppError } from '../../errors.ts';
import { applyGatewayStatus, applyMidtransNotification } from '../../payments/gateway-status.ts';
import { reconcilePendingPayments } from '../../payments/reconcile.ts';
import { constantTimeEqual } from '../../../_shared/constant-time.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../_shared/database-errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { receiptResponse } from './payment-receipt.ts';
import { paymentView } from './payment-view.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const billErrors: DatabaseErrorOptions = {
  transitions: { bills_payable: 'BILLS_NOT_PAYABLE', bills_pending_payment: 'BILLS_PAYMENT_PENDING' },
};

function requireGateway(c: Context<AppEnv>) {
  const gateway = c.var.deps.paymentGateway;
  if (!gateway) throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  return gateway;
}

function asService<T>(c: Context<AppEnv>, work: Parameters<typeof asCaller<T>>[2]) {
  return asCaller(c.var.deps.sql, serviceCaller, work);
}

export const createQrisPayment: AppRouteHandler<typeof routes.createQrisPayment> = async (c) => {
  const { billIds } = c.req.valid('json');
  const gateway = requireGateway(c);
  const expiresAt = new Date(Date.now() + QRIS_EXPIRY_MINUTES * 60_000);
  const attempt = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.openQrisPayment(tx, billIds, expiresAt)),
    billErrors,
  );
  let charge;
  try {
    charge = await gateway.chargeQris({
      orderId: attempt.orderId,
      amount: attempt.amount,
      expiryMinutes: QRIS_EXPIRY_MINUTES,
    });
  } catch (error) {
    c.var.deps.log(`[${c.get('requestId')}] QRIS charge of ${attempt.orderId} failed`, error);
    await asService(c, (tx) =>
      queries.abandonQrisPayment(tx, attempt.id, 'Gateway pembayaran menolak atau tidak dapat dihubungi'),
    );
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  await asService(c, (tx) => queries.attachQrisCharge(tx, attempt.id, charge.transactionId, charge.qrString));
  const data = qrisPaymentSchema.parse({
    paymentId: attempt.id,
    orderId: attempt.orderId,
    qrString: charge.qrString,
    amount: attempt.amount,
    expiresAt: attempt.expiresAt,
    status: 'pending',
    merchantName: c.var.deps.config.payments.merchant.merchantName,
  });
  return c.json({ success: true as const, data }, 201);
};

export const getPayment: AppRouteHandler<typeof routes.getPayment> = async (c) => {
  const { paymentId } = c.req.valid('param');
  c.header('Cache-Control', 'no-store');
  return c.json(await paymentView(c, paymentId), 200);
};

export const checkPayment: AppRouteHandler<typeof routes.checkPayment> = async (c) => {
  const { paymentId } = c.req.valid('param');
  const orderId = await asRequestCaller(c, (tx) => queries.pendingOrderId(tx, paymentId));
  if (orderId) {
    const gateway = requireGateway(c);
    let status;
    try {
      status = await gateway.status(orderId);
    } catch (error) {
      c.var.deps.log(`[${c.get('requestId')}] status of ${orderId} could not be checked`, error);
      throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    if (status) await applyGatewayStatus(c.var.deps.sql, status, 'status_api');
  }
  return c.json(await paymentView(c, paymentId), 200);
};

export const paymentReceipt: AppRouteHandler<typeof routes.paymentReceipt> = async (c) => {
  const { paymentId } = c.req.valid('param');
  const details = await asRequestCaller(c, (tx) => queries.paymentDetails(tx, paymentId));
  if (!details) throw new AppError('PAYMENT_NOT_FOUND');
  if (!details.receiptNumber || !details.paidAt) throw new AppError('PAYMENT_NOT_COMPLETED');
  return receiptResponse(c, paymentId, details, (work) => asRequestCaller(c, work));
};

export const signedPaymentReceipt: AppRouteHandler<typeof routes.signedPaymentReceipt> = async (c) => {
  const { paymentId } = c.req.valid('param');
  const { signature } = c.req.valid('query');
  // The signature is the proof (no session): checked in constant time, and a wrong one answers as
  // an unknown payment does.
  const details = await asService(c, async (tx) =>
    constantTimeEqual(await queries.receiptLinkSignature(tx, paymentId), signature)
      ? queries.paymentDetails(tx, paymentId)
      : undefined,
  );
  if (!details) throw new AppError('PAYMENT_NOT_FOUND');
  if (!details.receiptNumber || !details.paidAt) throw new AppError('PAYMENT_NOT_COMPLETED');
  return receiptResponse(c, paymentId, details, (work) => asService(c, work), 'inline');
};

export const midtransNotification: AppRouteHandler<typeof routes.midtransNotification> = async (c) => {
  const body = c.req.valid('json');
  const notification = midtransNotificationSchema.safeParse(body);
  if (!notification.success) throw new AppError('VALIDATION_ERROR', 'Bukan notifikasi Midtrans yang valid.');
  const serverKey = c.var.deps.config.payments.midtrans?.serverKey;
  if (!serverKey || !(await verifyMidtransSignature(notification.data, serverKey))) {
    c.var.deps.log(
      `[${c.get('requestId')}] Midtrans notification with a bad signature refused (order ${notification.data.order_id})`,
    );
    throw new AppError('UNAUTHORIZED');
  }
  const log = (message: string, detail?: unknown) => c.var.deps.log(`[${c.get('requestId')}] ${message}`, detail);
  let outcome;
  try {
    outcome = await applyMidtransNotification(
      c.var.deps.sql,
      c.var.deps.paymentGateway,
      { ...body, ...notification.data },
      log,
    );
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    // Not a 2xx: Midtrans delivers the notification again later.
    log(`Midtrans notification of order ${notification.data.order_id} could not be confirmed now`, error);
    throw new AppError('PAYMENT_GATEWAY_UNAVAILABLE');
  }
  return c.json({ success: true as const, data: { outcome } }, 200);
};

export const reconcilePayments: AppRouteHandler<typeof routes.reconcilePayments> = async (c) => {
  const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  const { serviceRoleKey } = c.var.deps.config;
  if (!serviceRoleKey || !constantTimeEqual(serviceRoleKey, token)) throw new AppError('UNAUTHORIZED');
  const report = await reconcilePendingPayments(c.var.deps.sql, requireGateway(c), c.var.deps.log);
  return c.json({ success: true as const, data: report }, 200);
};
