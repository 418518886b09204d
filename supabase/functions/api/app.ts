import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiDeps, AppEnv } from './app-env.ts';
import { requestBodyLimit } from './body-limit.ts';
import { trustedProxyCheck } from './client-ip.ts';
import { responseContracts } from './response-contracts.ts';
import { paymentGatewayFromConfig } from '../_shared/payments/config.ts';
import { createDatabase, isConnectionError, type Sql } from './db.ts';
import type { AppConfig } from './config.ts';
import { AppError, errorBody, isInvalidInputError } from './errors.ts';
import { issueKey } from '../_shared/contracts/issue-keys.ts';
import { createAccessTokenVerifier } from './auth/access-token.ts';
import { aal2Refusal } from './auth/officer-aal.ts';
import { createGoTrueClient } from './auth/gotrue.ts';
import { createSessionCheck, requireLiveSession } from './auth/live-session.ts';
import { validationHook } from './routes/_shared/router.ts';
import { auditRouter } from './routes/audit/index.ts';
import { authRouter } from './routes/auth/index.ts';
import { claimsRouter } from './routes/claims/index.ts';
import { contentRouter } from './routes/content/index.ts';
import { dashboardRouter } from './routes/dashboard/index.ts';
import { duesRouter } from './routes/dues/index.ts';
import { paymentsRouter } from './routes/payments/index.ts';
import { messagesRouter } from './routes/messages/index.ts';
import { documentVerificationRouter } from './routes/verification/index.ts';
import { API_VERSION, healthRouter } from './routes/health/index.ts';
import { memberCardsRouter } from './routes/member-cards/index.ts';
import { membersRouter } from './routes/members/index.ts';
import { transfersRouter } from './routes/transfers/index.ts';
import { notificationsRouter } from './routes/notifications/index.ts';
import { organizationsRouter } from './routes/organizations/index.ts';
import { profileRouter } from './routes/profile/index.ts';
import { reportsRouter } from './routes/reports/index.ts';
import { statisticsRouter, unversionedStatisticsRouter } from './routes/statistics/index.ts';
import { securitySettingsRouter } from './routes/security-settings/index.ts';
import { rolesRouter } from './routes/roles/index.ts';
import { permissionsRouter } from './routes/permissions/index.ts';
import { roleAssignmentsRouter } from './routes/role-assignments/index.ts';

export interface AppDependencies {
  /** An existing pool to use instead of opening one from `databaseUrl`. */
  sql?: Sql;
  log?: (message: string, detail?: unknown) => void;
}

// zod's own issues as keyed messages: rendered in Indonesian in the response, translated by the web app.
z.config({ customError: issueKey });

const API_BASE_PATH = '/api';

/** Builds the `api` edge function: one Hono app under `/api`, the same on Deno and on Node. */
export function createApp(config: AppConfig, dependencies: AppDependencies = {}) {
  const sql = dependencies.sql ?? createDatabase(config.databaseUrl);
  const log = dependencies.log ?? ((message, detail) => console.error(message, detail));
  // Every route that needs a user verifies the token through this one verifier: signature,
  // expiry and issuer, then the session still live (decision 0011).
  const sessions = createSessionCheck(sql);
  const deps: ApiDeps = {
    sql,
    gotrue: createGoTrueClient(config),
    verifyAccessToken: requireLiveSession(createAccessTokenVerifier(config.supabaseUrl), sessions),
    sessions,
    config,
    log,
    paymentGateway: paymentGatewayFromConfig(config.payments),
  };

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath(API_BASE_PATH);

  // Before anything else reads the request: the proxy's secret header is checked and removed.
  app.use('*', trustedProxyCheck(config.trustedProxy));
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
      origin: config.allowedOrigins,
      allowHeaders: ['authorization', 'x-client-info', 'apikey', 'content-type', 'x-client-source', 'x-request-id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['x-request-id', 'retry-after', 'content-disposition', 'x-total-count'],
      maxAge: 600,
    }),
  );

  app.use('*', requestBodyLimit());
  // Handlers and the routes' permission middleware take what they need from `c.var.deps`.
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  if (config.validateResponses) app.use('*', responseContracts(app, API_BASE_PATH, log));

  app.notFound((c) => c.json(errorBody('NOT_FOUND'), 404));
  app.onError(async (error, c) => {
    if (error instanceof AppError) {
      const shown = (error.code === 'FORBIDDEN' && (await aal2Refusal(c).catch(() => null))) || error;
      return c.json(errorBody(shown.code, shown.message), shown.status as ContentfulStatusCode, shown.headers);
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

  app.route('/v1', healthRouter);
  app.route('/v1', authRouter);
  app.route('/v1', profileRouter);
  app.route('/v1', memberCardsRouter);
  app.route('/v1', claimsRouter);
  app.route('/v1', organizationsRouter);
  app.route('/v1', membersRouter);
  app.route('/v1', statisticsRouter);
  app.route('/', unversionedStatisticsRouter); // spec §7: the statistics client uses host + /api
  app.route('/v1', reportsRouter);
  app.route('/v1', transfersRouter);
  app.route('/v1', dashboardRouter);
  app.route('/v1', auditRouter);
  app.route('/v1', notificationsRouter);
  app.route('/v1', contentRouter);
  app.route('/v1', documentVerificationRouter);
  app.route('/v1', duesRouter);
  app.route('/v1', paymentsRouter);
  app.route('/v1', messagesRouter);
  app.route('/v1', securitySettingsRouter);
  app.route('/v1', rolesRouter);
  app.route('/v1', permissionsRouter);
  app.route('/v1', roleAssignmentsRouter);

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
