import { createRoute } from '@hono/zod-openapi';
import {
  membershipReportQuerySchema,
  membershipReportSchema,
} from '../../../../_shared/contracts/membership-report.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Reports'];

export const membership = createRoute({
  method: 'get',
  path: '/reports/membership',
  operationId: 'getMembershipReport',
  tags,
  summary:
    'The membership report of the chapters where the caller holds reports.view: members, new, active and inactive against the previous period, per type and region, and twelve months of joins, exits and transfers, for a week, month, quarter, year or date range',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: membershipReportQuerySchema },
  responses: {
    200: ok(membershipReportSchema, 'Cards, distribution, types, monthly growth and highlights'),
    400: failure('Invalid period, date, range or region'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
