import { AppError } from '../../errors.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import type * as routes from './routes.ts';

export const API_VERSION = '0.1.0';

/** A readiness probe that cannot answer within this is as good as a database that is down. */
const READINESS_TIMEOUT_MS = 3000;

export const health: AppRouteHandler<typeof routes.health> = (c) =>
  c.json(
    {
      success: true as const,
      data: {
        status: 'ok' as const,
        service: 'simk-api' as const,
        version: API_VERSION,
        time: new Date().toISOString(),
      },
    },
    200,
  );

export const readiness: AppRouteHandler<typeof routes.readiness> = async (c) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AppError('DATABASE_UNAVAILABLE')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([c.var.deps.sql`select 1`, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return c.json({ success: true as const, data: { status: 'ready' as const, database: 'up' as const } }, 200);
};
