import { authMessages } from '../../_shared/contracts/auth-messages.ts';
import { passwordMatchesIdentity } from '../../_shared/contracts/auth.ts';
import type { ErrorCode } from '../../_shared/errors.ts';
import type { Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { GoTrueError, type GoTrueClient, type GoTrueSession } from './gotrue.ts';
import { clearLoginFailures, loginRetryAfter, loginThrottle, recordLoginFailure } from './login-throttle.ts';

/** Where a password is tried: the throttle's key (email, NAP or the raw identifier) and the IP. */
export interface PasswordAttempt {
  throttleKey: string;
  ip: string | null;
}

/** Refuses (429 with Retry-After) while the identifier or the IP has too many recent failures. */
export async function refuseWhileThrottled(sql: Sql, attempt: PasswordAttempt): Promise<void> {
  const waitSeconds = await loginRetryAfter(sql, attempt.throttleKey, attempt.ip);
  if (waitSeconds > 0) throw tooManyAttempts(waitSeconds);
}

/**
 * Login's throttle (decision 0010). Too many failures from the caller's IP, or the hourly ceiling
 * on the account, refuse at once. An account with 5 recent failures is only soft-locked, so that
 * nobody can lock its owner out: the returned seconds make every Turnstile bypass void and turn a
 * wrong password into 429, while the right password with a valid Turnstile token still signs in.
 */
export async function refuseLoginWhileThrottled(sql: Sql, attempt: PasswordAttempt): Promise<number> {
  const { ipWait, accountWait, lockWait } = await loginThrottle(sql, attempt.throttleKey, attempt.ip);
  const wait = Math.max(ipWait, accountWait);
  if (wait > 0) throw tooManyAttempts(wait);
  return lockWait;
}

/** The policy beyond length: a new password is not the account's email or its member's NAP. */
export async function isIdentityPassword(
  sql: Sql,
  password: string,
  user: { id: string; email?: string | null },
): Promise<boolean> {
  const [member] = await sql<{ nap: string | null }[]>`select nap from public.members where user_id = ${user.id}`;
  return passwordMatchesIdentity(password, { email: user.email, nap: member?.nap });
}

function tooManyAttempts(waitSeconds: number): AppError {
  const minutes = Math.ceil(waitSeconds / 60);
  return new AppError('TOO_MANY_ATTEMPTS', `Terlalu banyak percobaan masuk. Coba lagi dalam ${minutes} menit.`, {
    'Retry-After': String(waitSeconds),
  });
}

/**
 * Signed in with when an identifier names no account. The `.invalid` top-level domain is reserved
 * (RFC 2606), so no one can register it; the auth server looks it up and does its work for an
 * unknown user, which is what the caller's request must cost.
 */
const NO_ACCOUNT_EMAIL = 'tidak-ada-akun@simk.invalid';

/**
 * Tries the password with the auth server. A wrong one counts toward the throttle and fails with
 * `wrongPassword`; a right one clears the identifier's failures. `email` null (an identifier that
 * names no account) fails exactly like a wrong password, and after the same sign-in call, so
 * accounts can be enumerated neither by the answer nor by its timing (decision 0011).
 */
export async function checkPassword(
  deps: { sql: Sql; gotrue: GoTrueClient },
  attempt: PasswordAttempt & {
    email: string | null;
    password: string;
    wrongPassword: ErrorCode;
    /** Seconds left of a soft lockout: a wrong password then answers 429 instead of `wrongPassword`. */
    lockedFor?: number;
  },
): Promise<GoTrueSession> {
  let session: GoTrueSession;
  try {
    session = await deps.gotrue.signInWithPassword(attempt.email ?? NO_ACCOUNT_EMAIL, attempt.password, attempt.ip);
    if (!attempt.email) {
      await deps.gotrue.logout(session.access_token, 'local').catch(() => {});
      throw new GoTrueError(400, 'invalid_credentials', 'unknown identifier');
    }
  } catch (error) {
    if (error instanceof GoTrueError && error.code === 'email_not_confirmed') throw new AppError('EMAIL_NOT_CONFIRMED');
    if (error instanceof GoTrueError && (error.status === 400 || error.status === 401)) {
      await recordLoginFailure(deps.sql, attempt.throttleKey, attempt.ip);
      if (attempt.lockedFor) throw tooManyAttempts(attempt.lockedFor);
      throw new AppError(attempt.wrongPassword);
    }
    throw authUnavailable(error);
  }
  await clearLoginFailures(deps.sql, attempt.throttleKey);
  return session;
}

/**
 * GoTrue's answers for a caller's token it no longer accepts: the session or the user is gone
 * (signed out elsewhere within the API's session-check cache, deleted, banned) or the token is bad.
 */
const SESSION_ENDED_CODES = new Set([
  'session_not_found',
  'session_expired',
  'user_not_found',
  'user_banned',
  'bad_jwt',
  'no_authorization',
]);

/**
 * A failure of a call to the auth server as the API's answer: the caller's own state where GoTrue
 * says so (a session that has ended: 401; a login without its second factor: 403
 * `AAL2_REQUIRED`), otherwise the auth server could not do it (503).
 */
export function authUnavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof GoTrueError) {
    if (error.status === 429) return new AppError('TOO_MANY_ATTEMPTS');
    if (error.code === 'insufficient_aal') return new AppError('AAL2_REQUIRED', authMessages.secondFactorRequired);
    if ((error.status === 401 || error.status === 403) && SESSION_ENDED_CODES.has(error.code)) {
      return new AppError('UNAUTHORIZED');
    }
  }
  return new AppError('AUTH_UNAVAILABLE');
}
