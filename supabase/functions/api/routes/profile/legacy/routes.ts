import { createRoute } from '@hono/zod-openapi';
import { registerConfirmationSchema } from '../../../../_shared/contracts/claims.ts';
import { bearerAuth, failure, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

/** The data a claimed NAP carried over from the legacy register (routes/claims), confirmed by its member. */
const tags = ['NAP claims'];

export const registerConfirmation = createRoute({
  method: 'get',
  path: '/profile/legacy',
  operationId: 'getRegisterConfirmation',
  tags,
  summary: 'When the member last confirmed the data carried over from the legacy register',
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(registerConfirmationSchema, 'The confirmation'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});

export const confirmRegisterData = createRoute({
  method: 'post',
  path: '/profile/legacy/confirm',
  operationId: 'confirmRegisterData',
  tags,
  summary: 'The member confirms the data carried over from the legacy register',
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(registerConfirmationSchema, 'Confirmed now'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});
