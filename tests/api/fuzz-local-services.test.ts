import fc from 'fast-check';
import type { Hono } from 'hono';
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../../local/auth/index.ts';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { freePort } from '../../local/postgres.ts';
import { startBackend, type Backend } from '../../local/services.ts';
import { createStorageService } from '../../local/storage/index.ts';
import { SIGNED_URL_MAX_SECONDS } from '../../local/storage/signed-urls.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { hostileRequest, sweepRequests, type FuzzedRoute, type HostileRequest } from './local-services/hostile.ts';
import {
  authSurface,
  servedRoutes,
  storageSurface,
  type AuthTarget,
  type RouteInputs,
  type RouteKey,
  type StorageTarget,
  type Surface,
} from './local-services/surfaces.ts';

/**
 * Property-based fuzzing of the local storage and auth services (decision 0015, as
 * tests/api/fuzz-openapi.test.ts does for the API). The routes come from each service's Hono route
 * table; local-services/surfaces.ts says what each reads, and a served route missing there fails
 * the first test. Every request carries at least one hostile part and is sent through the gateway
 * as anonymous (the anon key), as a member and as the service_role. Each must be answered below
 * 500 within ANSWER_WITHIN_MS, and nothing may change outside the caller's rights: no object
 * outside its folder, no bucket, no other account, no bytes on disk without their row.
 */

/** Random requests per route and caller; `FUZZ_RUNS=250` hunts longer by hand (CI keeps 20). */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);
/** Generous for a loaded two-core machine: the slowest honest answer (a bcrypt) takes ~100 ms. */
const ANSWER_WITHIN_MS = 5_000;
const MEMBER_EMAIL = 'anggota@simk.test';
const OFFICER_EMAIL = 'superadmin@simk.test';

const db = useTestDatabase();
let backend: Backend;
let storageDir: string;

type Caller = 'anonymous' | 'member' | 'service_role';
const CALLERS: Caller[] = ['anonymous', 'member', 'service_role'];
const tokens = {} as Record<Caller, string>;
const ids = { member: '', otherMember: '', officer: '', disposableUser: '', memberFactor: '' };

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simk-fuzz-storage-'));
  backend = await startBackend({
    databaseUrl: db.url,
    gatewayPort: await freePort(),
    webUrl: 'http://127.0.0.1:5173',
    storageDir,
    backgroundJobs: false,
    // Per-IP limits off: a 429 would end each run before its input reached a validator.
    auth: { rateLimits: { tokenRefresh: 0, signInSignUps: 0, tokenVerifications: 0 } },
  });
  tokens.anonymous = backend.authKeys.anonKey;
  tokens.service_role = backend.authKeys.serviceRoleKey;
  const signIn = await call('POST', '/auth/v1/token?grant_type=password', 'anonymous', {
    email: MEMBER_EMAIL,
    password: DEMO_PASSWORD,
    gotrue_meta_security: { captcha_token: TURNSTILE_DUMMY_TOKEN },
  });
  expect(signIn.status, signIn.text).toBe(200);
  tokens.member = (JSON.parse(signIn.text) as { access_token: string }).access_token;

  const [member] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = ${MEMBER_EMAIL}`;
  const [other] = await db.sql<{ id: string }[]>`
    select id from public.members where user_id is null order by id limit 1`;
  const [officer] = await db.sql<{ id: string }[]>`select id from auth.users where email = ${OFFICER_EMAIL}`;
  ids.member = member!.id;
  ids.otherMember = other!.id;
  ids.officer = officer!.id;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  if (storageDir) await fs.rm(storageDir, { recursive: true, force: true });
});

// Sending -----------------------------------------------------------------------------------------

/**
 * Sends the request as written: node:http keeps the path byte for byte (fetch would resolve `..`
 * and `%2e%2e` before sending), and a request that gets no answer in time fails the run.
 */
function send(
  request: HostileRequest,
  base: string,
  caller: Caller,
): Promise<{ status: number; text: string; ms: number }> {
  const url = new URL(backend.gatewayUrl);
  const headers: Record<string, string> = {
    apikey: tokens.anonymous,
    authorization: `Bearer ${tokens[caller]}`,
    ...request.headers,
  };
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: requestTarget(`${base}${request.url}`),
        headers,
        timeout: ANSWER_WITHIN_MS * 3,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${ANSWER_WITHIN_MS * 3} ms`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The path as an HTTP request line carries it: what is not visible ASCII percent-encoded, the rest as written. */
