import { createRoute, z } from '@hono/zod-openapi';
import {
  listRoleAssignmentsQuerySchema,
  roleAssignmentExpirySchema,
  roleAssignmentInputSchema,
  roleAssignmentListSchema,
  roleAssignmentResultSchema,
} from '../../../_shared/contracts/roles.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { can } from '../_shared/permissions.ts';

const tags = ['Roles'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const grantErrors = {
  401: failure('Not signed in'),
  403: failure(
    'Without system.manage_roles (FORBIDDEN), at aal1 while aal2 is required (AAL2_REQUIRED), one’s own assignment (SEPARATION_OF_DUTIES), or a role, level or scope the caller may not grant there (ROLE_NOT_GRANTABLE)',
  ),
};

export const listAssignments = createRoute({
  method: 'get',
  path: '/role-assignments',
  operationId: 'listRoleAssignments',
  tags,
  summary:
    "Role assignments in the caller's scope: search by email, NAP or name; organization, role and status (active by default) filters; pages",
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { query: listRoleAssignmentsQuerySchema },
  responses: {
    200: ok(roleAssignmentListSchema, 'One page of assignments'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('Without system.manage_roles'),
  },
});

export const assignRole = createRoute({
  method: 'post',
  path: '/role-assignments',
  operationId: 'assignRole',
  tags,
  summary:
    'Give a user a role in an organization of its level, optionally until a last day (Asia/Jakarta); only what the caller may grant there; audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: jsonBody(roleAssignmentInputSchema),
  responses: {
    201: ok(roleAssignmentResultSchema, 'The new assignment'),
    400: failure('Invalid fields, unknown user, role or organization, a level mismatch, or a past expiry'),
    ...grantErrors,
    409: failure('The user already holds this role there (ROLE_ALREADY_ASSIGNED)'),
  },
});

export const setExpiry = createRoute({
  method: 'patch',
  path: '/role-assignments/{id}',
  operationId: 'setRoleAssignmentExpiry',
  tags,
  summary: 'Renew or limit an assignment: a new last day, or none (never expires); audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { params: idParams, ...jsonBody(roleAssignmentExpirySchema) },
  responses: {
    200: ok(roleAssignmentResultSchema, 'The assignment as saved'),
    400: failure('Invalid or past expiry'),
    ...grantErrors,
    404: failure('No such assignment in the caller’s scope'),
    409: failure('It would leave no permanent SUPER_ADMIN (LAST_SUPER_ADMIN)'),
  },
});

export const revoke = createRoute({
  method: 'delete',
  path: '/role-assignments/{id}',
  operationId: 'revokeRoleAssignment',
  tags,
  summary: 'End an assignment at once; audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { params: idParams },
  responses: {
    200: ok(roleAssignmentResultSchema, 'The assignment as it was'),
    ...grantErrors,
    404: failure('No such assignment in the caller’s scope'),
    409: failure('The last active SUPER_ADMIN (LAST_SUPER_ADMIN)'),
  },
});
