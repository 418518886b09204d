import type { LoginRequest, LoginResponse } from '../../_shared/contracts/auth.ts';
import { parseLoginIdentifier } from '../../_shared/identifiers.ts';
import type { AppConfig } from '../config.ts';
import type { Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import type { AccessTokenVerifier } from './access-token.ts';
import { GoTrueError, type GoTrueClient, type GoTrueSession } from './gotrue.ts';
import type { SessionCheck } from './live-session.ts';
import { authUnavailable, checkPassword, refuseLoginWhileThrottled } from './password-check.ts';
import { loadSessionUser } from './session-user.ts';
import { requireHuman } from './turnstile.ts';

export interface AuthDependencies {
  sql: Sql;
  gotrue: GoTrueClient;
  verifyAccessToken: AccessTokenVerifier;
  sessions: SessionCheck;
  config: Pick<AppConfig, 'turnstile'>;
}

export interface LoginContext {
  ip: string | null;
  origin: string | undefined;
  /** `/auth/admin/login`: only officers (role level 2 and above) may sign in. */
  officersOnly: boolean;
}

/**
 * Signs in with an email or a NAP. Order matters: throttling first, then the security check,
 * and only then the password, so neither bots nor guessers get to test passwords. A soft-locked
 * account still lets its owner in with the right password and a valid Turnstile token.
 */
export async function logIn(
  deps: AuthDependencies,
  request: LoginRequest,
  context: LoginContext,
): Promise<LoginResponse> {
  const identifier = parseLoginIdentifier(request.identifier);
  const throttleKey =
    identifier.kind === 'email'
      ? identifier.email
      : identifier.kind === 'nap'
        ? identifier.nap
        : request.identifier.trim().toLowerCase();

  const attempt = { throttleKey, ip: context.ip };
  const lockedFor = await refuseLoginWhileThrottled(deps.sql, attempt);
  await requireHuman(deps.config.turnstile, {
    token: request.turnstileToken,
    remoteIp: context.ip ?? undefined,
    origin: context.origin,
    identifier: throttleKey,
    allowBypass: lockedFor === 0,
  });

  const email =
    identifier.kind === 'email'
      ? identifier.email
      : identifier.kind === 'nap'
        ? await emailOfNap(deps, identifier.nap)
        : null;
  const session = await checkPassword(deps, {
    ...attempt,
    email,
    password: request.password,
    wrongPassword: 'LOGIN_FAILED',
    lockedFor,
  });

  const claims = await deps.verifyAccessToken(session.access_token);
  // Before its authenticator code, a login of an account with a second factor is served no
  // personal data (decision 0050): `user` is then only what the token itself says, and the web app
  // reads the account again at aal2. Whether it may use the officers' login is asked server-side.
  const awaitsCode = await deps.sessions.awaitsSecondFactor(claims);
  const user = await loadSessionUser(deps.sql, claims);
  const roleLevel = awaitsCode ? await highestRoleLevel(deps.sql, claims.sub) : user.roleLevel;
  if (context.officersOnly && roleLevel < 2) {
    await deps.gotrue.logout(session.access_token).catch(() => {});
    deps.sessions.forget(claims.session_id);
    throw new AppError('FORBIDDEN', 'Akun ini tidak memiliki akses pengurus.');
  }
  return { user, tokens: toTokens(session) };
}

export function toTokens(session: GoTrueSession) {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresIn: session.expires_in,
    expiresAt: session.expires_at,
  };
}

/** The highest level among the user's unexpired role assignments (1, a member, without any). */
async function highestRoleLevel(sql: Sql, userId: string): Promise<number> {
  const [row] = await sql<{ level: number }[]>`
    select coalesce(max(r.level), 1)::int as level
    from public.role_assignments ra join public.roles r on r.id = ra.role_id
    where ra.user_id = ${userId} and (ra.expires_at is null or ra.expires_at > now())
  `;
  return row?.level ?? 1;
}

/** Asked for when a NAP names no account: no user has this id, so the lookup costs the same and finds nothing. */
const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A NAP resolves to its account's email through the auth server's admin API; only the link
 * member → user id is read from our own tables (server-side: the caller is not signed in yet).
 * An unknown NAP makes the same admin call, so that its answer takes as long (decision 0011).
 */
async function emailOfNap(deps: AuthDependencies, nap: string): Promise<string | null> {
  const [member] = await deps.sql<{ userId: string | null }[]>`
    select user_id as "userId" from public.members where nap = ${nap}
  `;
  try {
    return (await deps.gotrue.admin.getUser(member?.userId ?? NO_USER_ID)).email || null;
  } catch (error) {
    if (error instanceof GoTrueError && error.status === 404) return null;
    throw authUnavailable(error);
  }
}
