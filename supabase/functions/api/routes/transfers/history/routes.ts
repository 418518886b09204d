import { createRoute, z } from '@hono/zod-openapi';
import {
  exportTransferHistoryQuerySchema,
  listTransferHistoryQuerySchema,
  transferHistoryListSchema,
} from '../../../../_shared/contracts/transfers.ts';
import { XLSX_MIME_TYPE } from '../../../../_shared/spreadsheet/xlsx.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Transfers'];

export const exportTransferHistory = createRoute({
  operationId: 'exportTransferHistory',
  method: 'get',
  path: '/mutations/history/export',
  tags,
  summary: 'Export every request of the history’s filter as CSV or XLSX (streamed)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: exportTransferHistoryQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() }, [XLSX_MIME_TYPE]: { schema: z.string() } },
    },
    400: failure('Invalid query'),
    401: failure('Not signed in'),
  },
});

export const listTransferHistory = createRoute({
  operationId: 'listTransferHistory',
  method: 'get',
  path: '/mutations/history',
  tags,
  summary: 'Completed and rejected requests in scope: search, status, period (on the decision date), pages',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listTransferHistoryQuerySchema },
  responses: {
    200: ok(transferHistoryListSchema, 'One page and the pagination'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
  },
});
