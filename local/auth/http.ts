import type { Hono } from 'hono';
import { cors } from 'hono/cors';
import { API_VERSION_HEADER, AuthError, errorBody, notFound, requestedApiVersion } from './errors.ts';
import { nulRefused } from './input.ts';
import type { AuthSettings } from './settings.ts';

/**
 * What GoTrue does on every endpoint: its own CORS answer, the API version echoed to clients that
 * send one, errors in the body format of that version, and `not_found` for unknown paths.
 */
export function speakGoTrueHttp(app: Hono, { allowedOrigins, log }: AuthSettings): void {
  app.use(
    '*',
    cors({
      origin: (origin) => (allowedOrigins.includes('*') || allowedOrigins.includes(origin) ? origin || '*' : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'accept',
        'authorization',
        'apikey',
        'content-type',
        'x-client-info',
        'x-client-ip',
        'x-jwt-aud',
        'x-use-cookie',
        API_VERSION_HEADER,
      ],
      exposeHeaders: ['x-total-count', 'link', API_VERSION_HEADER],
      credentials: true,
      maxAge: 600,
    }),
  );
  // Query parameters and path segments reach the database too (bodies: readBody).
  app.use('*', async (c, next) => {
    const url = new URL(c.req.url);
    const decoded = [...url.searchParams].flat().join('') + safeDecode(url.pathname);
    if (decoded.includes('\0')) throw nulRefused();
    await next();
  });
  app.use('*', async (c, next) => {
    await next();
    const version = requestedApiVersion(c.req.header(API_VERSION_HEADER));
    if (version) c.header(API_VERSION_HEADER, version);
  });
  app.onError((error, c) => {
    const version = requestedApiVersion(c.req.header(API_VERSION_HEADER));
    if (version) c.header(API_VERSION_HEADER, version);
    if (error instanceof AuthError) {
      return c.json(errorBody(error, version), error.status as 400);
    }
    log(`auth: ${c.req.method} ${c.req.path} failed`, error);
    const failure = new AuthError(
      500,
      'unexpected_failure',
      'Unexpected failure, please check server logs for more information',
    );
    return c.json(errorBody(failure, version), 500);
  });
  app.notFound((c) => {
    throw notFound('not_found', `${c.req.method} ${c.req.path} is not an endpoint of this auth server`);
  });
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
