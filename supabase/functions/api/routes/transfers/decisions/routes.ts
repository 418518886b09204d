import { createRoute, z } from '@hono/zod-openapi';
import {
  decisionNoteSchema,
  rejectionNoteSchema,
  transferResultSchema,
} from '../../../../_shared/contracts/transfers.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Transfers'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const decisionErrors = {
  400: failure('Invalid note'),
  401: failure('Not signed in'),
  403: failure(
    'No mutations.approve for the side whose turn it is, or the caller’s own request (SEPARATION_OF_DUTIES)',
  ),
  404: failure('No such request in scope'),
  409: failure('Already decided by another officer, not yet released, or documents incomplete'),
};

export const approveTransfer = createRoute({
  operationId: 'approveTransfer',
  method: 'post',
  path: '/mutations/{id}/approve',
  tags,
  summary:
    'The step of the caller’s side (allowed action approve): the origin releases; the target accepts, which moves the member',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { params: idParams, ...jsonBody(decisionNoteSchema) },
  responses: { 200: ok(transferResultSchema, 'The request after the step'), ...decisionErrors },
});

export const rejectTransfer = createRoute({
  operationId: 'rejectTransfer',
  method: 'post',
  path: '/mutations/{id}/reject',
  tags,
  summary: 'Reject, with a note, by the side whose turn it is (allowed action reject)',
  security: bearerAuth,
  middleware: [can('mutations.approve')],
  request: { params: idParams, ...jsonBody(rejectionNoteSchema) },
  responses: { 200: ok(transferResultSchema, 'The rejected request'), ...decisionErrors },
});
