import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { requestBodyLimit } from './body-limit.ts';
import { createDatabase, isConnectionError, type Sql } from './db.ts';
import type { AppConfig } from './config.ts';
import { AppError, errorBody, isInvalidInputError } from './errors.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { createGoTrueClient } from './auth/gotrue.ts';
import { createSessionCheck, requireLiveSession } from './auth/live-session.ts';
import { authRoutes } from './routes/auth.ts';
import { contentRoutes } from './routes/content.ts';
import { API_VERSION, healthRoutes } from './routes/health.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { documentVerificationRoutes } from './routes/document-verification.ts';
import { memberRoutes } from './routes/members.ts';
import { mutationRoutes } from './routes/mutations.ts';
import { newsRoutes } from './routes/news.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { profileRoutes } from './routes/profile.ts';
import { publicInfoRoutes } from './routes/public-info.ts';
import { statisticsRoutes } from './routes/statistics.ts';

export interface AppDependencies {
  /** An existing pool to use instead of opening one from `databaseUrl`. */
  sql?: Sql;
  log?: (message: string, detail?: unknown) => void;
}

z.config(z.locales.id());

/** Builds the `api` edge function: one Hono app under `/api`, the same on Deno and on Node. */
export function createApp(config: AppConfig, dependencies: AppDependencies = {}) {
  const sql = dependencies.sql ?? createDatabase(config.databaseUrl);
  const log = dependencies.log ?? ((message, detail) => console.error(message, detail));
  const { allowedOrigins } = config;

  const app = new OpenAPIHono<AppEnv>({
    // Invalid input: the first problem's message, in Indonesian (zod's `id` locale or ours).
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody('VALIDATION_ERROR', result.error.issues[0]?.message), 400);
    },
  }).basePath('/api');

  app.use('*', requestId());
  // JSON only: nothing to render, frame or sniff (decision 0013).
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      xFrameOptions: 'DENY',
    }),
  );
  app.use(
    '*',
    cors({
      // The exact origin echoed for an allowed one; no CORS header at all for any other.
      origin: allowedOrigins,
      allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-client-source', 'x-request-id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'retry-after', 'content-disposition', 'x-total-count'],
      maxAge: 600,
    }),
  );

  app.use('*', requestBodyLimit());

  app.notFound((c) => c.json(errorBody('NOT_FOUND'), 404));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      return c.json(errorBody(error.code, error.message), error.status as ContentfulStatusCode, error.headers);
    }
    if (error instanceof HTTPException) {
      const code = error.status === 404 ? 'NOT_FOUND' : error.status === 401 ? 'UNAUTHORIZED' : 'VALIDATION_ERROR';
      return c.json(errorBody(code), error.status);
    }
    if (isInvalidInputError(error)) {
      log(`[${c.get('requestId')}] input refused by the database, not by validation`, error);
      return c.json(errorBody('VALIDATION_ERROR'), 400);
    }
    if (isConnectionError(error)) {
      log(`[${c.get('requestId')}] database unavailable`, error);
      return c.json(errorBody('DATABASE_UNAVAILABLE'), 503);
    }
    log(`[${c.get('requestId')}] unhandled error`, error);
    return c.json(errorBody('INTERNAL_ERROR'), 500);
  });

  // Every route that needs a user verifies the token through this one verifier: signature,
  // expiry and issuer, then the session still live (decision 0011).
  const sessions = createSessionCheck(sql);
  const auth = {
    sql,
    gotrue: createGoTrueClient(config),
    verifyAccessToken: requireLiveSession(createAccessTokenVerifier(config.supabaseUrl), sessions),
    sessions,
    turnstile: config.turnstile,
  };
  app.route('/v1', healthRoutes(sql));
  app.route('/v1', authRoutes({ ...auth, siteUrl: config.siteUrl }));
  app.route('/v1', profileRoutes(auth));
  app.route('/v1', organizationRoutes(sql));
  app.route('/v1', memberRoutes(auth));
  app.route('/v1', statisticsRoutes(auth));
  app.route('/', statisticsRoutes(auth)); // spec §7: the statistics client uses host + /api
  app.route('/v1', mutationRoutes(auth));
  app.route('/v1', dashboardRoutes(auth));
  app.route('/v1', notificationRoutes(auth));
  app.route('/v1', newsRoutes(sql));
  app.route('/v1', contentRoutes(sql));
  app.route('/v1', publicInfoRoutes(sql));
  app.route('/v1', documentVerificationRoutes(sql));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
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
