import { asAnonymous } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import type * as routes from './routes.ts';

export const ping: AppRouteHandler<typeof routes.ping> = (c) =>
  c.json({ success: true as const, data: { message: 'pong' as const, time: new Date().toISOString() } }, 200);

export const testDb: AppRouteHandler<typeof routes.testDb> = async (c) => {
  const started = performance.now();
  const [row] = await asAnonymous(
    c,
    (tx) => tx<{ serverTime: Date; postgresVersion: string }[]>`
      select now() as "serverTime", current_setting('server_version') as "postgresVersion"
    `,
  );
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return c.json(
    {
      success: true as const,
      data: {
        database: 'connected' as const,
        serverTime: new Date(row!.serverTime).toISOString(),
        postgresVersion: row!.postgresVersion,
        latencyMs,
      },
    },
    200,
  );
};
