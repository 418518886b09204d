// Conformance: password login, access tokens, rotating refresh tokens, GET /user and logout,
// driven through the gateway with supabase-js's own auth client.
import { AuthApiError, AuthSessionMissingError, isAuthApiError } from '@supabase/supabase-js';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { captchaToken, seedUserBySql, uniqueEmail, useAuthStack } from './harness.ts';
import { expectEvery } from '../../support/assertions.ts';

const stack = useAuthStack();
const PASSWORD = 'Simk#Demo2026';

async function signIn(email: string, password = PASSWORD) {
  const client = stack.anon();
  const { data, error } = await client.auth.signInWithPassword({ email, password, options: { captchaToken } });
  expect(error).toBeNull();
  return { client, session: data.session!, user: data.user! };
}

/** The address of a user seeded by SQL before the tests of the enclosing block. */
function seededEmail(label: string): string {
  const email = uniqueEmail(label);
  beforeAll(async () => {
    await seedUserBySql(stack.db, email, PASSWORD);
  });
  return email;
}

async function refreshRaw(refreshToken: string) {
  const response = await fetch(`${stack.issuer}/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('POST /token?grant_type=password', () => {
  let email: string;
  let userId: string;
  beforeAll(async () => {
    email = uniqueEmail('seeded');
    userId = await seedUserBySql(stack.db, email, PASSWORD);
  });
  /** What the user object and its access token both say of the seeded user. */
  const seededIdentity = () => ({
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { full_name: 'Pengguna Seed' },
    is_anonymous: false,
  });

  it('signs in a user seeded by SQL with pgcrypto bcrypt, as supabase/seed.sql does', async () => {
    const { session, user } = await signIn(email);
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3590);
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(user).toMatchObject({ id: userId, ...seededIdentity() });
    expect(user.identities).toEqual([
      expect.objectContaining({ id: userId, user_id: userId, provider: 'email', email }),
    ]);
    expect(user.last_sign_in_at).toBeDefined();
  });

  it('accepts the email in any letter case', async () => {
    await signIn(email.toUpperCase());
  });

  it('also accepts $2b$ bcrypt hashes (bcryptjs and newer libraries)', async () => {
    const other = uniqueEmail('bcrypt2b');
    const id = await seedUserBySql(stack.db, other, PASSWORD);
    await stack.db.sql`
      update auth.users set encrypted_password = regexp_replace(encrypted_password, '^\\$2a\\$', '$2b$') where id = ${id}`;
    const [{ hash }] = (await stack.db
      .sql`select encrypted_password as hash from auth.users where id = ${id}`) as unknown as [{ hash: string }];
    expect(hash).toMatch(/^\$2b\$/);
    await signIn(other);
  });

  it('writes the rows GoTrue writes: a session, its refresh token, the AMR claim, last_sign_in_at', async () => {
    const { session } = await signIn(email);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
      session_id: string;
    };
    const [row] = await stack.db.sql`
      select s.user_id, s.aal::text, rt.token, rt.revoked, rt.parent, rt.user_id as rt_user,
             rt.instance_id::text, a.authentication_method
        from auth.sessions s
        join auth.refresh_tokens rt on rt.session_id = s.id
        join auth.mfa_amr_claims a on a.session_id = s.id
       where s.id = ${claims.session_id}`;
    expect(row).toEqual({
      user_id: userId,
      aal: 'aal1',
      token: session.refresh_token,
      revoked: false,
      parent: null,
      rt_user: userId,
      instance_id: '00000000-0000-0000-0000-000000000000',
      authentication_method: 'password',
    });
  });

  it('issues access tokens that verify against the JWKS, with GoTrue claims', async () => {
    const { session } = await signIn(email);
    const jwks = createRemoteJWKSet(new URL(`${stack.issuer}/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify(session.access_token, jwks, { issuer: stack.issuer });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: stack.keys.kid, typ: 'JWT' });
    expect(payload).toMatchObject({ iss: stack.issuer, sub: userId, ...seededIdentity(), aal: 'aal1' });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(payload.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('answers a wrong password and an unknown email identically: 400 invalid_credentials', async () => {
    const wrong = await stack
      .anon()
      .auth.signInWithPassword({ email, password: 'salah-sekali', options: { captchaToken } });
    const unknown = await stack
      .anon()
      .auth.signInWithPassword({ email: uniqueEmail('nobody'), password: PASSWORD, options: { captchaToken } });
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
  });

  it('refuses a banned user with user_banned', async () => {
    const banned = uniqueEmail('banned');
    const id = await seedUserBySql(stack.db, banned, PASSWORD);
    await stack.db.sql`update auth.users set banned_until = now() + interval '1 day' where id = ${id}`;
    const { error } = await stack
      .anon()
      .auth.signInWithPassword({ email: banned, password: PASSWORD, options: { captchaToken } });
    expect(error).toMatchObject({ status: 400, code: 'user_banned' });
  });

  it('speaks the pre-2024 error shape to clients that do not send x-supabase-api-version', async () => {
    const response = await fetch(`${stack.issuer}/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: stack.keys.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'salah-sekali', gotrue_meta_security: { captcha_token: captchaToken } }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-supabase-api-version')).toBeNull();
    expect(await response.json()).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('echoes the API version and uses { code, message } for clients that send it', async () => {
    const response = await fetch(`${stack.issuer}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'salah-sekali', gotrue_meta_security: { captcha_token: captchaToken } }),
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('rejects an unparseable body with bad_json', async () => {
    const response = await fetch(`${stack.issuer}/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('bad_json');
  });
});

describe('POST /token?grant_type=refresh_token (rotation)', () => {
  const email = seededEmail('refresh');

  it('rotates: the old token is revoked and the new one names it as parent', async () => {
    const { client, session } = await signIn(email);
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    const next = data.session!;
    expect(next.refresh_token).not.toBe(session.refresh_token);
    expect(next.access_token).not.toBe(session.access_token);
    expect(next.user.email).toBe(email);

    const rows = await stack.db.sql<{ token: string; revoked: boolean; parent: string | null }[]>`
      select token, revoked, parent from auth.refresh_tokens
       where token in (${session.refresh_token}, ${next.refresh_token}) order by id`;
    expect(rows).toEqual([
      { token: session.refresh_token, revoked: true, parent: null },
      { token: next.refresh_token, revoked: false, parent: session.refresh_token },
    ]);
    const [{ refreshed_at }] = (await stack.db.sql`
      select refreshed_at from auth.sessions s join auth.refresh_tokens rt on rt.session_id = s.id
       where rt.token = ${next.refresh_token}`) as unknown as [{ refreshed_at: Date | null }];
    expect(refreshed_at).not.toBeNull();
  });

  it('hands back the active token when the parent is presented again (a lost response)', async () => {
    const { session } = await signIn(email);
    const first = await refreshRaw(session.refresh_token);
    const again = await refreshRaw(session.refresh_token);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(first.body.refresh_token);
  });

  it('revokes every token of the session when a spent token is reused after the reuse interval', async () => {
    const { session } = await signIn(email);
    const second = await refreshRaw(session.refresh_token);
    const third = await refreshRaw(second.body.refresh_token as string);
    expect(third.status).toBe(200);
    const active = third.body.refresh_token as string;

    // The first token was spent two rotations ago; make its rotation older than the 10 s interval.
    await stack.db.sql`
      update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = ${session.refresh_token}`;
    const reuse = await refreshRaw(session.refresh_token);
    expect(reuse).toEqual({
      status: 400,
      body: { code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' },
    });

    const tokens = await stack.db.sql<{ revoked: boolean }[]>`
      select revoked from auth.refresh_tokens
       where session_id = (select session_id from auth.refresh_tokens where token = ${active})`;
    expect(tokens.length).toBe(3);
    expectEvery(tokens, (token) => token.revoked);

    // The thief's (or the victim's) newest token no longer works either.
    const { data, error } = await stack.anon().auth.refreshSession({ refresh_token: active });
    expect(data.session).toBeNull();
    expect(isAuthApiError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });

  it('allows a concurrent reuse inside the reuse interval while the session is alive', async () => {
    const { session } = await signIn(email);
    const second = await refreshRaw(session.refresh_token);
    await refreshRaw(second.body.refresh_token as string);
    const racing = await refreshRaw(session.refresh_token);
    expect(racing.status).toBe(200);
  });

  it('answers an unknown token with refresh_token_not_found', async () => {
    const { data, error } = await stack.anon().auth.refreshSession({ refresh_token: 'no-such-token-0000000000000000' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
  });
});

describe('GET /user', () => {
  const email = seededEmail('getuser');

  it('returns the user of a valid access token', async () => {
    const { client, session } = await signIn(email);
    const { data, error } = await client.auth.getUser(session.access_token);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', identities: [expect.anything()] });
  });

  it('rejects a token signed by another key with 403 bad_jwt', async () => {
    const { session } = await signIn(email);
    const [header, payload] = session.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const { data, error } = await stack.anon().auth.getUser(forged);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
    expect(decodeProtectedHeader(forged).kid).toBe(stack.keys.kid);
  });

  it('rejects the anon key (no sub) with bad_jwt and a missing token with no_authorization', async () => {
    const anon = await stack.anon().auth.getUser(stack.keys.anonKey);
    expect(anon.error).toMatchObject({ status: 403, code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const response = await fetch(`${stack.issuer}/user`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
  });
});

describe('POST /logout', () => {
  const email = seededEmail('logout');

  it('scope local ends only this session: its refresh token fails, other sessions live on', async () => {
    const a = await signIn(email);
    const b = await signIn(email);
    await a.client.auth.setSession({ access_token: a.session.access_token, refresh_token: a.session.refresh_token });
    const { error } = await a.client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();

    const reuse = await stack.anon().auth.refreshSession({ refresh_token: a.session.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    // The access token of the ended session no longer finds its session.
    const stale = await stack.anon().auth.getUser(a.session.access_token);
    expect(stale.error).toBeInstanceOf(AuthSessionMissingError);

    const other = await stack.anon().auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(other.error).toBeNull();
  });

  it('scope global (the default) ends every session of the user', async () => {
    const a = await signIn(email);
    const b = await signIn(email);
    await a.client.auth.setSession({ access_token: a.session.access_token, refresh_token: a.session.refresh_token });
    const { error } = await a.client.auth.signOut();
    expect(error).toBeNull();
    for (const token of [a.session.refresh_token, b.session.refresh_token]) {
      const { error: refreshError } = await stack.anon().auth.refreshSession({ refresh_token: token });
      expect(refreshError).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    }
    const [{ count }] = (await stack.db.sql`
      select count(*)::int as count from auth.sessions s join auth.users u on u.id = s.user_id where u.email = ${email}`) as unknown as [
      { count: number },
    ];
    expect(count).toBe(0);
  });

  it('scope others keeps only the calling session', async () => {
    const a = await signIn(email);
    const b = await signIn(email);
    const response = await fetch(`${stack.issuer}/logout?scope=others`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.session.access_token}`, apikey: stack.keys.anonKey },
    });
    expect(response.status).toBe(204);
    expect((await stack.anon().auth.refreshSession({ refresh_token: a.session.refresh_token })).error).toBeNull();
    expect((await stack.anon().auth.refreshSession({ refresh_token: b.session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
  });

  it('rejects an unknown scope', async () => {
    const { session } = await signIn(email);
    const response = await fetch(`${stack.issuer}/logout?scope=everything`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('validation_failed');
  });
});
