import { createRoute } from '@hono/zod-openapi';
import { documentVerificationRequestSchema, documentVerificationSchema } from '../../../_shared/contracts/content.ts';
import { failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';

// POST, not GET: the code stays out of URLs, access logs and shared caches.
export const verify = createRoute({
  method: 'post',
  path: '/verification/documents',
  operationId: 'verifyDocumentCode',
  tags: ['Content'],
  summary: 'Check a certificate or document by its verification code (public; only what the document shows)',
  request: jsonBody(documentVerificationRequestSchema),
  responses: {
    200: ok(
      documentVerificationSchema,
      'The certificate or document the code belongs to, or that the code was withdrawn (tidak berlaku lagi)',
    ),
    400: failure('Missing or malformed code'),
    404: failure('No certificate or document has this code'),
  },
});
