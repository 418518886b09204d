import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  changePasswordRequestSchema,
  messageResponseSchema,
  passwordMatchesIdentity,
} from '../../_shared/contracts/auth.ts';
import { callerPermissionsSchema } from '../../_shared/contracts/dashboard.ts';
import type { AppEnv } from '../app-env.ts';
import { clientIp } from '../client-ip.ts';
import { AppError } from '../errors.ts';
import type { AuthDependencies } from '../auth/log-in.ts';
import { GoTrueError } from '../auth/gotrue.ts';
import { authUnavailable, checkPassword, refuseWhileThrottled } from '../auth/password-check.ts';
import { requireUser } from '../auth/require-user.ts';
import { callerPermissions } from '../auth/session-user.ts';
import { asCaller } from '../db.ts';
import { bearerAuth, failure, jsonBody, ok } from './_shared/openapi-helpers.ts';
import { callerOf } from './route-support.ts';

const changePasswordRoute = createRoute({
  method: 'patch',
  path: '/profile/password',
  tags: ['Profile'],
  summary: 'Change the password, proving the current one',
  security: bearerAuth,
  request: jsonBody(changePasswordRequestSchema),
  responses: {
    200: ok(messageResponseSchema, 'Password changed'),
    400: failure('Current password wrong, or new password not allowed'),
    401: failure('Not signed in'),
    429: failure('Too many wrong current passwords'),
  },
});

const permissionsRoute = createRoute({
  method: 'get',
  path: '/profile/permissions',
  tags: ['Profile'],
  summary: "The caller's permission names, for showing only the actions they may take",
  security: bearerAuth,
  responses: { 200: ok(callerPermissionsSchema, 'Permission names, sorted'), 401: failure('Not signed in') },
});

export function profileRoutes(deps: AuthDependencies) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/profile/*', requireUser(deps.verifyAccessToken));

  app.openapi(permissionsRoute, async (c) => {
    const permissions = await asCaller(deps.sql, callerOf(c), callerPermissions);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true as const, data: { permissions } }, 200);
  });

  return app.openapi(changePasswordRoute, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const claims = c.get('claims');
    const email = claims.email ?? '';
    const ip = clientIp(c.req.header('x-forwarded-for'));

    // Proving the current password is a password check like login: the same throttle applies.
    const attempt = { throttleKey: email, ip };
    await refuseWhileThrottled(deps.sql, attempt);
    const check = await checkPassword(deps, {
      ...attempt,
      email,
      password: currentPassword,
      wrongPassword: 'CURRENT_PASSWORD_WRONG',
    });
    await deps.gotrue.logout(check.access_token, 'local').catch(() => {});

    const [member] = await deps.sql<
      { nap: string | null }[]
    >`select nap from public.members where user_id = ${claims.sub}`;
    if (passwordMatchesIdentity(newPassword, { email, nap: member?.nap })) {
      throw new AppError('VALIDATION_ERROR', 'Kata sandi tidak boleh sama dengan email atau NAP');
    }
    try {
      await deps.gotrue.updateUser(c.get('accessToken'), { password: newPassword });
    } catch (error) {
      if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
      throw authUnavailable(error);
    }
    return c.json({ success: true as const, data: { message: 'Kata sandi berhasil diubah.' } }, 200);
  });
}
