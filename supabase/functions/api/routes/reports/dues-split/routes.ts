import { createRoute } from '@hono/zod-openapi';
import { duesSplitReportQuerySchema, duesSplitReportSchema } from '../../../../_shared/contracts/dues-split-report.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Reports'];

export const duesSplit = createRoute({
  method: 'get',
  path: '/reports/dues-split',
  operationId: 'getDuesSplitReport',
  tags,
  summary:
    'The dues split report of the chapters where the caller holds reports.view: the DPP, DPW and DPC shares of the payments of the month, quarter or year holding a date, reconciled with the payments',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: duesSplitReportQuerySchema },
  responses: {
    200: ok(duesSplitReportSchema, 'Shares per level, province and chapter, and the reconciliation'),
    400: failure('Invalid period or date'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
