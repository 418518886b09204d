import { createRoute } from '@hono/zod-openapi';
import { changePasswordRequestSchema, messageResponseSchema } from '../../../_shared/contracts/auth.ts';
import { callerPermissionsSchema } from '../../../_shared/contracts/dashboard.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

const tags = ['Profile'];

export const changePassword = createRoute({
  method: 'patch',
  path: '/profile/password',
  tags,
  summary: 'Change the password, proving the current one',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(changePasswordRequestSchema),
  responses: {
    200: ok(messageResponseSchema, 'Password changed'),
    400: failure('Current password wrong, or new password not allowed'),
    401: failure('Not signed in'),
    429: failure('Too many wrong current passwords'),
  },
});

export const permissions = createRoute({
  method: 'get',
  path: '/profile/permissions',
  tags,
  summary: "The caller's permission names, for showing only the actions they may take",
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(callerPermissionsSchema, 'Permission names, sorted'), 401: failure('Not signed in') },
});
