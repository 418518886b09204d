import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { successEnvelopeSchema } from '../../_shared/envelope.ts';
import { healthSchema, pingSchema, testDbSchema } from '../../_shared/contracts/health.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import type { AppEnv } from '../app-env.ts';

export const API_VERSION = '0.1.0';

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'The API is running',
  responses: {
    200: {
      description: 'The API is up',
      content: { 'application/json': { schema: successEnvelopeSchema(healthSchema) } },
    },
  },
});

const pingRoute = createRoute({
  method: 'get',
  path: '/auth/ping',
  tags: ['System'],
  summary: 'The auth routes are reachable',
  responses: {
    200: {
      description: 'Pong',
      content: { 'application/json': { schema: successEnvelopeSchema(pingSchema) } },
    },
  },
});

const testDbRoute = createRoute({
  method: 'get',
  path: '/auth/test-db',
  tags: ['System'],
  summary: 'One real round trip to the database',
  responses: {
    200: {
      description: 'The database answered',
      content: { 'application/json': { schema: successEnvelopeSchema(testDbSchema) } },
    },
  },
});

export function healthRoutes(sql: Sql) {
  return new OpenAPIHono<AppEnv>()
    .openapi(healthRoute, (c) =>
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
      ),
    )
    .openapi(pingRoute, (c) =>
      c.json({ success: true as const, data: { message: 'pong' as const, time: new Date().toISOString() } }, 200),
    )
    .openapi(testDbRoute, async (c) => {
      const started = performance.now();
      const [row] = await asCaller(
        sql,
        anonymousCaller,
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
    });
}
