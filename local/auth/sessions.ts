import { randomBytes, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type postgres from 'postgres';
import { badRequest, forbidden, type AuthError } from './errors.ts';
import { AAL2_METHODS } from './factors.ts';
import type { AuthKeys } from './keys.ts';
import { SIGNING_ALGORITHM } from './keys.ts';
import { findUser, INSTANCE_ID, isBanned, userJson, type Db, type UserRow } from './store.ts';

/** How the user proved who they are, as GoTrue records it in `auth.mfa_amr_claims`. */
export type AuthenticationMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'email_change' | 'totp';

export interface TokenSettings {
  keys: AuthKeys;
  issuer: string;
  /** Access-token lifetime in seconds (GoTrue `JWT_EXP`, 3600). */
  jwtExpiry: number;
  /** Seconds during which a just-rotated refresh token may be used again (GoTrue default 10). */
  refreshTokenReuseInterval: number;
}

export interface RequestInfo {
  userAgent: string | null;
  ip: string | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  updated_at: Date;
}

/** A 32-character alphanumeric refresh token. */
function newRefreshToken(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(32), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The session response of `/token`, `/verify` and autoconfirmed `/signup`. */
export async function sessionResponse(
  db: Db,
  settings: TokenSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
) {
  const { token, expiresAt } = await signAccessToken(db, settings, user, sessionId);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Starts a session: `auth.sessions`, its first refresh token, its AMR claim, `last_sign_in_at`. */
export async function issueSession(
  db: Db,
  settings: TokenSettings,
  user: UserRow,
  method: AuthenticationMethod,
  request: RequestInfo,
) {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await db`update auth.users set last_sign_in_at = now(), updated_at = now() where id = ${user.id}`;
  await db`
    insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
    values (${sessionId}, ${user.id}, now(), now(), 'aal1', ${request.userAgent}, ${request.ip})
  `;
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values (${INSTANCE_ID}, ${refreshToken}, ${user.id}, false, now(), now(), null, ${sessionId})
  `;
  await db`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${sessionId}, now(), now(), ${method})
    on conflict (session_id, authentication_method) do update set updated_at = now()
  `;
  const fresh = (await findUser(db, { id: user.id }))!;
  return sessionResponse(db, settings, fresh, sessionId, refreshToken);
}

/**
 * A verified second factor on `sessionId` (GoTrue's updateMFASessionAndClaims): the session gains
 * the factor's AMR claim and becomes aal2, its active refresh token is swapped for a child, and the
 * user's other aal1 sessions end (InvalidateSessionsWithAALLessThan).
 */
export async function upgradeSessionToAal2(
  db: Db,
  settings: TokenSettings,
  userId: string,
  sessionId: string,
  factorId: string,
) {
  await db`
    insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
    values (${randomUUID()}, ${sessionId}, now(), now(), 'totp')
    on conflict (session_id, authentication_method) do update set updated_at = now()
  `;
  await db`update auth.sessions set aal = 'aal2', factor_id = ${factorId}, updated_at = now() where id = ${sessionId}`;
  await db`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId} and aal = 'aal1'`;
  const [current] = await db<{ id: string; token: string }[]>`
    select id, token from auth.refresh_tokens
     where session_id = ${sessionId} and revoked = false order by id desc limit 1 for update
  `;
  const refreshToken = newRefreshToken();
  if (current) await db`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${current.id}`;
  await db`
    insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
    values (${INSTANCE_ID}, ${refreshToken}, ${userId}, false, now(), now(), ${current?.token ?? null}, ${sessionId})
  `;
  const user = (await findUser(db, { id: userId }))!;
  return sessionResponse(db, settings, user, sessionId, refreshToken);
}

/**
 * A removed factor no longer vouches for the sessions it raised (GoTrue's
 * Factor.DowngradeSessionsToAAL1): their claim of that factor type goes and they are aal1 again.
 */
export async function downgradeSessionsOfFactor(db: Db, factorId: string, factorType: string): Promise<void> {
  await db`
    delete from auth.mfa_amr_claims
     where authentication_method = ${factorType}
       and session_id in (select id from auth.sessions where factor_id = ${factorId})
  `;
  await db`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = ${factorId}`;
}

/** Signs an access token with GoTrue's claims (internal/tokens/service.go GenerateAccessToken). */
async function signAccessToken(db: Db, settings: TokenSettings, user: UserRow, sessionId: string) {
  const amr = await db<{ method: string; timestamp: number }[]>`
    select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
      from auth.mfa_amr_claims where session_id = ${sessionId} order by updated_at desc
  `;
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + settings.jwtExpiry;
  const token = await new SignJWT({
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    // GoTrue's Session.CalculateAALAndAMR: a second factor among the session's methods makes it aal2.
    aal: amr.some(({ method }) => AAL2_METHODS.includes(method)) ? 'aal2' : 'aal1',
    amr: amr.map(({ method, timestamp }) => ({ method, timestamp })),
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: settings.keys.kid, typ: 'JWT' })
    .sign(settings.keys.privateKey);
  return { token, expiresAt };
}

/**
 * `grant_type=refresh_token` with rotation. A refresh token works once: using it revokes it and
 * issues a child whose `parent` is the old token. Presenting a revoked token again:
 *  - it is the parent of the session's active token (the client lost the last response): the
 *    active token is handed back;
 *  - within the reuse interval of its rotation, while the session still has an active token: a
 *    new child is issued (concurrent refreshes from several tabs);
 *  - otherwise it is treated as stolen: every token of the session is revoked and the request
 *    fails with `refresh_token_already_used`.
 */
export async function refreshTokenGrant(
  sql: postgres.Sql,
  settings: TokenSettings,
  token: string,
  request: RequestInfo,
) {
  let failure: AuthError | null = null;
  const result = await sql.begin(async (tx) => {
    const [row] = await tx<RefreshTokenRow[]>`
      select id, token, user_id, revoked, parent, session_id, updated_at
        from auth.refresh_tokens where token = ${token} for update
    `;
    if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    const user = await findUser(tx, { id: row.user_id });
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (isBanned(user)) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    const [session] = row.session_id
      ? await tx<{ id: string; not_after: Date | null }[]>`
          select id, not_after from auth.sessions where id = ${row.session_id} for update`
      : [];
    if (!session) throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    if (session.not_after && session.not_after < new Date()) {
      throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');
    }

    let issued: string | null = null;
    if (row.revoked) {
      const [active] = await tx<RefreshTokenRow[]>`
        select id, token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens
         where session_id = ${session.id} and revoked = false order by id desc limit 1
      `;
      const withinReuseInterval = Date.now() <= row.updated_at.getTime() + settings.refreshTokenReuseInterval * 1000;
      if (active && active.parent === row.token) {
        issued = active.token;
      } else if (!(active && withinReuseInterval)) {
        await tx`
          update auth.refresh_tokens set revoked = true, updated_at = now()
           where session_id = ${session.id} and revoked = false
        `;
        failure = badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        return null; // commit the revocation, then fail
      }
    }
    if (!issued) {
      issued = newRefreshToken();
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where id = ${row.id}`;
      await tx`
        insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
        values (${INSTANCE_ID}, ${issued}, ${user.id}, false, now(), now(), ${row.token}, ${session.id})
      `;
    }
    await tx`
      update auth.sessions
         set refreshed_at = (now() at time zone 'utc'), updated_at = now(),
             user_agent = ${request.userAgent}, ip = ${request.ip}
       where id = ${session.id}
    `;
    return sessionResponse(tx, settings, user, session.id, issued);
  });
  if (failure) throw failure;
  return result as Awaited<ReturnType<typeof sessionResponse>>;
}

export interface AccessClaims extends JWTPayload {
  role?: string;
  session_id?: string;
  email?: string;
}

/** Verifies a bearer token's signature and expiry, as GoTrue's parseJWTClaims does. */
export async function verifyAccessToken(settings: TokenSettings, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify<AccessClaims>(token, settings.keys.publicKey, {
      algorithms: [SIGNING_ALGORITHM],
    });
    return payload;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`);
  }
}

/** Ends sessions: `local` this one, `others` all but this one, `global` all of the user's. */
export async function logout(db: Db, userId: string, sessionId: string | null, scope: 'global' | 'local' | 'others') {
  if (sessionId && scope === 'local') {
    await db`delete from auth.sessions where id = ${sessionId}`;
  } else if (sessionId && scope === 'others') {
    await db`delete from auth.sessions where user_id = ${userId} and id <> ${sessionId}`;
  } else {
    await db`delete from auth.sessions where user_id = ${userId}`;
  }
}
