import { z } from 'zod';
import { boundedInt } from './primitives.ts';

/**
 * Statistics (spec §7, the second client under `/api`): public aggregates for the landing page
 * and scoped ones for the dashboard. Spec §8 names the client-side failure messages.
 */
export const statisticsMessages = {
  memberStats: 'Failed to get member stats',
  overview: 'Failed to get statistics overview',
  growth: 'Failed to get member growth data',
  payments: 'Failed to get payment statistics',
  distribution: 'Failed to get member distribution',
} as const;

/** One province on the map (spec §3 "Member distribution item"), coordinates from the DPW. */
export const memberDistributionItemSchema = z.object({
  provinceName: z.string(),
  provinceCode: z.string().nullable(),
  memberCount: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const memberDistributionSchema = z.array(memberDistributionItemSchema);
export type MemberDistributionItem = z.infer<typeof memberDistributionItemSchema>;

/** `GET /statistics/overview`: national public counts, plus payments when signed in (scoped). */
export const statisticsOverviewSchema = z.object({
  totalMembers: z.number().int(),
  activeMembers: z.number().int(),
  totalLegacyMembers: z.number().int(),
  newMembersThisYear: z.number().int(),
  totalProvinces: z.number().int(),
  totalBranches: z.number().int(),
  /** Completed payments (rupiah) in the caller's scope; null for anonymous callers. */
  totalPayments: z.number().int().nullable(),
  /** Number of completed payments in the caller's scope; null for anonymous callers. */
  paymentCount: z.number().int().nullable(),
});
export type StatisticsOverview = z.infer<typeof statisticsOverviewSchema>;

export const memberGrowthQuerySchema = z.object({ months: boundedInt({ min: 1, max: 60 }).default(12) });
export const memberGrowthSchema = z.array(
  z.object({ month: z.string(), newMembers: z.number().int(), totalMembers: z.number().int() }),
);

export const paymentStatisticsQuerySchema = z.object({
  year: boundedInt({ min: 2000, max: 2100 }).optional(),
});
export const paymentStatisticsSchema = z.object({
  year: z.number().int(),
  totalAmount: z.number().int(),
  totalCount: z.number().int(),
  months: z.array(z.object({ month: z.number().int(), paymentCount: z.number().int(), totalAmount: z.number().int() })),
});
export type PaymentStatistics = z.infer<typeof paymentStatisticsSchema>;
