// The HTTP surface of the local storage and auth services, as the fuzz test sends it: per route of
// each service's Hono route table, the inputs the route reads, each with a value it would accept.
// tests/api/fuzz-local-services.test.ts compares these keys with the route tables, so a new route
// fails that test until it is described here (and is then fuzzed like the others).
import type { Hono } from 'hono';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a route reads besides its path, each with a value it accepts. */
export interface RouteInputs {
  /** Query parameters. */
  query?: Record<string, string>;
  /** A JSON body: each property is made invalid in turn, the others keep these values. */
  json?: Record<string, Json>;
  /** An upload body (raw bytes with content-type, cache-control and x-metadata, or multipart). */
  upload?: boolean;
  /** Headers the route reads. */
  headers?: Record<string, string>;
}

/** `METHOD /path` as Hono's route table has it: `POST /object/sign/:bucket`, `GET /object/*`. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

export type Surface = Record<RouteKey, RouteInputs>;

/** The routes a Hono app serves, without its middleware (`ALL`). */
export function servedRoutes(app: Hono): RouteKey[] {
  return [
    ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((r) => `${r.method} ${r.path}` as RouteKey)),
  ];
}

// ---- storage ------------------------------------------------------------------------------------

/** What the caller of a storage run works on: a bucket it may use and a key in it. */
export interface StorageTarget {
  bucket: string;
  /** An object key the caller may write (`<member id>/fuzz.pdf` for a member). */
  key: string;
  /** The content type the bucket accepts for `key`. */
  contentType: string;
}

/** `/storage/v1` (local/storage/routes/*.ts; decision 0026 lists the endpoints). */
export function storageSurface({ key }: StorageTarget): Surface {
  const folder = key.split('/').slice(0, -1).join('/');
  const bucketSettings = { public: false, file_size_limit: 1024, allowed_mime_types: ['text/plain'] };
  const upload: RouteInputs = {
    upload: true,
    headers: { 'x-upsert': 'true', 'cache-control': 'max-age=60', 'x-metadata': base64Json({ kind: 'fuzz' }) },
  };
  return {
    'GET /bucket': {},
    'GET /bucket/:id': {},
    'POST /bucket': { json: { id: 'fuzz-new', name: 'fuzz-new', ...bucketSettings } },
    'PUT /bucket/:id': { json: bucketSettings },
    'POST /bucket/:id/empty': {},
    'DELETE /bucket/:id': {},
    'POST /object/list/:bucket': {
      json: { prefix: folder, limit: 10, offset: 0, sortBy: { column: 'name', order: 'asc' }, search: '' },
    },
    'POST /object/sign/:bucket': { json: { expiresIn: 60, paths: [key] } },
    'POST /object/sign/*': { json: { expiresIn: 60 } },
    'GET /object/sign/*': { query: { token: 'a.b.c', download: 'x.pdf' } },
    'POST /object/upload/sign/*': { headers: { 'x-upsert': 'false' } },
    'PUT /object/upload/sign/*': { ...upload, query: { token: 'a.b.c' } },
    'GET /object/authenticated/*': { query: { download: 'x.pdf' } },
    'GET /object/public/*': { query: { download: 'x.pdf' } },
    'GET /object/info/public/*': {},
    'GET /object/info/authenticated/*': {},
    'GET /object/info/*': {},
    'DELETE /object/:bucket': { json: { prefixes: [key] } },
    'POST /object/*': upload,
    'PUT /object/*': upload,
    'GET /object/*': { query: { download: '' } },
    'DELETE /object/*': {},
  };
}

function base64Json(value: Json): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

// ---- auth ---------------------------------------------------------------------------------------

/** What an auth run works on: an account that does not exist, and ids the caller may address. */
export interface AuthTarget {
  email: string;
  password: string;
  captchaToken: string;
}

/** `/auth/v1` (local/auth/routes/*.ts; decision 0017 maps the modules). */
export function authSurface({ email, password, captchaToken }: AuthTarget): Surface {
  const captcha = { gotrue_meta_security: { captcha_token: captchaToken } };
  const user = { email, password, user_metadata: { full_name: 'Fuzz' }, app_metadata: { note: 'fuzz' } };
  return {
    'GET /health': {},
    'GET /settings': {},
    'GET /.well-known/jwks.json': {},
    'POST /token': { query: { grant_type: 'password' }, json: { email, password, refresh_token: 'x', ...captcha } },
    'POST /signup': {
      query: { redirect_to: 'http://127.0.0.1:5173/' },
      json: { email, password, data: {}, ...captcha },
    },
    'POST /resend': { json: { type: 'signup', email, options: { email_redirect_to: '' }, ...captcha } },
    'POST /recover': { json: { email, redirect_to: 'http://127.0.0.1:5173/', ...captcha } },
    'POST /verify': { json: { type: 'signup', token: '123456', email, token_hash: '' } },
    'GET /verify': { query: { token: 'pkce_x', type: 'signup', redirect_to: 'http://127.0.0.1:5173/' } },
    'GET /user': {},
    'PUT /user': { query: { redirect_to: 'http://127.0.0.1:5173/' }, json: { data: { theme: 'dark' } } },
    'POST /logout': { query: { scope: 'local' } },
    'POST /factors': { json: { factor_type: 'totp', friendly_name: 'fuzz', issuer: 'SIMK' } },
    'POST /factors/:factorId/challenge': {},
    'POST /factors/:factorId/verify': {
      json: { challenge_id: '00000000-0000-4000-8000-000000000000', code: '123456' },
    },
    'DELETE /factors/:factorId': {},
    'GET /admin/users': { query: { page: '1', per_page: '5', filter: 'fuzz' } },
    'POST /admin/users': { json: { ...user, email_confirm: true, role: 'authenticated', ban_duration: 'none' } },
    'GET /admin/users/:id': {},
    'PUT /admin/users/:id': { json: { ...user, email_confirm: true, ban_duration: 'none' } },
    'DELETE /admin/users/:id': { json: { should_soft_delete: true } },
  };
}
