import { createRoute } from '@hono/zod-openapi';
import {
  memberDistributionSchema,
  memberGrowthQuerySchema,
  memberGrowthSchema,
  paymentStatisticsQuerySchema,
  paymentStatisticsSchema,
  statisticsOverviewSchema,
} from '../../../_shared/contracts/statistics.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { optionalUser, signedIn } from '../_shared/permissions.ts';

const tags = ['Statistics'];

export const distribution = createRoute({
  method: 'get',
  path: '/statistics/member-distribution',
  operationId: 'getMemberDistribution',
  tags,
  summary: 'Active members per province with map coordinates (public, aggregates only)',
  responses: { 200: ok(memberDistributionSchema, 'One item per province, most members first') },
});

export const overview = createRoute({
  method: 'get',
  path: '/statistics/overview',
  operationId: 'getStatisticsOverview',
  tags,
  summary:
    "National member and chapter counts (public); an officer's chapters for an officer below the national level, and payment totals in scope, when signed in",
  middleware: [optionalUser],
  responses: { 200: ok(statisticsOverviewSchema, 'The counts'), 401: failure('Invalid token') },
});

export const growth = createRoute({
  method: 'get',
  path: '/statistics/member-growth',
  operationId: 'getMemberGrowth',
  tags,
  summary:
    "New and total verified members per month (public, national); an officer's chapters for an officer below the national level",
  middleware: [optionalUser],
  request: { query: memberGrowthQuerySchema },
  responses: {
    200: ok(memberGrowthSchema, 'Oldest month first'),
    400: failure('Invalid months'),
    401: failure('Invalid token'),
  },
});

export const payments = createRoute({
  method: 'get',
  path: '/statistics/payments',
  operationId: 'getPaymentStatistics',
  tags,
  summary: "Completed payments per month of a year (default this year), in the caller's scope",
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: paymentStatisticsQuerySchema },
  responses: { 200: ok(paymentStatisticsSchema, 'Twelve months'), 401: failure('Not signed in') },
});
