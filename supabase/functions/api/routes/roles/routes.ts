import { createRoute, z } from '@hono/zod-openapi';
import {
  listRolesQuerySchema,
  roleInputSchema,
  roleListSchema,
  roleResultSchema,
  roleUpdateSchema,
} from '../../../_shared/contracts/roles.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { can } from '../_shared/permissions.ts';

const tags = ['Roles'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const managerErrors = {
  401: failure('Not signed in'),
  403: failure(
    'Without system.manage_roles (FORBIDDEN), an officer at aal1 while aal2 is required (AAL2_REQUIRED), or not a national role manager, a system role or a permission the caller lacks (ROLE_NOT_GRANTABLE)',
  ),
};

export const listRoles = createRoute({
  method: 'get',
  path: '/roles',
  operationId: 'listRoles',
  tags,
  summary: 'Roles with their permissions and how many unexpired assignments hold each: level filter, search, pages',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { query: listRolesQuerySchema },
  responses: {
    200: ok(roleListSchema, 'One page of roles, highest rank first'),
    400: failure('Invalid query'),
    ...managerErrors,
  },
});

export const createRole = createRoute({
  method: 'post',
  path: '/roles',
  operationId: 'createRole',
  tags,
  summary: 'Create a custom role of level DPW or DPC with permissions the caller holds; audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: jsonBody(roleInputSchema),
  responses: {
    201: ok(roleResultSchema, 'The new role'),
    400: failure('Invalid fields'),
    ...managerErrors,
    409: failure('A role of that name exists (ROLE_NAME_TAKEN)'),
  },
});

export const updateRole = createRoute({
  method: 'put',
  path: '/roles/{id}',
  operationId: 'updateRole',
  tags,
  summary: 'Edit a custom role: display name, description and permissions (system roles are view-only); audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { params: idParams, ...jsonBody(roleUpdateSchema) },
  responses: {
    200: ok(roleResultSchema, 'The role as saved'),
    400: failure('Invalid fields'),
    ...managerErrors,
    404: failure('No such role'),
  },
});

export const deleteRole = createRoute({
  method: 'delete',
  path: '/roles/{id}',
  operationId: 'deleteRole',
  tags,
  summary: 'Delete a custom role that no unexpired assignment holds (the refusal says how many do); audited',
  security: bearerAuth,
  middleware: [can('system.manage_roles')],
  request: { params: idParams },
  responses: {
    200: ok(roleResultSchema, 'The deleted role'),
    ...managerErrors,
    404: failure('No such role'),
    409: failure('Assignments still hold the role (ROLE_IN_USE, the message names how many)'),
  },
});
