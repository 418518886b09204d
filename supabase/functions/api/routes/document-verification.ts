import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  contentMessages,
  documentVerificationRequestSchema,
  documentVerificationSchema,
  type DocumentVerification,
} from '../../_shared/contracts/content.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { failure, jsonBody, ok } from './openapi-helpers.ts';

// POST, not GET: the code stays out of URLs, access logs and shared caches.
const verifyRoute = createRoute({
  method: 'post',
  path: '/verification/documents',
  tags: ['Content'],
  summary: 'Check a certificate or document by its verification code (public; only what the document shows)',
  request: jsonBody(documentVerificationRequestSchema),
  responses: {
    200: ok(documentVerificationSchema, 'The certificate or document the code belongs to'),
    400: failure('Missing or malformed code'),
    404: failure('No certificate or document has this code'),
  },
});

export function documentVerificationRoutes(sql: Sql) {
  return new OpenAPIHono<AppEnv>().openapi(verifyRoute, async (c) => {
    const { code } = c.req.valid('json');
    // Both lookups are security definer functions that answer for this one code only.
    const result = await asCaller(sql, anonymousCaller, async (tx): Promise<DocumentVerification | undefined> => {
      const [certificate] = await tx`
        select 'certificate' as type, title, issuer, certificate_number as "certificateNumber",
               holder_name as "holderName", issued_on::text as "issuedOn", expires_on::text as "expiresOn", status
        from public.verify_certificate(${code})
      `;
      if (certificate) return documentVerificationSchema.parse(certificate);
      const [document] = await tx`
        select 'document' as type, kind as "documentKind", title, holder_name as "holderName",
               organization_name as "organizationName", issued_on::text as "issuedOn"
        from public.verify_document(${code})
      `;
      return document ? documentVerificationSchema.parse(document) : undefined;
    });
    c.header('cache-control', 'no-store');
    if (!result) throw new AppError('RECORD_NOT_FOUND', contentMessages.documentNotFound);
    return c.json({ success: true as const, data: result }, 200);
  });
}
