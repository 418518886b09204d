import { createRoute } from '@hono/zod-openapi';
import {
  documentParamsSchema,
  licencesResultSchema,
  ownDocumentResultSchema,
  ownDocumentsSchema,
  recordDocumentSchema,
  updateLicencesSchema,
} from '../../../../_shared/contracts/documents.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Documents'];

export const ownDocuments = createRoute({
  method: 'get',
  path: '/profile/documents',
  tags,
  summary: "The caller's own uploaded documents (STR, SIP, …), newest first",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(ownDocumentsSchema, 'The documents; a verification code only once an officer verified the document'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});

export const recordDocument = createRoute({
  method: 'post',
  path: '/profile/documents',
  tags,
  summary: 'Record a file uploaded to member-documents/<members.id>/ as the caller’s STR or SIP',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(recordDocumentSchema),
  responses: {
    201: ok(ownDocumentResultSchema, 'The recorded document'),
    400: failure('Not a licence file path, not uploaded, or another member’s folder'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});

export const updateLicences = createRoute({
  method: 'put',
  path: '/profile/licences',
  tags,
  summary: 'Set the caller’s STR (number, optional expiry) and SIP (number, expiry, place of practice)',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(updateLicencesSchema),
  responses: {
    200: ok(licencesResultSchema, 'The member record after the change'),
    400: failure('Invalid field'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});

export const verifyDocument = createRoute({
  method: 'post',
  path: '/members/{id}/documents/{documentId}/verify',
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
