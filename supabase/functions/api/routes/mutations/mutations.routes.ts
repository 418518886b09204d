import { createRoute, z } from '@hono/zod-openapi';
import { listMutationsQuerySchema, mutationListSchema } from '../../../_shared/contracts/dashboard.ts';
import {
  attachMutationDocumentSchema,
  createMutationRequestSchema,
  decisionNoteSchema,
  exportMutationHistoryQuerySchema,
  listApprovalsQuerySchema,
  listMutationHistoryQuerySchema,
  listMutationRequestsQuerySchema,
  mutationApprovalListSchema,
  mutationDocumentKinds,
  mutationHistoryListSchema,
  mutationRequestDetailSchema,
  mutationRequestListSchema,
  mutationResultSchema,
  rejectionNoteSchema,
} from '../../../_shared/contracts/mutations.ts';
import { XLSX_MIME_TYPE } from '../../../_shared/spreadsheet/xlsx.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { can, signedIn } from '../_shared/permissions.ts';

/*
 * Member transfers (issue 15; spec §2 "Mutation screens", §7). Members file and follow their own
 * requests; officers see those leaving or arriving in their scope and decide their side's step.
 * Row-level security scopes every list; the SQL functions decide every step (decision 0036).
 */

const tags = ['Mutations'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const documentParams = idParams.extend({
  kind: z.enum(mutationDocumentKinds).openapi({ param: { name: 'kind', in: 'path' } }),
});
const signedInErrors = { 401: failure('Not signed in') };
const decisionErrors = {
  400: failure('Invalid note'),
  401: failure('Not signed in'),
  403: failure(
    'No mutations.approve for the side whose turn it is, or the caller’s own request (SEPARATION_OF_DUTIES)',
  ),
  404: failure('No such request in scope'),
  409: failure('Already decided by another officer, not yet released, or documents incomplete'),
};

export const list = createRoute({
  method: 'get',
  path: '/mutations',
  tags,
  summary: 'Mutation requests in scope (a member: their own), newest first; optional status',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listMutationsQuerySchema },
  responses: { 200: ok(mutationListSchema, 'One page and the total'), ...signedInErrors },
});

export const listRequests = createRoute({
  method: 'get',
  path: '/mutations/requests',
  tags,
  summary: 'Requests in scope (a member: their own; officers: leaving or arriving): search, status, pages, statistics',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listMutationRequestsQuerySchema },
  responses: {
    200: ok(mutationRequestListSchema, 'One page, the pagination and the statistics of the scope'),
    400: failure('Invalid query'),
    ...signedInErrors,
  },
});

export const requestDetail = createRoute({
  method: 'get',
  path: '/mutations/requests/{id}',
  tags,
  summary: 'One request: document paths (open through signed URLs), the member’s standing, the timeline',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(mutationRequestDetailSchema, 'The request in detail'),
    ...signedInErrors,
    404: failure('No such request in scope'),
  },
});

export const createRequest = createRoute({
  method: 'post',
  path: '/mutations/requests',
  tags,
  summary: 'The signed-in member asks to move to another DPC (documents are added afterwards)',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(createMutationRequestSchema),
  responses: {
    201: ok(mutationResultSchema, 'The new pending request'),
    400: failure('Invalid fields, or the member’s own DPC as the target'),
    ...signedInErrors,
    404: failure('The login has no member record'),
    409: failure('An open request exists, or the member is not ACTIVE'),
  },
});

export const attachDocument = createRoute({
  method: 'put',
  path: '/mutations/requests/{id}/documents/{kind}',
  tags,
  summary:
    'Name (or replace) a checklist document uploaded to member-documents/<member_id>/transfers/<id>/<kind>.<pdf|jpg|png>',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: documentParams, ...jsonBody(attachMutationDocumentSchema) },
  responses: {
    200: ok(mutationResultSchema, 'The request with its checklist'),
    400: failure('Not the request’s path for that document, or nothing uploaded there'),
    ...signedInErrors,
    403: failure('Neither the member nor an officer with mutations.create at the origin'),
    404: failure('No such request in scope'),
    409: failure('The request is no longer open'),
  },
});

export const withdraw = createRoute({
  method: 'post',
  path: '/mutations/requests/{id}/withdraw',
  tags,
  summary: 'The member withdraws their own pending request',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(mutationResultSchema, 'The withdrawn request'),
    ...signedInErrors,
    404: failure('No such request of the caller'),
    409: failure('No longer pending'),
  },
});

export const approve = createRoute({
  method: 'post',
  path: '/mutations/{id}/approve',
  tags,
  summary: 'The step of the caller’s side: the origin releases; the target accepts, which moves the member',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { params: idParams, ...jsonBody(decisionNoteSchema) },
  responses: { 200: ok(mutationResultSchema, 'The request after the step'), ...decisionErrors },
});

export const reject = createRoute({
  method: 'post',
  path: '/mutations/{id}/reject',
  tags,
  summary: 'Reject, with a note, by the side whose turn it is',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { params: idParams, ...jsonBody(rejectionNoteSchema) },
  responses: { 200: ok(mutationResultSchema, 'The rejected request'), ...decisionErrors },
});

export const listApprovals = createRoute({
  method: 'get',
  path: '/mutations/approvals',
  tags,
  summary: 'The approval desk: requests the caller can decide now, longest waiting first; counts per urgency',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { query: listApprovalsQuerySchema },
  responses: {
    200: ok(mutationApprovalListSchema, 'The cards and the counts'),
    400: failure('Invalid query'),
    ...signedInErrors,
    403: failure('No mutations.approve'),
  },
});

export const listHistory = createRoute({
  method: 'get',
  path: '/mutations/history',
  tags,
  summary: 'Completed and rejected requests in scope: search, status, period (on the decision date), pages',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listMutationHistoryQuerySchema },
  responses: {
    200: ok(mutationHistoryListSchema, 'One page and the pagination'),
    400: failure('Invalid query'),
    ...signedInErrors,
  },
});

export const exportHistory = createRoute({
  method: 'get',
  path: '/mutations/history/export',
  tags,
  summary: 'Export every request of the history’s filter as CSV or XLSX (streamed)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: exportMutationHistoryQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() }, [XLSX_MIME_TYPE]: { schema: z.string() } },
    },
    400: failure('Invalid query'),
    ...signedInErrors,
  },
});
