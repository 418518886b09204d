import { createRoute, z } from '@hono/zod-openapi';
import {
  membershipReportExportQuerySchema,
  membershipReportQuerySchema,
  membershipReportSchema,
} from '../../../../_shared/contracts/membership-report.ts';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
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

export const exportMembership = createRoute({
  method: 'get',
  path: '/reports/membership/export',
  operationId: 'exportMembershipReport',
  tags,
  summary: 'The membership report as an XLSX workbook (a sheet per table) or a PDF, with its highlights',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: membershipReportExportQuerySchema },
  responses: {
    200: {
      description: 'The file, named after its period (laporan-keanggotaan-2026-11.xlsx)',
      content: { [XLSX_MIME_TYPE]: { schema: z.string() }, 'application/pdf': { schema: z.string() } },
    },
    400: failure('Invalid period, date, range, region or format'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
