import { createRoute, z } from '@hono/zod-openapi';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
import {
  duesStatsSchema,
  exportPaymentsQuerySchema,
  listPaymentsQuerySchema,
  paymentListSchema,
  paymentResultSchema,
  recordPaymentInputSchema,
} from '../../../../_shared/contracts/payments.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can, signedIn } from '../../_shared/permissions.ts';

/*
 * The payment history (spec §2, §7 `/dues/payments`, `/dues/stats`): members see their own,
 * officers their scope (the payments policy); officers record payments received outside QRIS.
 */

const tags = ['Payments'];

export const listPayments = createRoute({
  method: 'get',
  path: '/dues/payments',
  operationId: 'listDuesPayments',
  tags,
  summary: 'Payment history: status, method and period filters, member, search, pages',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listPaymentsQuerySchema },
  responses: {
    200: ok(paymentListSchema, 'One page of payments, newest first'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
  },
});

export const recordPayment = createRoute({
  method: 'post',
  path: '/dues/payments',
  operationId: 'recordPayment',
  tags,
  summary: 'Record a cash, bank transfer, card or e-wallet payment for unpaid bills of a member in scope',
  security: bearerAuth,
  middleware: [can('payments.create')],
  request: jsonBody(recordPaymentInputSchema),
  responses: {
    201: ok(paymentResultSchema, 'The completed payment, with its receipt number'),
    400: failure('Invalid fields, or a date after today or before last month (unless SUPER_ADMIN)'),
    401: failure('Not signed in'),
    403: failure('No payments.create for this member’s DPC, or the caller’s own bills (SEPARATION_OF_DUTIES)'),
    404: failure('No such member'),
    409: failure('A bill is paid, waived, not this member’s, or held by a pending QRIS attempt'),
  },
});

export const duesStats = createRoute({
  method: 'get',
  path: '/dues/stats',
  operationId: 'getDuesStats',
  tags,
  summary: 'Total revenue, pending payments, overdue members and this month’s collection, in the caller’s scope',
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(duesStatsSchema, 'The figures'),
    401: failure('Not signed in'),
  },
});

export const exportPayments = createRoute({
  method: 'get',
  path: '/dues/payments/export',
  operationId: 'exportDuesPayments',
  tags,
  summary: 'Export every payment of the history’s filter as CSV or XLSX (streamed)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: exportPaymentsQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() }, [XLSX_MIME_TYPE]: { schema: z.string() } },
    },
    400: failure('Invalid query'),
    401: failure('Not signed in'),
  },
});
