import { z } from 'zod';
import { calendarDate } from '../calendar.ts';
import { jsonInt } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * The dues settings SUPER_ADMIN manages (issue 12 §6, §7): the split of every completed payment
 * between DPP, DPW and DPC from a date on, and the grace period after a membership's expiry.
 * The database holds the same rules (`dues_split_rules_*` constraints, `set_dues_split_rule`'s
 * today-or-later check, `membership_settings_grace_days_range`); these give the Indonesian message
 * before a request is sent. The database stores basis points; the API speaks percent.
 */

export const GRACE_DAYS_MAX = 365;
/** One percent in basis points, the unit of `dues_split_rules`. */
const BASIS_POINTS_PER_PERCENT = 100;
const WHOLE_BASIS_POINTS = 100 * BASIS_POINTS_PER_PERCENT;

export const duesSettingsMessages = {
  percentInvalid: 'validation:duesSettings.percentInvalid',
  splitNotWhole: 'validation:duesSettings.splitNotWhole',
  effectiveFromInvalid: 'validation:duesSettings.effectiveFromInvalid',
  effectiveFromPast: 'validation:duesSettings.effectiveFromPast',
  graceDaysInvalid: messageKey('validation:duesSettings.graceDaysInvalid', { max: GRACE_DAYS_MAX }),
} as const;

/** Percent with at most two decimals, as basis points (33.33 → 3333). */
export function basisPointsOf(percent: number): number {
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}

export function percentOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}

const percentSchema = z
  .number({ error: duesSettingsMessages.percentInvalid })
  .min(0, duesSettingsMessages.percentInvalid)
  .max(100, duesSettingsMessages.percentInvalid)
  // 33.33 * 100 is 3332.9999…: two decimals means within float noise of a whole basis point.
  .refine((value) => Math.abs(value * BASIS_POINTS_PER_PERCENT - basisPointsOf(value)) < 1e-6, {
    message: duesSettingsMessages.percentInvalid,
  });

/** `PUT /dues/settings/split` and the split form. */
export const duesSplitInputSchema = z
  .object({
    effectiveFrom: z.iso
      .date({ error: duesSettingsMessages.effectiveFromInvalid })
      // ISO dates compare as strings; today is the association's (WIB), as SQL's private.today().
      .refine((date) => date >= calendarDate(new Date()), { message: duesSettingsMessages.effectiveFromPast }),
    dppPercent: percentSchema,
    dpwPercent: percentSchema,
    dpcPercent: percentSchema,
  })
  .refine(
    (split) =>
      basisPointsOf(split.dppPercent) + basisPointsOf(split.dpwPercent) + basisPointsOf(split.dpcPercent) ===
      WHOLE_BASIS_POINTS,
    { message: duesSettingsMessages.splitNotWhole, path: ['dpcPercent'] },
  );
export type DuesSplitInput = z.infer<typeof duesSplitInputSchema>;

/** `PUT /dues/settings/grace-days` and the grace period form. */
export const graceDaysInputSchema = z.object({
  graceDays: jsonInt({ min: 0, max: GRACE_DAYS_MAX, message: duesSettingsMessages.graceDaysInvalid }),
});
export type GraceDaysInput = z.infer<typeof graceDaysInputSchema>;

export const duesSplitRuleSchema = z.object({
  id: z.guid(),
  /** The WIB payment date from which the split applies, `YYYY-MM-DD`. */
  effectiveFrom: z.string(),
  dppPercent: z.number(),
  dpwPercent: z.number(),
  dpcPercent: z.number(),
  /** The split in force today: the latest one whose date has come. */
  current: z.boolean(),
});
export type DuesSplitRule = z.infer<typeof duesSplitRuleSchema>;

/** `GET /dues/settings` and the answer of both writes. */
export const duesSettingsSchema = z.object({
  /** Newest date first: scheduled splits, the one in force, then the history. */
  splitRules: z.array(duesSplitRuleSchema),
  graceDays: z.number().int(),
});
export type DuesSettings = z.infer<typeof duesSettingsSchema>;
