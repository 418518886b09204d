import { createRoute } from '@hono/zod-openapi';
import { structureLevelSchema, structureQuerySchema } from '../../../../_shared/contracts/organizations.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

export const getStructure = createRoute({
  method: 'get',
  path: '/organizations/structure',
  operationId: 'getChapterTree',
  tags: ['Organizations'],
  summary:
    'One level of the internal structure tree: the caller’s top chapters, or the chapters under `parentId`, each with officers, member and dues figures (from the totals); only chapters the caller administers',
  security: bearerAuth,
  middleware: [can('organizations.view')],
  request: { query: structureQuerySchema },
  responses: {
    200: ok(structureLevelSchema, 'Chapters by name'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('Without organizations.view'),
  },
});
