import { createRoute, z } from '@hono/zod-openapi';
import {
  duesSplitReportExportQuerySchema,
  duesSplitReportQuerySchema,
  duesSplitReportSchema,
} from '../../../../_shared/contracts/dues-split-report.ts';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
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

export const exportDuesSplit = createRoute({
  method: 'get',
  path: '/reports/dues-split/export',
  operationId: 'exportDuesSplitReport',
  tags,
  summary: 'The dues split report as an XLSX workbook (a sheet per table) or a PDF',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: duesSplitReportExportQuerySchema },
  responses: {
    200: {
      description: 'The file, named after its period (laporan-pembagian-iuran-2026-11.xlsx)',
      content: { [XLSX_MIME_TYPE]: { schema: z.string() }, 'application/pdf': { schema: z.string() } },
    },
    400: failure('Invalid period, date or format'),
    401: failure('Not signed in'),
    403: failure('No reports.view'),
  },
});
