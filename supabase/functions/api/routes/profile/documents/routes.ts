import { createRoute } from '@hono/zod-openapi';
import {
  licencesResultSchema,
  ownDocumentResultSchema,
  ownDocumentsSchema,
  recordDocumentSchema,
} from '../../../../_shared/contracts/documents.ts';
import { updateLicencesSchema } from '../../../../_shared/contracts/licence-update.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Documents'];

export const ownDocuments = createRoute({
  method: 'get',
  path: '/profile/documents',
  operationId: 'listOwnDocuments',
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
  operationId: 'recordOwnDocument',
  tags,
  summary: 'Record a file uploaded to member-documents/<members.id>/ as the caller’s STR, SIP, diploma or certificate',
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
  operationId: 'updateOwnLicences',
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