function requestTarget(pathAndQuery: string): string {
  return pathAndQuery.replace(/\p{Cs}/gu, '\ufffd').replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}

async function call(method: string, pathAndQuery: string, caller: Caller, json?: unknown) {
  return send(
    {
      method,
      url: pathAndQuery,
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
      poisoned: '',
    },
    '',
    caller,
  );
}

// The run ---------------------------------------------------------------------------------------

/** Deletions (and sign-out) last, so that the routes before them still find what they act on. */
function inRunOrder(routes: FuzzedRoute[]): FuzzedRoute[] {
  const last = (route: FuzzedRoute) => (route.key.startsWith('DELETE') || route.key === 'POST /logout' ? 1 : 0);
  return [...routes].sort((a, b) => last(a) - last(b));
}

async function fuzzRoutes(base: string, caller: Caller, routes: FuzzedRoute[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of inRunOrder(routes)) {
    const sweep = sweepRequests(route);
    const result = await fc.check(
      fc.asyncProperty(hostileRequest(route), async (request) => {
        const { status, text, ms } = await send(request, base, caller);
        if (status >= 500) throw new Error(`${status} for ${request.poisoned}: ${text.slice(0, 300)}`);
        if (ms > ANSWER_WITHIN_MS) throw new Error(`${Math.round(ms)} ms for ${request.poisoned}`);
      }),
      {
        numRuns: sweep.length + RUNS_PER_ROUTE,
        endOnFailure: true,
        examples: sweep.map((request) => [request] as [HostileRequest]),
      },
    );
    if (result.failed) {
      const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      const example = JSON.stringify(result.counterexample, (_, v: unknown) =>
        typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length})` : v,
      ).slice(0, 500);
      failures.push(`${route.key} (${caller}): ${cause}; seed ${result.seed}; ${example}`);
    }
  }
  return failures;
}

function routesOf(surface: Surface, detail: (key: RouteKey) => Omit<FuzzedRoute, 'key' | 'inputs'>): FuzzedRoute[] {
  return (Object.entries(surface) as Array<[RouteKey, RouteInputs]>).map(([key, inputs]) => ({
    key,
    inputs,
    ...detail(key),
  }));
}

// Storage ---------------------------------------------------------------------------------------

/** A real 1 × 1 PNG: the storage service reads an image's header before it stores it. */
const PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode('%PDF-1.4\n% fuzz\n%%EOF\n');

function storageTargetOf(caller: Caller): StorageTarget {
  if (caller === 'anonymous') return { bucket: 'content-images', key: 'fuzz/anon.png', contentType: 'image/png' };
  if (caller === 'member') {
    return { bucket: 'member-documents', key: `${ids.member}/fuzz.pdf`, contentType: 'application/pdf' };
  }
  return { bucket: 'fuzz-bucket', key: 'fuzz/service.txt', contentType: 'text/plain' };
}

function storageRoutes(caller: Caller): FuzzedRoute[] {
  const target = storageTargetOf(caller);
  const bytes = { 'image/png': PNG, 'application/pdf': PDF }[target.contentType] ?? new TextEncoder().encode('fuzz');
  // Other people's files and buckets: only the service_role may reach them, so only the others try.
  const elsewhere =
    caller === 'service_role'
      ? undefined
      : {
          '*': [
            `member-documents/${ids.otherMember}/secret.pdf`,
            `avatars/${ids.otherMember}/foto.png`,
            `member-documents/${ids.member}/../${ids.otherMember}/secret.pdf`,
            `member-documents/${ids.member}%2f..%2f${ids.otherMember}/secret.pdf`,
            `content-images/../member-documents/${ids.otherMember}/secret.pdf`,
          ],
          bucket: ['avatars', 'member-documents', 'fuzz-bucket'],
          id: ['avatars', 'member-documents', 'fuzz-bucket'],
        };
  return routesOf(storageSurface(target), () => ({
    params: { bucket: target.bucket, id: target.bucket, '*': `${target.bucket}/${target.key}` },
    ...(elsewhere ? { hostileParams: elsewhere } : {}),
    upload: { contentType: target.contentType, bytes },
  }));
}

interface StorageState {
  objects: Map<string, string>;
  buckets: Map<string, string>;
}

async function storageState(): Promise<StorageState> {
  const objects = await db.sql<{ key: string; state: string }[]>`
    select bucket_id || '/' || name as key, row(o.*)::text as state from storage.objects o`;
  const buckets = await db.sql<{ key: string; state: string }[]>`
    select id as key, row(b.*)::text as state from storage.buckets b`;
  return {
    objects: new Map(objects.map((row) => [row.key, row.state])),
    buckets: new Map(buckets.map((row) => [row.key, row.state])),
  };
}

function changedKeys(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((key) => before.get(key) !== after.get(key));
}

/**
 * The objects and buckets `caller` may change, and whether it may create a bucket of any name (the
 * service role may: a hostile body once created one named "apply").
 */
function storageRights(caller: Caller): {
  object: (key: string) => boolean;
  bucket: (id: string) => boolean;
  createBucket?: boolean;
} {
  if (caller === 'service_role')
    return { object: (key) => key.startsWith('fuzz-'), bucket: (id) => id.startsWith('fuzz-'), createBucket: true };
  if (caller === 'member') {
    return {
      object: (key) => [`member-documents/${ids.member}/`, `avatars/${ids.member}/`].some((p) => key.startsWith(p)),
      bucket: () => false,
    };
  }
  return { object: () => false, bucket: () => false };
}

/** Bytes on disk without an object row (or rows without their bytes): a refused upload left them behind. */
async function strayFiles(): Promise<string[]> {
  const files = new Set(await fs.readdir(storageDir).catch(() => [] as string[]));
  const rows = await db.sql<{ version: string }[]>`select version from storage.objects where version is not null`;
  const versions = new Set(rows.map((row) => row.version));
  return [
    ...[...files].filter((file) => !versions.has(file)).map((file) => `file without row: ${file}`),
    ...[...versions].filter((version) => !files.has(version)).map((version) => `row without file: ${version}`),
  ];
}

describe('the local storage service under hostile input', () => {
  beforeAll(async () => {
    const created = await call('POST', '/storage/v1/bucket', 'service_role', { name: 'fuzz-bucket' });
    expect(created.status, created.text).toBe(200);
    // A file at each caller's target and one in another member's folder, so reads and signing get far.
    const uploads: Array<[string, string, Uint8Array]> = [
      [`fuzz-bucket/fuzz/service.txt`, 'text/plain', new TextEncoder().encode('fuzz')],
      [`member-documents/${ids.member}/fuzz.pdf`, 'application/pdf', PDF],
      [`member-documents/${ids.otherMember}/secret.pdf`, 'application/pdf', PDF],
      [`content-images/fuzz/anon.png`, 'image/png', PNG],
    ];
    for (const [key, contentType, bytes] of uploads) {
      const stored = await send(
        {
          method: 'POST',
          url: `/object/${key}`,
          headers: { 'content-type': contentType, 'x-upsert': 'true' },
          body: bytes,
          poisoned: '',
        },
        '/storage/v1',
        'service_role',
      );
      expect(stored.status, stored.text).toBe(200);
    }
  });

  it('describes every route the service serves, and serves every route described', async () => {
    const app: Hono = await createStorageService({ sql: db.sql, keys: backend.authKeys, root: storageDir });
    const described = Object.keys(storageSurface(storageTargetOf('member'))).sort();
    expect(servedRoutes(app).sort()).toEqual(described);
  });

  it.each(CALLERS)(
    'answers every route below 500 in bounded time, and changes nothing outside the rights of %s',
    { timeout: 120_000 },
    async (caller) => {
      const before = await storageState();
      const failures = await fuzzRoutes('/storage/v1', caller, storageRoutes(caller));
      const after = await storageState();
      const rights = storageRights(caller);
      const objects = changedKeys(before.objects, after.objects).filter((key) => !rights.object(key));
      const buckets = changedKeys(before.buckets, after.buckets).filter(
        (id) => !rights.bucket(id) && !(rights.createBucket && !before.buckets.has(id)),
      );
      expect(failures).toEqual([]);
      expect({ objects, buckets, stray: await strayFiles() }).toEqual({ objects: [], buckets: [], stray: [] });
    },
  );
});

describe('the storage requests of the outside test (issue 24), one by one', () => {
  const storage = (method: string, pathAndQuery: string, caller: Caller, json?: unknown) =>
    call(method, `/storage/v1${pathAndQuery}`, caller, json);
  const refusal = (text: string) => JSON.parse(text) as { statusCode: string; code: string; message: string };
  /** The member's request to the storage service, headers and body as written. */
  const asMember = (method: string, url: string, headers: Record<string, string>, body: HostileRequest['body']) =>
    send({ method, url, headers, body, poisoned: '' }, '/storage/v1', 'member');

  it('refuses NUL in a bucket id, a list prefix and upload metadata with 400, not 500', async () => {
    const bucket = await storage('GET', '/bucket/fuzz%00bucket', 'service_role');
    expect(bucket.status, bucket.text).toBe(400);
    expect(refusal(bucket.text)).toMatchObject({
      statusCode: '400',
      code: 'InvalidRequest',
      message: 'The path must not contain NUL (U+0000) characters',
    });
    const list = await storage('POST', '/object/list/member-documents', 'member', { prefix: `${ids.member}\u0000` });
    expect(list.status, list.text).toBe(400);
    expect(refusal(list.text).message).toBe('The request body must not contain NUL (U+0000) characters');
    const upload = await asMember(
      'POST',
      `/object/member-documents/${ids.member}/nul.pdf`,
      {
        'content-type': 'application/pdf',
        'x-metadata': Buffer.from(JSON.stringify({ note: 'a\u0000b' })).toString('base64'),
      },
      PDF,
    );
    expect(upload.status, upload.text).toBe(400);
    expect(refusal(upload.text).message).toMatch(/must not contain NUL/);
  });

  it('refuses an unpaired surrogate in upload metadata and a JSON body with 400 (the fuzz test found a 500: jsonb refuses it)', async () => {
    const upload = await asMember(
      'PUT',
      `/object/member-documents/${ids.member}/surrogate.pdf`,
      {
        'content-type': 'application/pdf',
        'x-metadata': Buffer.from('{"note":"__proto__m\\udfff"}').toString('base64'),
      },
      PDF,
    );
    expect(upload.status, upload.text).toBe(400);
    expect(refusal(upload.text).message).toBe('The metadata of an upload must not contain unpaired UTF-16 surrogates');
    const list = await asMember(
      'POST',
      '/object/list/member-documents',
      { 'content-type': 'application/json' },
      `{"prefix":"${ids.member}\\udfff"}`,
    );
    expect(list.status, list.text).toBe(400);
  });

  it('refuses an upload whose cache control or type could not be served back as a header (every download was a 500)', async () => {
    const multipart = (cacheControl: string, type: string) => {
      const boundary = 'fuzzboundary';
      return {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\ncontent-disposition: form-data; name="cacheControl"\r\n\r\n${cacheControl}\r\n` +
              `--${boundary}\r\ncontent-disposition: form-data; name=""; filename="a.pdf"\r\ncontent-type: ${type}\r\n\r\n`,
          ),
          PDF,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      };
    };
    for (const [name, cacheControl, type] of [
      ['control', '60\u0001', 'application/pdf'],
      ['overflow', '6'.repeat(20_000), 'application/pdf'],
      ['type', '60', `application/pdf; x=${'y'.repeat(20_000)}`],
    ] as const) {
      const url = `/object/member-documents/${ids.member}/header-${name}.pdf`;
      const upload = await send(
        { method: 'POST', url, ...multipart(cacheControl, type), poisoned: '' },
        '/storage/v1',
        'member',
      );
      expect(upload.status, upload.text).toBe(400);
      expect(refusal(upload.text).message).toMatch(/at most 255 printable ASCII characters/);
      const download = await storage(
        'GET',
        `/object/authenticated/member-documents/${ids.member}/header-${name}.pdf`,
        'member',
      );
      expect(download.status, download.text).toBe(400);
    }
  });

  it('refuses a download file name of more than 255 characters (12 KB of emoji overflowed the answer headers)', async () => {
    const key = `member-documents/${ids.member}/download-name.pdf`;
    const stored = await asMember('POST', `/object/${key}`, { 'content-type': 'application/pdf' }, PDF);
    expect(stored.status, stored.text).toBe(200);
    const long = await storage(
      'GET',
      `/object/authenticated/${key}?download=${encodeURIComponent('😀'.repeat(1_000))}`,
      'member',
    );
    expect(long.status, long.text.slice(0, 200)).toBe(400);
    expect(refusal(long.text).message).toBe('The download file name must be at most 255 characters');
    const fits = await storage(
      'GET',
      `/object/authenticated/${key}?download=${encodeURIComponent('😀'.repeat(255))}`,
      'member',
    );
    expect(fits.status).toBe(200);
  });

  it('signs a download for at most 7 days: 10 years is refused with 400, one or many', async () => {
    const key = `member-documents/${ids.member}/signed.pdf`;
    const stored = await asMember('POST', `/object/${key}`, { 'content-type': 'application/pdf' }, PDF);
    expect(stored.status, stored.text).toBe(200);
    const tenYears = 10 * 365 * 24 * 3600;
    for (const [pathAndQuery, body] of [
      [`/object/sign/${key}`, { expiresIn: tenYears }],
      [`/object/sign/${key}`, { expiresIn: SIGNED_URL_MAX_SECONDS + 1 }],
      [`/object/sign/member-documents`, { expiresIn: tenYears, paths: [`${ids.member}/signed.pdf`] }],
    ] as const) {
      const refused = await storage('POST', pathAndQuery, 'member', body);
      expect(refused.status, refused.text).toBe(400);
      expect(refusal(refused.text)).toMatchObject({
        statusCode: '400',
        code: 'InvalidRequest',
        message: `body/expiresIn must be at most ${SIGNED_URL_MAX_SECONDS} seconds (7 days)`,
      });
    }
    const signed = await storage('POST', `/object/sign/${key}`, 'member', { expiresIn: SIGNED_URL_MAX_SECONDS });
    expect(signed.status, signed.text).toBe(200);
    const token = new URL((JSON.parse(signed.text) as { signedURL: string }).signedURL, 'http://x').searchParams.get(
      'token',
    )!;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    expect(claims.exp - claims.iat).toBe(SIGNED_URL_MAX_SECONDS);
  });
});

