import { createRoute } from '@hono/zod-openapi';
import { financialReportQuerySchema, financialReportSchema } from '../../../_shared/contracts/reports.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { can } from '../_shared/permissions.ts';

const tags = ['Reports'];

export const financial = createRoute({
  method: 'get',
  path: '/reports/financial',
  operationId: 'getFinancialReport',
  tags,
  summary:
    'The financial report of the chapters where the caller holds reports.view, for the month, quarter or year holding a date',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: financialReportQuerySchema },
  responses: {
    200: ok(financialReportSchema, 'Revenue, collection, months, methods and arrears'),
    400: failure('Invalid period or date'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
