import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { healthSchema, pingSchema, readinessSchema, testDbSchema } from '../../_shared/contracts/health.ts';
import { errorEnvelopeSchema, successEnvelopeSchema } from '../../_shared/envelope.ts';
import { AppError } from '../errors.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import type { AppEnv } from '../app-env.ts';

export const API_VERSION = '0.1.0';

/** A readiness probe that cannot answer within this is as good as a database that is down. */
const READINESS_TIMEOUT_MS = 3000;

const healthRoute = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'The API is running (liveness: it does not touch the database)',
  responses: {
    200: {
      description: 'The API is up',
      content: { 'application/json': { schema: successEnvelopeSchema(healthSchema) } },
    },
  },
});

const readinessRoute = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['System'],
  summary: 'The API can serve requests: PostgreSQL answers (readiness)',
  responses: {
    200: {
      description: 'The database answered',
      content: { 'application/json': { schema: successEnvelopeSchema(readinessSchema) } },
    },
    503: {
      description: 'The database cannot be reached (DATABASE_UNAVAILABLE)',
      content: { 'application/json': { schema: errorEnvelopeSchema } },
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
    .openapi(readinessRoute, async (c) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AppError('DATABASE_UNAVAILABLE')), READINESS_TIMEOUT_MS);
      });
      try {
        await Promise.race([sql`select 1`, timeout]);
      } finally {
        clearTimeout(timer);
      }
      return c.json({ success: true as const, data: { status: 'ready' as const, database: 'up' as const } }, 200);
    })
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
