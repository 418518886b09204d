import type { Context } from 'hono';
import {
  memberDistributionSchema,
  memberGrowthSchema,
  paymentStatisticsSchema,
  statisticsOverviewSchema,
} from '../../../_shared/contracts/statistics.ts';
import type { AppEnv } from '../../app-env.ts';
import { PUBLIC_REFERENCE_CACHE } from '../_shared/cache-control.ts';
import { asAnonymous, asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const distribution: AppRouteHandler<typeof routes.distribution> = async (c) => {
  const rows = await asAnonymous(c, queries.memberDistribution);
  c.header('cache-control', PUBLIC_REFERENCE_CACHE);
  return c.json({ success: true as const, data: memberDistributionSchema.parse(rows) }, 200);
};

export const overview: AppRouteHandler<typeof routes.overview> = async (c) => {
  const signedIn = c.var.caller.role === 'authenticated';
  const data = await asRequestCaller(c, async (tx) => {
    const overview = await queries.statisticsOverview(tx);
    const payments = signedIn ? await queries.paymentsReceived(tx) : null;
    return { ...overview, totalPayments: payments?.total ?? null, paymentCount: payments?.count ?? null };
  });
  cacheByCaller(c, signedIn);
  return c.json({ success: true as const, data: statisticsOverviewSchema.parse(data) }, 200);
};

export const growth: AppRouteHandler<typeof routes.growth> = async (c) => {
  const rows = await asRequestCaller(c, (tx) => queries.memberGrowth(tx, c.req.valid('query').months));
  cacheByCaller(c, c.var.caller.role === 'authenticated');
  return c.json({ success: true as const, data: memberGrowthSchema.parse(rows) }, 200);
};

/** The public answer is cached; a signed-in caller's is theirs alone (their scope, their payments). */
function cacheByCaller(c: Context<AppEnv>, signedIn: boolean) {
  c.header('cache-control', signedIn ? 'private, no-store' : PUBLIC_REFERENCE_CACHE);
  // The answer depends on who asks: a cache must not hand the anonymous one to a signed-in caller.
  c.header('vary', 'Authorization');
}

export const payments: AppRouteHandler<typeof routes.payments> = async (c) => {
  const year =
    c.req.valid('query').year ??
    Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }).slice(0, 4));
  const months = await asRequestCaller(c, (tx) => queries.paymentStatistics(tx, year));
  const data = {
    year,
    totalAmount: months.reduce((sum, m) => sum + m.totalAmount, 0),
    totalCount: months.reduce((sum, m) => sum + m.paymentCount, 0),
    months,
  };
  return c.json({ success: true as const, data: paymentStatisticsSchema.parse(data) }, 200);
};
