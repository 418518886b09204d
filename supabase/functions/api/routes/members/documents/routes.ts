import { createRoute } from '@hono/zod-openapi';
import { documentParamsSchema, ownDocumentResultSchema } from '../../../../_shared/contracts/documents.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

/** An officer's check of a document a member uploaded (routes/profile/documents). */
const tags = ['Documents'];

export const verifyDocument = createRoute({
  method: 'post',
  path: '/members/{id}/documents/{documentId}/verify',
  operationId: 'verifyMemberDocument',
  tags,
  summary: 'Mark a member’s document checked against the original (documents.manage in the member’s DPC)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: documentParamsSchema },
  responses: {
    200: ok(ownDocumentResultSchema, 'The document, verified, with its verification code'),
    401: failure('Not signed in'),
    403: failure('No documents.manage in the member’s DPC, or the caller’s own document'),
    404: failure('No such document on this member in the caller’s scope'),
  },
});
