import { createRoute, z } from '@hono/zod-openapi';
import {
  analyticsExportQuerySchema,
  analyticsQuerySchema,
  analyticsSchema,
} from '../../../../_shared/contracts/analytics.ts';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Reports'];

export const analytics = createRoute({
  method: 'get',
  path: '/reports/analytics',
  operationId: 'getAnalytics',
  tags,
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

export const exportAnalytics = createRoute({
  method: 'get',
  path: '/reports/analytics/export',
  operationId: 'exportAnalytics',
  tags,
  summary: 'The trend view as an XLSX workbook (a sheet per table) or a PDF',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: analyticsExportQuerySchema },
  responses: {
    200: {
      description: 'The file, named after its first and last month (analitik-2025-12-2026-11.xlsx)',
      content: { [XLSX_MIME_TYPE]: { schema: z.string() }, 'application/pdf': { schema: z.string() } },
    },
    400: failure('Invalid number of months or format'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