// Auth ------------------------------------------------------------------------------------------

function authTargetOf(caller: Caller): AuthTarget {
  return {
    email: `fuzz-${caller.replace('_', '-')}@example.org`,
    password: 'Fuzz#Sandi2026',
    captchaToken: TURNSTILE_DUMMY_TOKEN,
  };
}

function authRoutes(caller: Caller): FuzzedRoute[] {
  return routesOf(authSurface(authTargetOf(caller)), () => ({
    params: {
      id: ids.disposableUser,
      factorId: caller === 'member' ? ids.memberFactor : '00000000-0000-4000-8000-000000000000',
    },
    // Other people's accounts: only the service_role may administer them.
    ...(caller === 'service_role' ? {} : { hostileParams: { id: [ids.officer], factorId: [ids.memberFactor] } }),
  }));
}

/** Per account: its row, sessions, refresh tokens, identities, factors and challenges. */
async function accountStates(): Promise<Map<string, string>> {
  const rows = await db.sql<{ id: string; state: string }[]>`
    select u.id::text as id, md5(concat_ws('|',
      row(u.*)::text,
      (select string_agg(row(s.*)::text, ',' order by s.id) from auth.sessions s where s.user_id = u.id),
      (select string_agg(row(r.*)::text, ',' order by r.id) from auth.refresh_tokens r where r.user_id = u.id::text),
      (select string_agg(row(i.*)::text, ',' order by i.id) from auth.identities i where i.user_id = u.id),
      (select string_agg(row(f.*)::text || coalesce((
          select string_agg(row(ch.*)::text, ',' order by ch.id) from auth.mfa_challenges ch where ch.factor_id = f.id
        ), ''), ',' order by f.id)
         from auth.mfa_factors f where f.user_id = u.id)
    )) as state
    from auth.users u`;
  return new Map(rows.map((row) => [row.id, row.state]));
}

