import { createRoute, z } from '@hono/zod-openapi';
import {
  financialReportExportQuerySchema,
  financialReportQuerySchema,
  financialReportSchema,
} from '../../../_shared/contracts/reports.ts';
import { XLSX_MIME_TYPE } from '../../../_shared/spreadsheet/xlsx.ts';
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

export const exportFinancial = createRoute({
  method: 'get',
  path: '/reports/financial/export',
  operationId: 'exportFinancialReport',
  tags,
  summary: 'The financial report as an XLSX workbook (a sheet per table) or a PDF with the analysis',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: financialReportExportQuerySchema },
  responses: {
    200: {
      description: 'The file, named after its period (laporan-keuangan-2026-q4.xlsx)',
      content: { [XLSX_MIME_TYPE]: { schema: z.string() }, 'application/pdf': { schema: z.string() } },
    },
    400: failure('Invalid period, date or format'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
