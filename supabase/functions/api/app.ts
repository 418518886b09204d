import { OpenAPIHono } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { createDatabase, isConnectionError, type Sql } from './db.ts';
import type { AppConfig } from './config.ts';
import { AppError, errorBody } from './errors.ts';
import { API_VERSION, healthRoutes } from './routes/health.ts';

export interface AppDependencies {
  /** An existing pool to use instead of opening one from `databaseUrl`. */
  sql?: Sql;
  log?: (message: string, detail?: unknown) => void;
}

/** Builds the `api` edge function: one Hono app under `/api`, the same on Deno and on Node. */
export function createApp(config: AppConfig, dependencies: AppDependencies = {}) {
  const sql = dependencies.sql ?? createDatabase(config.databaseUrl);
  const log = dependencies.log ?? ((message, detail) => console.error(message, detail));
  const { allowedOrigins } = config;

  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const first = result.error.issues[0];
        const where = first?.path.length ? ` (${first.path.join('.')})` : '';
        return c.json(
          errorBody('VALIDATION_ERROR', `Data yang dikirim tidak valid${where}: ${first?.message ?? ''}`.trim()),
          400,
        );
      }
    },
  }).basePath('/api');

  app.use('*', requestId());
  app.use(
    '*',
    cors({
      origin: allowedOrigins.includes('*') ? '*' : allowedOrigins,
      allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-client-source', 'x-request-id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'retry-after', 'content-disposition'],
      maxAge: 600,
    }),
  );

  app.notFound((c) => c.json(errorBody('NOT_FOUND'), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message), error.status as ContentfulStatusCode);
    }
    if (error instanceof HTTPException) {
      const code = error.status === 404 ? 'NOT_FOUND' : error.status === 401 ? 'UNAUTHORIZED' : 'VALIDATION_ERROR';
      return c.json(errorBody(code), error.status);
    }
    if (isConnectionError(error)) {
      log(`[${c.get('requestId')}] database unavailable`, error);
      return c.json(errorBody('DATABASE_UNAVAILABLE'), 503);
    }
    log(`[${c.get('requestId')}] unhandled error`, error);
    return c.json(errorBody('INTERNAL_ERROR'), 500);
  });

  app.route('/v1', healthRoutes(sql));

  app.doc31('/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'SIMK API',
      version: API_VERSION,
      description: 'Membership and dues API of SIMK. Every response uses the { success, data, error } envelope.',
    },
    servers: [{ url: '/functions/v1' }],
  });

  return app;
}