/** Accounts that existed before the run and changed, other than those `caller` may change. */
function accountsChangedOutsideRights(caller: Caller, before: Map<string, string>, after: Map<string, string>) {
  const own = caller === 'member' ? memberUserId : caller === 'service_role' ? ids.disposableUser : '';
  return [...before.keys()].filter((id) => id !== own && before.get(id) !== after.get(id));
}

let memberUserId = '';

describe('the local auth service under hostile input', () => {
  beforeAll(async () => {
    const created = await call('POST', '/auth/v1/admin/users', 'service_role', {
      email: 'fuzz-disposable@example.org',
      password: 'Fuzz#Sandi2026',
      email_confirm: true,
    });
    expect(created.status, created.text).toBe(200);
    ids.disposableUser = (JSON.parse(created.text) as { id: string }).id;
    const factor = await call('POST', '/auth/v1/factors', 'member', { factor_type: 'totp', friendly_name: 'fuzz' });
    expect(factor.status, factor.text).toBe(200);
    ids.memberFactor = (JSON.parse(factor.text) as { id: string }).id;
    const [user] = await db.sql<{ id: string }[]>`select id::text from auth.users where email = ${MEMBER_EMAIL}`;
    memberUserId = user!.id;
  });

  it('describes every route the service serves, and serves every route described', () => {
    const app = createAuthService({
      sql: db.sql,
      keys: backend.authKeys,
      issuerUrl: `${backend.gatewayUrl}/auth/v1`,
      mailer: { send: async () => {} },
      siteUrl: 'http://127.0.0.1:5173',
    });
    const described = Object.keys(authSurface(authTargetOf('member'))).sort();
    expect(servedRoutes(app).sort()).toEqual(described);
  });

  it.each(CALLERS)(
    'answers every route below 500 in bounded time, and changes no account outside the rights of %s',
    { timeout: 120_000 },
    async (caller) => {
      const before = await accountStates();
      const failures = await fuzzRoutes('/auth/v1', caller, authRoutes(caller));
      const changed = accountsChangedOutsideRights(caller, before, await accountStates());
      expect(failures).toEqual([]);
      expect(changed).toEqual([]);
    },
  );
});

