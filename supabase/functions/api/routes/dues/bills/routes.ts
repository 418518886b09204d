import { createRoute, z } from '@hono/zod-openapi';
import {
  billGenerationInputSchema,
  billGenerationResultSchema,
  billListSchema,
  billResultSchema,
  listBillsQuerySchema,
  waiveBillInputSchema,
} from '../../../../_shared/contracts/bills.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can, canAny } from '../../_shared/permissions.ts';

const tags = ['Bills'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const signedInErrors = { 401: failure('Not signed in') };

export const listBills = createRoute({
  method: 'get',
  path: '/dues/bills',
  operationId: 'listBills',
  tags,
  summary:
    'Bills: a member their own, an officer those of their scope; filters by member, status and period; pages and a summary',
  security: bearerAuth,
  middleware: [canAny('payments.pay', 'payments.view')],
  request: { query: listBillsQuerySchema },
  responses: {
    200: ok(billListSchema, 'One page of bills, the count and total over the filter, and the pagination'),
    400: failure('Invalid query'),
    ...signedInErrors,
    403: failure('Neither payments.pay nor payments.view'),
  },
});

// Fixed paths before `/dues/bills/{id}/…`.
export const previewGeneration = createRoute({
  method: 'post',
  path: '/dues/bills/generation/preview',
  operationId: 'previewBillGeneration',
  tags,
  summary: 'What issuing the bills of a month would issue in the caller’s scope: bills, members, total',
  security: bearerAuth,
  middleware: [can('dues.bill')],
  request: jsonBody(billGenerationInputSchema),
  responses: {
    200: ok(billGenerationResultSchema, 'The bills a run would issue now'),
    400: failure('Invalid month or category'),
    ...signedInErrors,
    403: failure('Not an officer with dues.bill'),
  },
});

export const generateBills = createRoute({
  method: 'post',
  path: '/dues/bills/generation',
  operationId: 'generateBills',
  tags,
  summary:
    'Issue the bills of a month for the active members in the caller’s scope (idempotent: a second run issues nothing)',
  security: bearerAuth,
  middleware: [can('dues.bill')],
  request: jsonBody(billGenerationInputSchema),
  responses: {
    200: ok(billGenerationResultSchema, 'The bills this run issued'),
    400: failure('Invalid month or category'),
    ...signedInErrors,
    403: failure('Not an officer with dues.bill'),
  },
});

export const waiveBill = createRoute({
  method: 'post',
  path: '/dues/bills/{id}/waive',
  operationId: 'waiveBill',
  tags,
  summary: 'Waive an unpaid bill in scope, with a reason (audited)',
  security: bearerAuth,
  middleware: [can('payments.create')],
  request: { params: idParams, ...jsonBody(waiveBillInputSchema) },
  responses: {
    200: ok(billResultSchema, 'The waived bill'),
    400: failure('Reason missing, shorter than 5 or longer than 500 characters'),
    ...signedInErrors,
    403: failure(
      'Not an officer with payments.create in the bill’s DPC, or the caller’s own bill (SEPARATION_OF_DUTIES)',
    ),
    404: failure('No such bill'),
    409: failure('The bill is paid or waived, or held by a pending QRIS payment'),
  },
});
