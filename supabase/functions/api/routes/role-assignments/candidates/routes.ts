import { createRoute } from '@hono/zod-openapi';
import { roleCandidateListSchema, roleCandidatesQuerySchema } from '../../../../_shared/contracts/roles.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

export const searchCandidates = createRoute({
  method: 'get',
  path: '/role-assignments/candidates',
  operationId: 'searchRoleCandidates',
  tags: ['Roles'],
  summary:
    'Accounts a role could be given to, by email, NAP or name (up to 10): any account for a national role manager, else members of their chapters',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { query: roleCandidatesQuerySchema },
  responses: {
    200: ok(roleCandidateListSchema, 'Matching accounts by name'),
    400: failure('Invalid query (at least 2 characters)'),
    401: failure('Not signed in'),
    403: failure('Without system.manage_roles'),
  },
});
