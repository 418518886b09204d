// Midtrans Core API as SIMK uses it (../shared/reference/integrations.md, "Midtrans Core API,
// QRIS"): the QRIS charge, the status API and the HTTP notification. What the adapter sends and
// parses, and what the local simulator (local/midtrans/) accepts and answers.
import { z } from 'zod';

export const MIDTRANS_SANDBOX_URL = 'https://api.sandbox.midtrans.com';
export const MIDTRANS_PRODUCTION_URL = 'https://api.midtrans.com';

/**
 * The server key of the local simulator. It is public (docs/operations/payments.md), so anyone can
 * sign a test notification; the configuration refuses it anywhere but against the simulator.
 */
export const LOCAL_MIDTRANS_SERVER_KEY = 'SB-Mid-server-SIMK-LOCAL-0000000000';

/** Midtrans's `transaction_status` values. */
export const MIDTRANS_TRANSACTION_STATUSES = [
  'pending',
  'settlement',
  'capture',
  'expire',
  'cancel',
  'deny',
  'refund',
  'partial_refund',
  'failure',
  'authorize',
  'chargeback',
  'partial_chargeback',
] as const;
export type MidtransTransactionStatus = (typeof MIDTRANS_TRANSACTION_STATUSES)[number];

/**
 * The `status_code` Midtrans gives a transaction status in a notification or status answer, and
 * so in the signature: 200 for a settlement, a refund, a partial refund and a cancel alike.
 */
export const MIDTRANS_STATUS_CODES: Partial<Record<MidtransTransactionStatus, string>> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  cancel: '200',
  refund: '200',
  partial_refund: '200',
  deny: '202',
  expire: '407',
};

/** `"150000.00"`: whole rupiah with Midtrans's two decimals. */
const grossAmount = z.string().regex(/^\d{1,13}(\.\d{1,2})?$/);
/** `"2026-11-25 21:15:00"`, Jakarta time. */
const midtransTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** `POST /v2/charge` for QRIS, as the adapter sends it. */
export interface QrisChargeRequest {
  payment_type: 'qris';
  transaction_details: { order_id: string; gross_amount: number };
  qris: { acquirer: 'gopay' };
  custom_expiry: { expiry_duration: number; unit: 'minute' };
}

/** What the simulator accepts at `POST /v2/charge`. */
export const qrisChargeRequestSchema = z.object({
  payment_type: z.literal('qris'),
  transaction_details: z.object({
    order_id: z
      .string()
      .min(1)
      .max(50)
      .regex(/^[A-Za-z0-9\-_.~]+$/),
    gross_amount: z.number().int().min(1),
  }),
  qris: z.object({ acquirer: z.enum(['gopay', 'airpay shopee']) }).optional(),
  custom_expiry: z
    .object({
      expiry_duration: z.number().int().min(1),
      unit: z.enum(['second', 'minute', 'hour', 'day']),
    })
    .optional(),
});

/** Every answer carries `status_code` (a string) and `status_message`, whatever the HTTP status. */
export const midtransStatusLineSchema = z.object({
  status_code: z.string().regex(/^\d{3}$/),
  status_message: z.string().optional(),
});

/** The answer of a QRIS charge that succeeded: `status_code` "201", `transaction_status` "pending". */
export const qrisChargeResponseSchema = midtransStatusLineSchema.extend({
  transaction_id: z.string().min(1),
  order_id: z.string().min(1),
  gross_amount: grossAmount,
  payment_type: z.literal('qris'),
  transaction_status: z.enum(MIDTRANS_TRANSACTION_STATUSES),
  transaction_time: midtransTime.optional(),
  expiry_time: midtransTime.optional(),
  qr_string: z.string().min(1),
  actions: z.array(z.object({ name: z.string(), method: z.string().optional(), url: z.string() })).default([]),
});
export type QrisChargeResponse = z.infer<typeof qrisChargeResponseSchema>;

/** One refund of a transaction, as the `refunds` array of a notification or status answer lists it. */
export const midtransRefundSchema = z.looseObject({
  refund_chargeback_id: z.union([z.number(), z.string()]).optional(),
  refund_amount: grossAmount,
  created_at: midtransTime.optional(),
  reason: z.string().optional(),
  refund_key: z.string().optional(),
});
export type MidtransRefund = z.infer<typeof midtransRefundSchema>;

/**
 * Midtrans's HTTP notification (the webhook body). `gross_amount` stays the string Midtrans sent:
 * the signature covers it as sent. The signature does not cover `transaction_status` (the code is
 * 200 for a settlement, a refund and a cancel alike), so a notification is a trigger: anything but
 * the settlement of a pending attempt is confirmed with the status API first (decision 0024).
 */
export const midtransNotificationSchema = z.object({
  transaction_status: z.enum(MIDTRANS_TRANSACTION_STATUSES),
  status_code: z.string().regex(/^\d{3}$/),
  status_message: z.string().optional(),
  order_id: z.string().min(1).max(50),
  gross_amount: grossAmount,
  transaction_id: z.string().min(1),
  payment_type: z.string().min(1),
  transaction_time: midtransTime.optional(),
  settlement_time: midtransTime.optional(),
  expiry_time: midtransTime.optional(),
  fraud_status: z.string().optional(),
  currency: z.string().optional(),
  merchant_id: z.string().optional(),
  acquirer: z.string().optional(),
  issuer: z.string().optional(),
  /** Refunds: the total refunded so far, and each refund. */
  refund_amount: grossAmount.optional(),
  refunds: z.array(midtransRefundSchema).optional(),
  signature_key: z.string().min(1),
});
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>;

/**
 * `GET /v2/{order_id or transaction_id}/status` of a known transaction: the notification's shape
 * (Midtrans takes either id; its Node client confirms a notification by the transaction id).
 */
export const midtransTransactionStatusSchema = midtransNotificationSchema.extend({
  signature_key: z.string().min(1).optional(),
});
export type MidtransTransaction = z.infer<typeof midtransTransactionStatusSchema>;

/** `150000` → `"150000.00"`, as Midtrans writes `gross_amount`. */
export function formatGrossAmount(rupiah: number): string {
  return `${rupiah}.00`;
}

/** `"150000.00"` → `150000`; null when it is not whole rupiah. Never feed the result to the signature. */
export function grossAmountRupiah(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match || (match[2] !== undefined && Number(match[2]) !== 0)) return null;
  return Number(match[1]);
}

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A moment as Midtrans writes it: `2026-11-25 21:15:00`, Jakarta time (UTC+7, no summer time). */
export function formatMidtransTime(moment: Date): string {
  return new Date(moment.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** `2026-11-25 21:15:00` (Jakarta) → the moment; null when not in that form. */
export function parseMidtransTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const moment = new Date(`${value.replace(' ', 'T')}+07:00`);
  return Number.isNaN(moment.getTime()) ? null : moment;
}
