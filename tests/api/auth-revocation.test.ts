import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SIGNING_ALGORITHM } from '../../local/auth/keys.ts';
import type { AccessClaims } from '../../supabase/functions/api/auth/access-token.ts';
import { createSessionCheck, SESSION_CHECK_TTL_MS } from '../../supabase/functions/api/auth/live-session.ts';
import { useBackend } from '../support/backend.ts';
import { signIn } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

// Decision 0011: a token stops working on the API when its session ends, its user is deleted or
// banned, not only when it expires. Answers "still live" are cached for SESSION_CHECK_TTL_MS, so
// changes made behind the API's back (admin API, another client) count after that long.

const db = useTestDatabase();
const backend = useBackend(db);

/** A route that changes data, and two that read personal data. */
const probes = [
  ['POST', '/notifications/read-all'],
  ['GET', '/auth/me'],
  ['GET', '/notifications'],
] as const;

async function statuses(token: string) {
  const answers = [];
  for (const [method, path] of probes) answers.push((await backend.call(method, path, { token })).status);
  return answers;
}

/** The auth server's admin API, as an admin (Studio, a script) would call it. */
async function authAdmin(method: string, path: string, body?: unknown) {
  const key = backend.authKeys.serviceRoleKey;
  const response = await fetch(`${backend.gatewayUrl}/auth/v1/admin${path}`, {
    method,
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBe(200);
  return (await response.json()) as { id: string; banned_until?: string };
}

async function newSignedInUser(email: string) {
  const user = await authAdmin('POST', '/users', { email, password: 'Revoke#Test2026', email_confirm: true });
  const tokens = await signIn(backend, email, 'Revoke#Test2026');
  expect(await statuses(tokens.accessToken)).toEqual([200, 200, 200]);
  return { id: user.id, ...tokens };
}

describe('a revoked session is refused by the API', () => {
  it('after logout through the API: at once, on data and personal-data routes', async () => {
    const tokens = await signIn(backend, 'dpc.bandung@simk.test');
    expect(await statuses(tokens.accessToken)).toEqual([200, 200, 200]);
    expect((await backend.call('GET', '/members', { token: tokens.accessToken })).status).toBe(200);

    expect((await backend.call('POST', '/auth/logout', { token: tokens.accessToken })).status).toBe(200);

    expect(await statuses(tokens.accessToken)).toEqual([401, 401, 401]);
    const members = await backend.call('GET', '/members', { token: tokens.accessToken });
    expect(members.status).toBe(401);
    expect(members.body.error?.code).toBe('UNAUTHORIZED');
  });

  it('after logout directly at the auth server (supabase-js signOut): within the cache time', async () => {
    const tokens = await signIn(backend, 'dpw.jabar@simk.test');
    expect(await statuses(tokens.accessToken)).toEqual([200, 200, 200]);
    const out = await fetch(`${backend.gatewayUrl}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: backend.authKeys.anonKey, authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(out.status).toBe(204);
    await sleep(SESSION_CHECK_TTL_MS + 100);
    expect(await statuses(tokens.accessToken)).toEqual([401, 401, 401]);
  });

  it('after an admin deletes the user', async () => {
    const user = await newSignedInUser('dihapus@contoh.id');
    await authAdmin('DELETE', `/users/${user.id}`);
    await sleep(SESSION_CHECK_TTL_MS + 100);
    expect(await statuses(user.accessToken)).toEqual([401, 401, 401]);
  });

  it('after an admin bans the user (ban_duration), and again once the ban is lifted', async () => {
    const user = await newSignedInUser('diblokir@contoh.id');
    const banned = await authAdmin('PUT', `/users/${user.id}`, { ban_duration: '24h' });
    expect(new Date(banned.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    await sleep(SESSION_CHECK_TTL_MS + 100);
    expect(await statuses(user.accessToken)).toEqual([401, 401, 401]);

    await authAdmin('PUT', `/users/${user.id}`, { ban_duration: 'none' });
    expect(await statuses(user.accessToken)).toEqual([200, 200, 200]);
  });
});

describe('tokens the API refuses although their signature is right', () => {
  async function resign(claims: Record<string, unknown>) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: backend.authKeys.kid, typ: 'JWT' })
      .sign(backend.authKeys.privateKey);
  }

  it('a token without exp, or without session_id, gets 401; the same claims with both pass', async () => {
    const { accessToken } = await signIn(backend, 'anggota@simk.test');
    const { exp, session_id, ...rest } = decodeJwt(accessToken);
    expect(typeof exp).toBe('number');
    expect(typeof session_id).toBe('string');

    expect(await statuses(await resign({ ...rest, exp, session_id }))).toEqual([200, 200, 200]);
    expect(await statuses(await resign({ ...rest, session_id }))).toEqual([401, 401, 401]);
    expect(await statuses(await resign({ ...rest, exp }))).toEqual([401, 401, 401]);
  });

  it('a token naming a session that does not exist gets 401', async () => {
    const { accessToken } = await signIn(backend, 'anggota@simk.test');
    const claims = decodeJwt(accessToken);
    const forged = await resign({ ...claims, session_id: '00000000-0000-4000-8000-000000000000' });
    expect(await statuses(forged)).toEqual([401, 401, 401]);
  });

  it('a session of another user gets 401', async () => {
    const member = decodeJwt((await signIn(backend, 'anggota@simk.test')).accessToken);
    const officer = decodeJwt((await signIn(backend, 'superadmin@simk.test')).accessToken);
    const mixed = await resign({ ...officer, session_id: member.session_id });
    expect(await statuses(mixed)).toEqual([401, 401, 401]);
  });
});

describe('the session check cache (createSessionCheck on the test database)', () => {
  async function liveClaims(email: string) {
    return decodeJwt((await signIn(backend, email)).accessToken) as AccessClaims;
  }
  const endSession = (claims: AccessClaims) => db.sql`delete from auth.sessions where id = ${claims.session_id}`;

  it('reuses a "live" answer only until its time is up, and never reuses a refusal', async () => {
    let now = 0;
    const sessions = createSessionCheck(db.sql, { ttlMs: 1_000, now: () => now });
    const claims = await liveClaims('dpc.surabaya@simk.test');
    expect(await sessions.isLive(claims)).toBe(true);
    await endSession(claims);
    now = 999;
    expect(await sessions.isLive(claims)).toBe(true);
    now = 1_001;
    expect(await sessions.isLive(claims)).toBe(false);
    expect(await sessions.isLive({ ...claims, sub: randomUUID() })).toBe(false);
  });

  it('forgets a session on request, and keeps at most maxEntries sessions', async () => {
    const sessions = createSessionCheck(db.sql, { ttlMs: 60_000, maxEntries: 1 });
    const first = await liveClaims('dpc.surabaya@simk.test');
    const second = await liveClaims('dpc.surabaya@simk.test');
    expect(await sessions.isLive(first)).toBe(true);
    await endSession(first);
    expect(await sessions.isLive(first)).toBe(true); // cached
    sessions.forget(first.session_id);
    expect(await sessions.isLive(first)).toBe(false);

    expect(await sessions.isLive(second)).toBe(true);
    const third = await liveClaims('dpc.surabaya@simk.test');
    expect(await sessions.isLive(third)).toBe(true); // pushes `second` out
    await endSession(second);
    expect(await sessions.isLive(second)).toBe(false);
  });

  it('does not mistake one user for another under a cached session id', async () => {
    const sessions = createSessionCheck(db.sql);
    const claims = await liveClaims('dpc.surabaya@simk.test');
    expect(await sessions.isLive(claims)).toBe(true);
    expect(await sessions.isLive({ ...claims, sub: randomUUID() })).toBe(false);
    expect(await sessions.isLive({ ...claims, session_id: 'not-a-uuid' })).toBe(false);
  });
});
