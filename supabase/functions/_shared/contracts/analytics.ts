import { z } from 'zod';
import { reportExportFormats, reportMessages } from './reports.ts';

/** The analytics trend view (issue 27 §4, `/dashboard/analytics`): the windows it covers, in months. */
export const analyticsWindows = ['6', '12', '24'] as const;
export type AnalyticsWindow = (typeof analyticsWindows)[number];

export const analyticsMessages = {
  monthsInvalid: 'validation:reports.analyticsMonthsInvalid',
} as const;

/** `GET /reports/analytics?months`: the last 6, 12 (default) or 24 WIB months up to this one. */
export const analyticsQuerySchema = z.object({
  months: z.enum(analyticsWindows, { error: analyticsMessages.monthsInvalid }).default('12'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** `GET /reports/analytics/export?months&format`: the same figures as a file. */
export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  format: z.enum(reportExportFormats, { error: reportMessages.formatInvalid }).default('xlsx'),
});
export type AnalyticsExportQuery = z.input<typeof analyticsExportQuerySchema>;

const count = z.number().int();
const amount = z.number().int();
const month = z.iso.date();

/** The members at a month's end and the month's changes (the membership report's growth months). */
const memberMonthSchema = z.object({
  month,
  /** Verified members (active, inactive, expired, suspended) at the month's end. */
  total: count,
  active: count,
  joins: count,
  /** Active members who stopped being active. */
  exits: count,
  transfersIn: count,
  transfersOut: count,
  /** joins + returns + transfers in − exits − transfers out. */
  net: count,
});

/** Paid ÷ billed of the bills due in a month (waived bills left out); null when nothing was billed. */
const collectionMonthSchema = z.object({
  month,
  billed: amount,
  collected: amount,
  rate: z.number().nullable(),
});

/** Today's overdue bills and members by age (a member counts once, by their oldest unpaid bill). */
const arrearsBucketSchema = z.object({
  bucket: z.enum(['1-7', '8-30', '>30']),
  members: count,
  bills: count,
  amount,
});

/** Applications filed, verified and rejected in a month, and the median wait of those verified. */
const registrationMonthSchema = z.object({
  month,
  applications: count,
  verifications: count,
  rejections: count,
  /** The members verified in the month with both dates (what the median is taken over). */
  verifiedWithDates: count,
  /** Median days from application (created) to verification; null without verifications. */
  medianDays: z.number().nullable(),
});

/** `public.analytics(months)`: the trend view of the chapters where the caller holds reports.view. */
export const analyticsSchema = z.object({
  months: z.number().int(),
  /** First and last day of the window (WIB). */
  from: z.iso.date(),
  to: z.iso.date(),
  members: z.array(memberMonthSchema),
  collection: z.array(collectionMonthSchema),
  /** Paid ÷ billed of all the bills due in the window (not a mean of the monthly rates). */
  collectionTotal: collectionMonthSchema.omit({ month: true }),
  arrears: z.array(arrearsBucketSchema),
  registrations: z.array(registrationMonthSchema),
  /** Median days from application to verification over the whole window; null without any. */
  medianDays: z.number().nullable(),
  /** When the figures were read. */
  asOf: z.string(),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export type AnalyticsMemberMonth = z.infer<typeof memberMonthSchema>;
export type AnalyticsCollectionMonth = z.infer<typeof collectionMonthSchema>;
export type AnalyticsArrearsBucket = z.infer<typeof arrearsBucketSchema>;
export type AnalyticsRegistrationMonth = z.infer<typeof registrationMonthSchema>;

/** The members behind today: the age buckets are disjoint (a member counts once, by the oldest bill). */
export const membersBehind = (figures: Pick<Analytics, 'arrears'>) =>
  figures.arrears.reduce((sum, bucket) => sum + bucket.members, 0);
