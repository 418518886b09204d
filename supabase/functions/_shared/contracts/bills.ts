import { z } from 'zod';
import { paginationSchema } from './members.ts';
import { duesPeriods } from './dues.ts';
import { pageNumber, pageSize, text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Bills (issue 12 §2): one per member, dues category and period. Members read their own; officers
 * read, issue and waive those of their scope. Row-level security decides which rows a caller sees.
 */

export const billStatuses = ['unpaid', 'paid', 'waived'] as const;
export type BillStatus = (typeof billStatuses)[number];
/** The list filter: a stored status, `overdue` (unpaid past the due date) or `all`. */
export const billStatusFilters = ['all', 'unpaid', 'overdue', 'paid', 'waived'] as const;
export type BillStatusFilter = (typeof billStatusFilters)[number];

export const BILL_PAGE_SIZE = 20;
export const BILL_WAIVE_REASON_MIN = 5;
export const BILL_WAIVE_REASON_MAX = 500;

export const billMessages = {
  statusFilterInvalid: 'validation:bills.statusFilterInvalid',
  periodInvalid: 'validation:bills.periodInvalid',
  memberInvalid: 'validation:common.memberIdInvalid',
  categoryInvalid: 'validation:bills.categoryInvalid',
  reasonRequired: messageKey('validation:bills.reasonRequired', {
    min: BILL_WAIVE_REASON_MIN,
    max: BILL_WAIVE_REASON_MAX,
  }),
} as const;

/** A billing month, `YYYY-MM`: the month whose periods are issued, or the period filter. */
export const billingMonthSchema = z
  .string({ error: billMessages.periodInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, billMessages.periodInvalid);

/** `GET /dues/bills?page&limit&memberId&status&period`. */
export const listBillsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: BILL_PAGE_SIZE }),
  memberId: z.guid(billMessages.memberInvalid).optional(),
  status: z.enum(billStatusFilters, { error: billMessages.statusFilterInvalid }).default('all'),
  /** Bills whose period contains this month. */
  period: billingMonthSchema.optional(),
});
export type ListBillsQuery = z.input<typeof listBillsQuerySchema>;

export const billSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  categoryId: z.guid(),
  category: z.string(),
  categoryPeriod: z.enum(duesPeriods),
  /** ISO dates (YYYY-MM-DD). */
  periodStart: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  /** Whole rupiah. */
  amount: z.number().int(),
  status: z.enum(billStatuses),
  /** Unpaid past its due date (WIB calendar). */
  overdue: z.boolean(),
  daysOverdue: z.number().int(),
  paidAt: z.string().nullable(),
  waivedReason: z.string().nullable(),
  /** An unexpired pending QRIS attempt that holds this bill, if any (pay it, or wait for expiry). */
  pendingPaymentId: z.guid().nullable(),
});
export type Bill = z.infer<typeof billSchema>;

export const billListSchema = z.object({
  bills: z.array(billSchema),
  /** Over every bill matching the filter, not only this page. */
  summary: z.object({ count: z.number().int(), totalAmount: z.number().int() }),
  pagination: paginationSchema,
});
export type BillList = z.infer<typeof billListSchema>;

/** `POST /dues/bills/generation/preview` and `POST /dues/bills/generation`. */
export const billGenerationInputSchema = z.object({
  month: billingMonthSchema,
  categoryId: z.guid(billMessages.categoryInvalid).nullish(),
});
export type BillGenerationInput = z.input<typeof billGenerationInputSchema>;

/** What a run would issue (preview) or did issue (run), in the caller's scope. */
export const billGenerationResultSchema = z.object({
  month: z.string(),
  bills: z.number().int(),
  members: z.number().int(),
  totalAmount: z.number().int(),
});
export type BillGenerationResult = z.infer<typeof billGenerationResultSchema>;

/** `POST /dues/bills/{id}/waive`. */
export const waiveBillInputSchema = z.object({
  reason: text({ max: BILL_WAIVE_REASON_MAX, multiline: true, error: billMessages.reasonRequired })
    .trim()
    .min(BILL_WAIVE_REASON_MIN, billMessages.reasonRequired),
});
export type WaiveBillInput = z.input<typeof waiveBillInputSchema>;

export const billResultSchema = z.object({ bill: billSchema });
export type BillResult = z.infer<typeof billResultSchema>;
