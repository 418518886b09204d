import { z } from 'zod';
import { paginationSchema } from './members.ts';
import { pageNumber, pageSize, searchText, text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Payments (issue 12 §3–§6): QRIS attempts through Midtrans, payments recorded by officers, the
 * payment history, receipts and the dues statistics. Members see their own, officers their scope
 * (row-level security); the public payment page sees only status and amount.
 */

export const paymentStatuses = ['pending', 'completed', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ['qris', 'transfer', 'cash', 'card', 'ewallet'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** What an officer may record by hand: every method but QRIS, which only Midtrans settles. */
export const recordedPaymentMethods = ['transfer', 'cash', 'card', 'ewallet'] as const;
export type RecordedPaymentMethod = (typeof recordedPaymentMethods)[number];
/** The history's period filter (spec §2 "Payment history"), on the payment date in WIB. */
export const paymentPeriodFilters = ['all', 'this_month', 'last_month', 'last_3_months', 'this_year'] as const;
export type PaymentPeriodFilter = (typeof paymentPeriodFilters)[number];

export const PAYMENT_PAGE_SIZE = 10;
export const PAYMENT_BILLS_MAX = 24;
export const PAYMENT_REFERENCE_MAX = 100;
export const PAYMENT_NOTES_MAX = 500;

export const paymentMessages = {
  billsRequired: 'validation:payments.billsRequired',
  billsTooMany: messageKey('validation:payments.billsTooMany', { max: PAYMENT_BILLS_MAX }),
  billInvalid: 'validation:payments.billInvalid',
  memberInvalid: 'validation:common.memberIdInvalid',
  methodInvalid: 'validation:payments.methodInvalid',
  statusFilterInvalid: 'validation:payments.statusFilterInvalid',
  methodFilterInvalid: 'validation:payments.methodFilterInvalid',
  periodFilterInvalid: 'validation:payments.periodFilterInvalid',
  paidAtInvalid: 'validation:payments.paidAtInvalid',
  referenceTooLong: messageKey('validation:payments.referenceTooLong', { max: PAYMENT_REFERENCE_MAX }),
  notesTooLong: messageKey('validation:payments.notesTooLong', { max: PAYMENT_NOTES_MAX }),
  formatInvalid: 'validation:payments.formatInvalid',
} as const;

const billIdsSchema = z
  .array(z.guid(paymentMessages.billInvalid), { error: paymentMessages.billsRequired })
  .min(1, paymentMessages.billsRequired)
  .max(PAYMENT_BILLS_MAX, paymentMessages.billsTooMany);

/** `POST /payments/qris`: a member pays their own bills; an officer may open one for a member in scope. */
export const createQrisPaymentInputSchema = z.object({
  billIds: billIdsSchema,
});
export type CreateQrisPaymentInput = z.input<typeof createQrisPaymentInputSchema>;

/** 201 of `POST /payments/qris`. */
export const qrisPaymentSchema = z.object({
  paymentId: z.guid(),
  orderId: z.string(),
  qrString: z.string(),
  /** Whole rupiah: the sum of the bills. */
  amount: z.number().int(),
  expiresAt: z.string(),
  status: z.literal('pending'),
  merchantName: z.string(),
});
export type QrisPayment = z.infer<typeof qrisPaymentSchema>;

export const paymentBillSchema = z.object({
  billId: z.guid(),
  category: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.number().int(),
});
export type PaymentBill = z.infer<typeof paymentBillSchema>;

/**
 * `GET /payments/{paymentId}`: anyone holding the link sees `status` and `amount`; the payer and
 * officers in scope also get `details`.
 */
export const paymentViewSchema = z.object({
  id: z.guid(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  method: z.enum(paymentMethods),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Set once completed: the receipt number (unique per year) and the member's masked name. */
  receiptNumber: z.string().nullable(),
  maskedMemberName: z.string().nullable(),
  details: z
    .object({
      memberId: z.guid(),
      memberName: z.string(),
      memberNAP: z.string().nullable(),
      orderId: z.string().nullable(),
      transactionId: z.string().nullable(),
      qrString: z.string().nullable(),
      merchantName: z.string().nullable(),
      expiresAt: z.string().nullable(),
      bills: z.array(paymentBillSchema),
      notes: z.string().nullable(),
      /** Set when an officer must look at it: amount mismatch, settled after our expiry. */
      flag: z.string().nullable(),
      /** The local Midtrans simulator is the configured gateway: the page may offer `Bayar (simulasi)`. */
      simulator: z.boolean(),
    })
    .nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

export const paymentResultSchema = z.object({ payment: paymentViewSchema });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** `POST /dues/payments` (spec §7): an officer records a payment received outside QRIS. */
export const recordPaymentInputSchema = z.object({
  memberId: z.guid(paymentMessages.memberInvalid),
  billIds: billIdsSchema,
  method: z.enum(recordedPaymentMethods, { error: paymentMessages.methodInvalid }),
  /** When the money was received; now when omitted. Never in the future. */
  paidAt: z.iso.datetime({ offset: true, error: paymentMessages.paidAtInvalid }).nullish(),
  referenceNumber: text({ max: PAYMENT_REFERENCE_MAX, tooLong: paymentMessages.referenceTooLong })
    .trim()
    .nullish()
    .transform((value) => value || null),
  notes: text({ max: PAYMENT_NOTES_MAX, multiline: true, tooLong: paymentMessages.notesTooLong })
    .trim()
    .nullish()
    .transform((value) => value || null),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;

/** `GET /dues/payments?page&limit&status&method&period&memberId&search`. */
export const listPaymentsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: PAYMENT_PAGE_SIZE }),
  status: z.enum(['all', ...paymentStatuses], { error: paymentMessages.statusFilterInvalid }).default('all'),
  method: z.enum(['all', ...paymentMethods], { error: paymentMessages.methodFilterInvalid }).default('all'),
  period: z.enum(paymentPeriodFilters, { error: paymentMessages.periodFilterInvalid }).default('all'),
  memberId: z.guid(paymentMessages.memberInvalid).optional(),
  /** Member name, NAP, transaction id or receipt number. */
  search: searchText().optional(),
});
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;

/** `GET /dues/payments/export?format&…the list's filters`. */
export const exportPaymentsQuerySchema = listPaymentsQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: paymentMessages.formatInvalid }).default('xlsx'),
});

