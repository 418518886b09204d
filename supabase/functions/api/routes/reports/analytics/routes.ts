import { createRoute } from '@hono/zod-openapi';
import { analyticsQuerySchema, analyticsSchema } from '../../../../_shared/contracts/analytics.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

export const analytics = createRoute({
  method: 'get',
  path: '/reports/analytics',
  operationId: 'getAnalytics',
  tags: ['Reports'],
  summary:
    'The trend view of the chapters where the caller holds reports.view, for the last 6, 12 or 24 months: members over time, collection rate, transfers in and out, applications against verifications with the median wait, and arrears ageing',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: analyticsQuerySchema },
  responses: {
    200: ok(analyticsSchema, 'Monthly members, collection, registrations; arrears by age'),
    400: failure('Invalid number of months'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
