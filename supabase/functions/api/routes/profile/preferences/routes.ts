import { createRoute } from '@hono/zod-openapi';
import { accountSettingsResultSchema, accountSettingsSchema } from '../../../../_shared/contracts/preferences.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

/*
 * Account settings (spec §2 "Account settings"): the Notifikasi switches and the Preferensi
 * choices of the caller's own login, any role (decision 0033). The password lives at
 * PATCH /profile/password.
 */

const tags = ['Profile'];

export const ownSettings = createRoute({
  method: 'get',
  path: '/profile/preferences',
  operationId: 'getOwnPreferences',
  tags,
  summary: "The caller's notification switches and display preferences (the defaults until saved)",
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(accountSettingsResultSchema, 'The settings'), 401: failure('Not signed in') },
});

export const saveSettings = createRoute({
  method: 'put',
  path: '/profile/preferences',
  operationId: 'saveOwnPreferences',
  tags,
  summary: "Replace the caller's notification switches and display preferences",
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(accountSettingsSchema),
  responses: {
    200: ok(accountSettingsResultSchema, 'The settings as saved'),
    400: failure('A missing, unknown or invalid setting'),
    401: failure('Not signed in'),
  },
});
