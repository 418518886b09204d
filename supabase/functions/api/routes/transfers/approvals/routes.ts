import { createRoute } from '@hono/zod-openapi';
import { listApprovalsQuerySchema, transferApprovalListSchema } from '../../../../_shared/contracts/transfers.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

export const listTransferApprovals = createRoute({
  operationId: 'listTransferApprovals',
  method: 'get',
  path: '/mutations/approvals',
  tags: ['Transfers'],
  summary: 'The approval desk: requests the caller can decide now, longest waiting first; counts per urgency',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { query: listApprovalsQuerySchema },
  responses: {
    200: ok(transferApprovalListSchema, 'The cards and the counts'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('No mutations.approve'),
  },
});
