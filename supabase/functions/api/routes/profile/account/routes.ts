import { createRoute } from '@hono/zod-openapi';
import { changePasswordRequestSchema, messageResponseSchema } from '../../../../_shared/contracts/auth.ts';
import { callerPermissionsSchema } from '../../../../_shared/contracts/dashboard.ts';
import { profilePhotoSchema, profileResultSchema } from '../../../../_shared/contracts/profile.ts';
import { updateProfileSchema } from '../../../../_shared/contracts/profile-update.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { signedIn } from '../../_shared/permissions.ts';

const tags = ['Profile'];

export const changePassword = createRoute({
  method: 'patch',
  path: '/profile/password',
  operationId: 'changePassword',
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
  operationId: 'listOwnPermissions',
  tags,
  summary: "The caller's permission names, for showing only the actions they may take",
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(callerPermissionsSchema, 'Permission names, sorted'), 401: failure('Not signed in') },
});

export const ownProfile = createRoute({
  method: 'get',
  path: '/profile',
  operationId: 'getOwnProfile',
  tags,
  summary: "The caller's own member record (Profil Saya)",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(profileResultSchema, 'The member record'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
  },
});

export const updateProfile = createRoute({
  method: 'patch',
  path: '/profile',
  operationId: 'updateOwnProfile',
  tags,
  summary: 'Change the personal and professional fields of the caller’s own member record',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(updateProfileSchema),
  responses: {
    200: ok(profileResultSchema, 'The member record after the change'),
    400: failure('Invalid field, or a field the member does not change'),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
    409: failure('The phone number belongs to another member'),
  },
});

export const setPhoto = createRoute({
  method: 'put',
  path: '/profile/photo',
  operationId: 'setOwnPhoto',
  tags,
  summary: 'Name the photo uploaded to avatars/<members.id>/avatar.<ext> on the caller’s record, or clear it',
  security: bearerAuth,
  middleware: [signedIn],
  request: jsonBody(profilePhotoSchema),
  responses: {
    200: ok(profileResultSchema, 'The member record with its photo'),
    400: failure(
      'Not an avatar path, not uploaded, another member’s folder, or an image over 512 × 512 px or unreadable',
    ),
    401: failure('Not signed in'),
    404: failure('The login has no member record'),
    503: failure('Storage could not be reached'),
  },
});
