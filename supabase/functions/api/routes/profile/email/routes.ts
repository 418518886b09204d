import { createRoute } from '@hono/zod-openapi';
import {
  emailChangeRequestedSchema,
  emailChangeRequestSchema,
  emailChangeVerifiedSchema,
  verifyEmailChangeRequestSchema,
} from '../../../../_shared/contracts/email-change.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Profile'];

export const requestEmailChange = createRoute({
  method: 'post',
  path: '/profile/email',
  tags,
  summary:
    'Ask to change the sign-in email: Supabase Auth mails the current and the new address; nothing changes until both links are opened',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(emailChangeRequestSchema),
  responses: {
    200: ok(emailChangeRequestedSchema, 'Confirmation emails sent'),
    400: failure('Invalid address, or the current one'),
    401: failure('Not signed in'),
    403: failure('A login with two-factor sign-in whose session is not aal2 (AAL2_REQUIRED)'),
    409: failure('The address belongs to another login or member (EMAIL_TAKEN)'),
    429: failure('Asked again within the auth server’s max_frequency (EMAIL_CHANGE_TOO_SOON)'),
  },
});

export const verifyEmailChange = createRoute({
  method: 'post',
  path: '/auth/verify-email-change',
  tags: ['Auth'],
  summary: 'Confirm an email change with the token hash of either link; the last of the two switches the address',
  request: jsonBody(verifyEmailChangeRequestSchema),
  responses: {
    200: ok(emailChangeVerifiedSchema, 'Accepted: completed, or waiting for the other address'),
    400: failure('Invalid or expired token'),
  },
});
