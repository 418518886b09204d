import { createRoute } from '@hono/zod-openapi';
import { listOrganizationsQuerySchema, organizationListSchema } from '../../../_shared/contracts/organizations.ts';
import { ok } from '../_shared/openapi-helpers.ts';

export const list = createRoute({
  method: 'get',
  path: '/organizations',
  operationId: 'listOrganizations',
  tags: ['Organizations'],
  summary: 'Active chapters (public): for the registration DPC picker and the public pages',
  request: { query: listOrganizationsQuerySchema },
  responses: { 200: ok(organizationListSchema, 'Chapters ordered by province, then name') },
});
