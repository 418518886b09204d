import { z } from 'zod';
import { messageKey } from '../message-keys.ts';

/**
 * A chapter's monthly revenue targets (issue 27 §2, "monthly revenue vs target"): twelve amounts in
 * whole rupiah, January first, null for a month without a target of its own. Set by the chapter's
 * officers (dues.bill) through `public.set_revenue_targets`, which holds the same rules.
 */
export const REVENUE_TARGET_MAX = 1_000_000_000_000;
export const REVENUE_TARGET_YEAR_MIN = 2000;

export const revenueTargetMessages = {
  organizationInvalid: 'validation:common.organizationIdInvalid',
  yearInvalid: 'validation:reports.targetYearInvalid',
  amountsInvalid: 'validation:reports.targetAmountsInvalid',
  amountInvalid: messageKey('validation:reports.targetAmountInvalid', { max: '1.000.000.000.000' }),
} as const;

const year = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: revenueTargetMessages.yearInvalid })
    .int(revenueTargetMessages.yearInvalid)
    .min(REVENUE_TARGET_YEAR_MIN, revenueTargetMessages.yearInvalid)
    .max(2100, revenueTargetMessages.yearInvalid),
);

/** `GET /reports/targets?year=&organizationId=`: without the chapter, the caller's own (highest) one. */
export const revenueTargetsQuerySchema = z.object({
  year,
  organizationId: z.guid(revenueTargetMessages.organizationInvalid).optional(),
});
export type RevenueTargetsQuery = z.input<typeof revenueTargetsQuerySchema>;

const amount = z
  .number({ error: revenueTargetMessages.amountInvalid })
  .int(revenueTargetMessages.amountInvalid)
  .min(0, revenueTargetMessages.amountInvalid)
  .max(REVENUE_TARGET_MAX, revenueTargetMessages.amountInvalid);

/** `PUT /reports/targets`: the chapter's twelve months of a year. */
export const revenueTargetsInputSchema = z.object({
  organizationId: z.guid(revenueTargetMessages.organizationInvalid),
  year,
  amounts: z.array(amount.nullable(), { error: revenueTargetMessages.amountsInvalid }).length(12, {
    message: revenueTargetMessages.amountsInvalid,
  }),
});
export type RevenueTargetsInput = z.input<typeof revenueTargetsInputSchema>;

export const revenueTargetsSchema = z.object({
  organizationId: z.guid(),
  organizationName: z.string(),
  level: z.enum(['DPP', 'DPW', 'DPC']),
  year: z.number().int(),
  /** January to December; null where the chapter has no target of its own. */
  amounts: z.array(z.number().int().nullable()).length(12),
  /** The caller may set them (dues.bill in the chapter). */
  canEdit: z.boolean(),
});
export type RevenueTargets = z.infer<typeof revenueTargetsSchema>;
