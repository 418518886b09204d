import { createRoute, z } from '@hono/zod-openapi';
import {
  attachTransferDocumentSchema,
  createTransferRequestSchema,
  listTransferRequestsQuerySchema,
  transferDocumentKinds,
  transferRequestDetailSchema,
  transferRequestListSchema,
  transferResultSchema,
} from '../../../../_shared/contracts/transfers.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

/*
 * Member transfers (issue 15; spec §2 "Mutation screens", §7): members file and follow their own
 * requests; officers see those leaving or arriving in their scope. Row-level security scopes every
 * list; private.transfer_actions says what the caller may do with each request (decision 0036).
 */

const tags = ['Transfers'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const documentParams = idParams.extend({
  kind: z.enum(transferDocumentKinds).openapi({ param: { name: 'kind', in: 'path' } }),
});
const signedInErrors = { 401: failure('Not signed in') };

export const listTransferRequests = createRoute({
  operationId: 'listTransferRequests',
  method: 'get',
  path: '/mutations/requests',
  tags,
  summary:
    'Requests in scope (a member: their own; officers: leaving or arriving), each with its allowedActions: search, status, pages, statistics',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listTransferRequestsQuerySchema },
  responses: {
    200: ok(transferRequestListSchema, 'One page, the pagination and the statistics of the scope'),
    400: failure('Invalid query'),
    ...signedInErrors,
  },
});

export const createTransferRequest = createRoute({
  operationId: 'createTransferRequest',
  method: 'post',
  path: '/mutations/requests',
  tags,
  summary: 'The signed-in member asks to move to another DPC (documents are added afterwards)',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(createTransferRequestSchema),
  responses: {
    201: ok(transferResultSchema, 'The new pending request'),
    400: failure('Invalid fields, or the member’s own DPC as the target'),
    ...signedInErrors,
    404: failure('The login has no member record'),
    409: failure('An open request exists, or the member is not ACTIVE'),
  },
});

export const getTransferRequest = createRoute({
  operationId: 'getTransferRequest',
  method: 'get',
  path: '/mutations/requests/{id}',
  tags,
  summary: 'One request: document paths (open through signed URLs), the member’s standing, the timeline',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(transferRequestDetailSchema, 'The request in detail'),
    ...signedInErrors,
    404: failure('No such request in scope'),
  },
});

export const attachTransferDocument = createRoute({
  operationId: 'attachTransferDocument',
  method: 'put',
  path: '/mutations/requests/{id}/documents/{kind}',
  tags,
  summary:
    'Name (or replace) a checklist document uploaded to member-documents/<member_id>/transfers/<id>/<kind>.<pdf|jpg|png> (allowed action upload)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: documentParams, ...jsonBody(attachTransferDocumentSchema) },
  responses: {
    200: ok(transferResultSchema, 'The request with its checklist'),
    400: failure('Not the request’s path for that document, or nothing uploaded there'),
    ...signedInErrors,
    403: failure('Neither the member nor an officer with mutations.create at the origin'),
    404: failure('No such request in scope'),
    409: failure('The request is no longer open'),
  },
});

export const withdrawTransferRequest = createRoute({
  operationId: 'withdrawTransferRequest',
  method: 'post',
  path: '/mutations/requests/{id}/withdraw',
  tags,
  summary: 'The member withdraws their own pending request (allowed action withdraw)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(transferResultSchema, 'The withdrawn request'),
    ...signedInErrors,
    404: failure('No such request of the caller'),
    409: failure('No longer pending'),
  },
});