/** One row of the payment history (spec §3 "Payment"). */
export const paymentListItemSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  /** The categories of the bills it settles, joined ("Iuran Pokok, Iuran Tahunan"). */
  category: z.string(),
  /** The periods of those bills, e.g. "Nov 2026" or "2026". */
  period: z.string(),
  amount: z.number().int(),
  /** When it was paid (completed) or created (otherwise). */
  paymentDate: z.string(),
  paymentMethod: z.enum(paymentMethods),
  status: z.enum(paymentStatuses),
  transactionId: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  notes: z.string().nullable(),
  flag: z.string().nullable(),
  recordedBy: z.string().nullable(),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const paymentListSchema = z.object({
  payments: z.array(paymentListItemSchema),
  pagination: paginationSchema,
});
export type PaymentList = z.infer<typeof paymentListSchema>;

/** `GET /dues/stats` (spec §3 "Dues stats"), for the caller's scope. */
export const duesStatsSchema = z.object({
  /** Completed payments, all time. */
  totalRevenue: z.number().int(),
  /** Pending payment attempts not yet expired. */
  pendingPayments: z.number().int(),
  /** Members with an unpaid bill past its due date. */
  overdueCount: z.number().int(),
  /** Completed payments this calendar month (WIB). */
  thisMonthCollection: z.number().int(),
});
export type DuesStats = z.infer<typeof duesStatsSchema>;
