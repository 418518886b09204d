import { createRoute } from '@hono/zod-openapi';
import { listTransfersQuerySchema, transferListSchema } from '../../../../_shared/contracts/transfers.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Transfers'];

export const listTransfers = createRoute({
  operationId: 'listTransfers',
  method: 'get',
  path: '/mutations',
  tags,
  summary:
    'Transfer requests in scope (a member: their own), newest first; optional status. Spec §7: the dashboard tile reads pagination.total; the screens use /mutations/requests',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listTransfersQuerySchema },
  responses: { 200: ok(transferListSchema, 'One page and the total'), 401: failure('Not signed in') },
});
