import { createRoute } from '@hono/zod-openapi';
import { listPermissionsQuerySchema, permissionListSchema } from '../../../_shared/contracts/roles.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { can } from '../_shared/permissions.ts';

export const listPermissions = createRoute({
  method: 'get',
  path: '/permissions',
  operationId: 'listPermissions',
  tags: ['Roles'],
  summary:
    'The permission catalogue (fixed by the migrations, so not paged) with how many roles grant each: category filter, search',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { query: listPermissionsQuerySchema },
  responses: {
    200: ok(permissionListSchema, 'Permissions by category, then name'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('Without system.manage_roles'),
  },
});
