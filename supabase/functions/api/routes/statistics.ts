import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import {
  memberDistributionSchema,
  memberGrowthQuerySchema,
  memberGrowthSchema,
  paymentStatisticsQuerySchema,
  paymentStatisticsSchema,
  statisticsOverviewSchema,
} from '../../_shared/contracts/statistics.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requireUser } from '../auth/require-user.ts';
import { anonymousCaller, asCaller, type Caller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { bearerAuth, failure, ok } from './_shared/openapi-helpers.ts';
import { PUBLIC_REFERENCE_CACHE } from './route-support.ts';

const tags = ['Statistics'];

const distributionRoute = createRoute({
  method: 'get',
  path: '/statistics/member-distribution',
  tags,
  summary: 'Active members per province with map coordinates (public, aggregates only)',
  responses: { 200: ok(memberDistributionSchema, 'One item per province, most members first') },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/statistics/overview',
  tags,
  summary: 'National member and chapter counts (public); payment totals in scope when signed in',
  responses: { 200: ok(statisticsOverviewSchema, 'The counts'), 401: failure('Invalid token') },
});

const growthRoute = createRoute({
  method: 'get',
  path: '/statistics/member-growth',
  tags,
  summary: 'New and total verified members per month (public)',
  request: { query: memberGrowthQuerySchema },
  responses: { 200: ok(memberGrowthSchema, 'Oldest month first'), 400: failure('Invalid months') },
});

const paymentsRoute = createRoute({
  method: 'get',
  path: '/statistics/payments',
  tags,
  summary: "Completed payments per month of a year (default this year), in the caller's scope",
  security: bearerAuth,
  request: { query: paymentStatisticsQuerySchema },
  responses: { 200: ok(paymentStatisticsSchema, 'Twelve months'), 401: failure('Not signed in') },
});

/** Signed-in callers get scoped extras; anonymous ones the public figures. A bad token is a 401. */
function optionalUser(verifyAccessToken: AccessTokenVerifier) {
  return createMiddleware<AppEnv & { Variables: { caller: Caller } }>(async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    let caller = anonymousCaller;
    if (token) {
      try {
        caller = { role: 'authenticated', claims: await verifyAccessToken(token) };
      } catch {
        throw new AppError('UNAUTHORIZED');
      }
    }
    c.set('caller', caller);
    await next();
  });
}

/**
 * Mounted twice by the app: under `/api/v1/statistics/*` and, for spec §7's second client
 * ("host plus /api"), under `/api/statistics/*`.
 */
export function statisticsRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv & { Variables: { caller: Caller } }>();
  app.use('/statistics/overview', optionalUser(deps.verifyAccessToken));
  app.use('/statistics/payments', requireUser(deps.verifyAccessToken));

  app.openapi(distributionRoute, async (c) => {
    const rows = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx`
        select province_name as "provinceName", bps_code as "provinceCode", member_count::int as "memberCount",
               latitude::float8 as latitude, longitude::float8 as longitude
        from public.member_distribution()
      `,
    );
    c.header('cache-control', PUBLIC_REFERENCE_CACHE);
    return c.json({ success: true as const, data: memberDistributionSchema.parse(rows) }, 200);
  });

  app.openapi(overviewRoute, async (c) => {
    const caller = c.get('caller');
    const data = await asCaller(sql, caller, async (tx) => {
      const [row] = await tx<{ overview: Record<string, number> }[]>`select public.statistics_overview() as overview`;
      let payments: { total: number; count: number } | null = null;
      if (caller.role === 'authenticated') {
        [payments = null] = await tx<{ total: number; count: number }[]>`
          select total_amount::float8 as total, payment_count::int as count from public.payment_totals()`;
      }
      return { ...row?.overview, totalPayments: payments?.total ?? null, paymentCount: payments?.count ?? null };
    });
    c.header('cache-control', caller.role === 'anon' ? PUBLIC_REFERENCE_CACHE : 'private, no-store');
    return c.json({ success: true as const, data: statisticsOverviewSchema.parse(data) }, 200);
  });

  app.openapi(growthRoute, async (c) => {
    const { months } = c.req.valid('query');
    const rows = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx`
        select month::text as month, new_members::int as "newMembers", total_members::int as "totalMembers"
        from public.member_growth(${months})
      `,
    );
    c.header('cache-control', PUBLIC_REFERENCE_CACHE);
    return c.json({ success: true as const, data: memberGrowthSchema.parse(rows) }, 200);
  });

  app.openapi(paymentsRoute, async (c) => {
    const year =
      c.req.valid('query').year ??
      Number(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' }).slice(0, 4));
    const months = await asCaller(
      sql,
      { role: 'authenticated', claims: c.get('claims') },
      (tx) => tx<{ month: number; paymentCount: number; totalAmount: number }[]>`
        select month, payment_count::int as "paymentCount", total_amount::float8 as "totalAmount"
        from public.payment_statistics(${year})
      `,
    );
    const data = {
      year,
      totalAmount: months.reduce((sum, m) => sum + m.totalAmount, 0),
      totalCount: months.reduce((sum, m) => sum + m.paymentCount, 0),
      months,
    };
    return c.json({ success: true as const, data: paymentStatisticsSchema.parse(data) }, 200);
  });

  return app;
}
