import { z } from 'zod';

/** `GET /api/v1/health`: the function is up. */
export const healthSchema = z.object({
  status: z.literal('ok'),
  service: z.literal('simk-api'),
  version: z.string(),
  time: z.iso.datetime(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/v1/health/ready`: the API can serve requests, i.e. PostgreSQL answers. While it does
 * not, the route answers 503 `DATABASE_UNAVAILABLE` instead.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
});
export type Readiness = z.infer<typeof readinessSchema>;

/** `GET /api/v1/auth/ping`: the auth routes are mounted. */
export const pingSchema = z.object({
  message: z.literal('pong'),
  time: z.iso.datetime(),
});
export type Ping = z.infer<typeof pingSchema>;

/** `GET /api/v1/auth/test-db`: one real round trip to PostgreSQL. */
export const testDbSchema = z.object({
  database: z.literal('connected'),
  serverTime: z.iso.datetime({ offset: true }),
  postgresVersion: z.string(),
  latencyMs: z.number().nonnegative(),
});
export type TestDb = z.infer<typeof testDbSchema>;
