import { createRoute } from '@hono/zod-openapi';
import { securitySettingsInputSchema, securitySettingsSchema } from '../../../_shared/contracts/security-settings.ts';
import { bearerAuth, failure, jsonBody, ok } from '../_shared/openapi-helpers.ts';
import { can, signedIn } from '../_shared/permissions.ts';

const tags = ['Security settings'];

export const getSettings = createRoute({
  method: 'get',
  path: '/security-settings',
  operationId: 'getSecuritySettings',
  tags,
  summary: 'Whether officers must be at aal2 (password and authenticator code) to change data',
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(securitySettingsSchema, 'The sign-in rules'),
    401: failure('Not signed in'),
  },
});

export const setSettings = createRoute({
  method: 'put',
  path: '/security-settings',
  operationId: 'setSecuritySettings',
  tags,
  summary:
    'Require (or stop requiring) aal2 for officers’ changes; SUPER_ADMIN only, turning it on from an aal2 session; audited',
  security: bearerAuth,
  middleware: [can('system.settings')],
  request: jsonBody(securitySettingsInputSchema),
  responses: {
    200: ok(securitySettingsSchema, 'The settings after the change'),
    400: failure('Invalid body'),
    401: failure('Not signed in'),
    403: failure(
      'Not SUPER_ADMIN (FORBIDDEN), an officer at aal1 while aal2 is required (AAL2_REQUIRED), or turning it on from an aal1 session (AAL2_SESSION_REQUIRED)',
    ),
  },
});
