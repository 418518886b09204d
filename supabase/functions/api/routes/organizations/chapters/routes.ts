import { createRoute } from '@hono/zod-openapi';
import { chapterListQuerySchema, chapterPageSchema } from '../../../../_shared/contracts/organizations.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

export const listChapters = createRoute({
  method: 'get',
  path: '/organizations/chapters',
  operationId: 'listChapters',
  tags: ['Organizations'],
  summary:
    'The chapters the caller administers (a DPC officer: theirs; a DPW officer: the DPW and its DPCs; national: all), with member counts from the totals; searchable, paginated',
  security: bearerAuth,
  middleware: [can('organizations.view')],
  request: { query: chapterListQuerySchema },
  responses: {
    200: ok(chapterPageSchema, 'A page of chapters by level, province and name'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    403: failure('Without organizations.view'),
  },
});
