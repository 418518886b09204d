import { createRoute } from '@hono/zod-openapi';
import { listMutationsQuerySchema, mutationListSchema } from '../../../_shared/contracts/dashboard.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

export const list = createRoute({
  method: 'get',
  path: '/mutations',
  tags: ['Mutations'],
  summary: 'Mutation requests in scope (a member: their own), newest first; optional status',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listMutationsQuerySchema },
  responses: { 200: ok(mutationListSchema, 'One page and the total'), 401: failure('Not signed in') },
});
