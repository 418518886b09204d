import { createRoute } from '@hono/zod-openapi';
import { emailChangeRequestedSchema, emailChangeRequestSchema } from '../../../../_shared/contracts/email-change.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Profile'];

export const requestEmailChange = createRoute({
  method: 'post',
  path: '/profile/email',
  operationId: 'requestEmailChange',
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
