import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';

/**
 * 403 unless one of the caller's active roles grants `permission` (in any scope). Row-level
 * security still decides which rows the caller then sees. Use after `requireUser`.
 */
export function requirePermission(sql: Sql, permission: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const [row] = await asCaller(
      sql,
      { role: 'authenticated', claims: c.get('claims') },
      (tx) => tx<{ allowed: boolean }[]>`select private.has_permission(${permission}) as allowed`,
    );
    if (!row?.allowed) throw new AppError('FORBIDDEN');
    await next();
  });
}
