import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { isConnectionError } from '../db.ts';
import { AppError } from '../errors.ts';
import type { AccessTokenVerifier } from './access-token.ts';

/**
 * Rejects requests without a valid access token of a live session (401) and exposes the verified
 * claims. The app builds `verifyAccessToken` with `requireLiveSession`, so a signed-out session, a
 * deleted or a banned user is refused here (decision 0011).
 */
export function requireUser(verifyAccessToken: AccessTokenVerifier) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) throw new AppError('UNAUTHORIZED');
    try {
      c.set('claims', await verifyAccessToken(token));
    } catch (error) {
      // A database that cannot be reached is an outage (503), not a reason to sign the user out.
      if (isConnectionError(error)) throw error;
      throw new AppError('UNAUTHORIZED');
    }
    c.set('accessToken', token);
    await next();
  });
}
