import { createRoute, z } from '@hono/zod-openapi';
import {
  duesCategoryInputSchema,
  duesCategoryListSchema,
  duesCategoryResultSchema,
  listDuesCategoriesQuerySchema,
} from '../../../../_shared/contracts/dues.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Dues'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const managerErrors = {
  401: failure('Not signed in'),
  403: failure('Not a DPP officer with dues.manage'),
};

export const listCategories = createRoute({
  method: 'get',
  path: '/dues/categories',
  operationId: 'listDuesCategories',
  tags,
  summary: 'Dues categories (inactive ones for dues managers only): search, active filter, pages, summary',
  security: bearerAuth,
  middleware: [can('payments.view')],
  request: { query: listDuesCategoriesQuerySchema },
  responses: {
    200: ok(duesCategoryListSchema, 'One page of categories, the summary tiles and the pagination'),
    400: failure('Invalid query'),
    ...managerErrors,
  },
});

export const createCategory = createRoute({
  method: 'post',
  path: '/dues/categories',
  operationId: 'createDuesCategory',
  tags,
  summary: 'Add a national dues category (active by default)',
  security: bearerAuth,
  middleware: [can('dues.manage')],
  request: jsonBody(duesCategoryInputSchema),
  responses: {
    201: ok(duesCategoryResultSchema, 'The new category'),
    400: failure('Invalid fields'),
    ...managerErrors,
    409: failure('A category of that name (in any case) exists'),
  },
});

export const updateCategory = createRoute({
  method: 'put',
  path: '/dues/categories/{id}',
  operationId: 'updateDuesCategory',
  tags,
  summary: 'Replace the fields of a dues category; changing isActive alone activates or deactivates it',
  security: bearerAuth,
  middleware: [can('dues.manage')],
  request: { params: idParams, ...jsonBody(duesCategoryInputSchema) },
  responses: {
    200: ok(duesCategoryResultSchema, 'The category as saved'),
    400: failure('Invalid fields'),
    ...managerErrors,
    404: failure('No such category'),
    409: failure('A category of that name (in any case) exists'),
  },
});

export const deleteCategory = createRoute({
  method: 'delete',
  path: '/dues/categories/{id}',
  operationId: 'deleteDuesCategory',
  tags,
  summary: 'Delete a dues category without bills (one with bills is refused: deactivate it instead)',
  security: bearerAuth,
  middleware: [can('dues.manage')],
  request: { params: idParams },
  responses: {
    200: ok(duesCategoryResultSchema, 'The deleted category'),
    ...managerErrors,
    404: failure('No such category'),
    409: failure('The category has bills'),
  },
});
