import type { LoginRequest, LoginResponse } from '../../_shared/contracts/auth.ts';
import { parseLoginIdentifier } from '../../_shared/identifiers.ts';
import type { Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import type { AccessTokenVerifier } from './access-token.ts';
import { GoTrueError, type GoTrueClient, type GoTrueSession } from './gotrue.ts';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from './login-throttle.ts';
import { loadSessionUser } from './session-user.ts';
import { passesTurnstile, type TurnstileConfig } from './turnstile.ts';

export interface AuthDependencies {
  sql: Sql;
  gotrue: GoTrueClient;
  verifyAccessToken: AccessTokenVerifier;
  turnstile: TurnstileConfig;
}

export interface LoginContext {
  ip: string | null;
  origin: string | undefined;
  /** `/auth/admin/login`: only officers (role level 2 and above) may sign in. */
  officersOnly: boolean;
}

/**
 * Signs in with an email or a NAP. Order matters: throttling first, then the security check,
 * and only then the password, so neither bots nor guessers get to test passwords.
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

  const waitSeconds = await loginRetryAfter(deps.sql, throttleKey, context.ip);
  if (waitSeconds > 0) {
    const minutes = Math.ceil(waitSeconds / 60);
    throw new AppError('TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`, {
      'Retry-After': String(waitSeconds),
    });
  }

  const human = await passesTurnstile(deps.turnstile, {
    token: request.turnstileToken,
    remoteIp: context.ip ?? undefined,
    origin: context.origin,
    identifier: throttleKey,
  });
  if (!human) throw new AppError('TURNSTILE_FAILED');

  const email =
    identifier.kind === 'email'
      ? identifier.email
      : identifier.kind === 'nap'
        ? await emailOfNap(deps, identifier.nap)
        : null;
  let session: GoTrueSession;
  try {
    if (!email) throw new GoTrueError(400, 'invalid_credentials', 'unknown identifier');
    session = await deps.gotrue.signInWithPassword(email, request.password, context.ip ?? undefined);
  } catch (error) {
    if (error instanceof GoTrueError && error.code === 'email_not_confirmed') throw new AppError('EMAIL_NOT_CONFIRMED');
    if (error instanceof GoTrueError && (error.status === 400 || error.status === 401)) {
      await recordLoginFailure(deps.sql, throttleKey, context.ip);
      throw new AppError('LOGIN_FAILED');
    }
    throw authUnavailable(error);
  }
  await clearLoginFailures(deps.sql, throttleKey);

  const user = await loadSessionUser(deps.sql, await deps.verifyAccessToken(session.access_token));
  if (context.officersOnly && user.roleLevel < 2) {
    await deps.gotrue.logout(session.access_token).catch(() => {});
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

/** Any failure to talk to the auth server that is not the caller's fault. */
export function authUnavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof GoTrueError && error.status === 429) return new AppError('TOO_MANY_ATTEMPTS');
  return new AppError('AUTH_UNAVAILABLE');
}

/**
 * A NAP resolves to its account's email through the auth server's admin API; only the link
 * member → user id is read from our own tables (server-side: the caller is not signed in yet).
 */
async function emailOfNap(deps: AuthDependencies, nap: string): Promise<string | null> {
  const [member] = await deps.sql<{ userId: string | null }[]>`
    select user_id as "userId" from public.members where nap = ${nap}
  `;
  if (!member?.userId) return null;
  try {
    return (await deps.gotrue.admin.getUser(member.userId)).email ?? null;
  } catch (error) {
    if (error instanceof GoTrueError && error.status === 404) return null;
    throw authUnavailable(error);
  }
}
