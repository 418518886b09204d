import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { AppError } from '../errors.ts';
import type { AccessTokenVerifier } from './access-token.ts';

/** Rejects requests without a valid access token (401) and exposes the verified claims. */
export function requireUser(verifyAccessToken: AccessTokenVerifier) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = c.req.header('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1];
    if (!token) throw new AppError('UNAUTHORIZED');
    try {
      c.set('claims', await verifyAccessToken(token));
    } catch {
      throw new AppError('UNAUTHORIZED');
    }
    c.set('accessToken', token);
    await next();
  });
}
