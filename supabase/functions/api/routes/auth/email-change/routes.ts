import { createRoute } from '@hono/zod-openapi';
import {
  emailChangeVerifiedSchema,
  verifyEmailChangeRequestSchema,
} from '../../../../_shared/contracts/email-change.ts';
import { failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';

/** The link of either email of a change asked at `POST /profile/email` (routes/profile/email). */

export const verifyEmailChange = createRoute({
  method: 'post',
  path: '/auth/verify-email-change',
  operationId: 'verifyEmailChange',
  tags: ['Auth'],
  summary: 'Confirm an email change with the token hash of either link; the last of the two switches the address',
  request: jsonBody(verifyEmailChangeRequestSchema),
  responses: {
    200: ok(emailChangeVerifiedSchema, 'Accepted: completed, or waiting for the other address'),
    400: failure('Invalid or expired token'),
  },
});
