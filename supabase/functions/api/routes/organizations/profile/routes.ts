import { createRoute } from '@hono/zod-openapi';
import {
  chapterIdParamSchema,
  chapterProfileInputSchema,
  chapterProfileQuerySchema,
  chapterProfileResultSchema,
} from '../../../../_shared/contracts/organizations.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can, signedIn } from '../../_shared/permissions.ts';

const tags = ['Organizations'];

export const getChapterProfile = createRoute({
  method: 'get',
  path: '/organizations/profile',
  operationId: 'getChapterProfile',
  tags,
  summary:
    'A chapter’s profile (address, contacts, bank account, logo, officers): the caller’s own chapter, or the one named (public details); says whether the caller may edit it',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: chapterProfileQuerySchema },
  responses: {
    200: ok(chapterProfileResultSchema, 'The chapter profile'),
    400: failure('Invalid query'),
    401: failure('Not signed in'),
    404: failure('No such chapter, or the caller has no chapter of their own'),
  },
});

export const updateChapterProfile = createRoute({
  method: 'put',
  path: '/organizations/profile/{id}',
  operationId: 'updateChapterProfile',
  tags,
  summary:
    'Replace a chapter’s profile; only the chapter’s own officers (organizations.edit_profile assigned at it); audited',
  security: bearerAuth,
  middleware: [can('organizations.edit_profile')],
  request: { params: chapterIdParamSchema, ...jsonBody(chapterProfileInputSchema) },
  responses: {
    200: ok(chapterProfileResultSchema, 'The chapter profile after the change'),
    400: failure('Invalid body, or a logo that was not uploaded'),
    401: failure('Not signed in'),
    403: failure('Not one of the chapter’s own officers with organizations.edit_profile'),
  },
});