describe('the auth requests the fuzz test found, one by one', () => {
  it('answers a body nested 10,000 levels deep with 400, not 500 (its NUL check recursed past the stack)', async () => {
    const deep = '{"a":'.repeat(10_000) + 'null' + '}'.repeat(10_000);
    for (const [method, pathAndQuery, caller] of [
      ['POST', '/auth/v1/token?grant_type=password', 'anonymous'],
      ['POST', '/auth/v1/verify', 'member'],
      ['POST', '/auth/v1/admin/users', 'service_role'],
    ] as const) {
      const answer = await send(
        { method, url: pathAndQuery, headers: { 'content-type': 'application/json' }, body: deep, poisoned: '' },
        '',
        caller,
      );
      expect(answer.status, `${method} ${pathAndQuery}: ${answer.text.slice(0, 200)}`).toBe(400);
    }
  });

  it('answers a user list page or page size beyond 2^31 − 1 with 400, not 500 (1e21 overflowed the offset)', async () => {
    for (const query of ['page=1e21', 'per_page=1e21', 'page=2147483648', 'per_page=2147483648&page=2']) {
      const answer = await call('GET', `/auth/v1/admin/users?${query}`, 'service_role');
      expect(answer.status, `${query}: ${answer.text.slice(0, 200)}`).toBe(400);
    }
    expect((await call('GET', '/auth/v1/admin/users?page=2147483647&per_page=2147483647', 'service_role')).status).toBe(
      200,
    );
  });

  it('answers an unpaired surrogate (JSON \\udfff, which jsonb refuses) with 400, not 500', async () => {
    const body = '{"email":"sepi@contoh.id","password":"Lab0ratorium!","data":{"note":"__proto__m\\udfff"}}';
    for (const [method, pathAndQuery, caller] of [
      ['POST', '/auth/v1/signup', 'anonymous'],
      ['PUT', '/auth/v1/user', 'member'],
      ['POST', '/auth/v1/admin/users', 'service_role'],
    ] as const) {
      const answer = await send(
        { method, url: pathAndQuery, headers: { 'content-type': 'application/json' }, body, poisoned: '' },
        '',
        caller,
      );
      expect(answer.status, `${method} ${pathAndQuery}: ${answer.text.slice(0, 200)}`).toBe(400);
      expect(answer.text).toContain('unpaired UTF-16 surrogates');
    }
  });
});
