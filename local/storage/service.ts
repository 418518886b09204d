import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type postgres from 'postgres';
import { createSessionCheck } from '../../supabase/functions/api/auth/live-session.ts';
import type { AuthKeys } from '../auth/keys.ts';
import type { StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';
import { FileStore } from './files.ts';
import { refuseNulInUrl } from './input.ts';
import { bucketRoutes } from './routes/buckets.ts';
import { listRoutes } from './routes/list.ts';
import { objectRoutes } from './routes/objects.ts';
import { signedRoutes } from './routes/signed.ts';
import { UrlSigner } from './signed-urls.ts';

/** Supabase Storage's default global upload limit (`FILE_SIZE_LIMIT`): 50 MB. */
export const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface StorageServiceOptions {
  /** A pool on the project database (the `storage` schema of local/platform-bootstrap.sql). */
  sql: postgres.Sql;
  /** The auth service's keys, which sign every access token and API key. */
  keys: AuthKeys;
  /** Where the bytes of objects are kept: `.local/storage` for `npm start`, a temp dir in tests. */
  root: string;
  fileSizeLimit?: number;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The local storage server: the HTTP protocol of Supabase Storage that storage-js uses, on the
 * platform's `storage.buckets` and `storage.objects` tables with the bytes on disk. The gateway
 * mounts it at `/storage/v1`. Decision 0026 records the design.
 */
export async function createStorageService(options: StorageServiceOptions): Promise<Hono> {
  const context: StorageContext = {
    sql: options.sql,
    keys: options.keys,
    sessions: createSessionCheck(options.sql),
    signer: await UrlSigner.fromAuthKeys(options.keys),
    files: new FileStore(options.root),
    fileSizeLimit: options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT,
  };
  const log = options.log ?? ((message: string, detail?: unknown) => console.error(message, detail));

  const app = new Hono();
  // Supabase Storage answers CORS itself, for any origin and the headers storage-js sends.
  app.use(
    '*',
    cors({
      origin: '*',
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'authorization',
        'apikey',
        'content-type',
        'cache-control',
        'x-client-info',
        'x-upsert',
        'x-metadata',
        'x-supabase-api-version',
      ],
      exposeHeaders: ['content-length', 'content-type', 'content-disposition', 'etag', 'last-modified'],
      maxAge: 600,
    }),
  );
  app.use('*', async (c, next) => {
    refuseNulInUrl(c.req.url);
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof StorageError) return c.json(error.render(), error.httpStatus);
    log(`storage: ${c.req.method} ${c.req.path} failed`, error);
    return c.json(errors.internal().render(), 500);
  });
  app.notFound((c) =>
    c.json({ statusCode: '404', error: 'Not Found', message: `Route ${c.req.method}:${c.req.path} not found` }, 404),
  );

  // The literal routes before the `/object/:bucket/*` catch-alls of objectRoutes.
  for (const routes of [bucketRoutes, listRoutes, signedRoutes, objectRoutes]) {
    app.route('/', routes(context));
  }
  return app;
}
