import type { Context } from 'hono';
import { jwtVerify, type JWTPayload } from 'jose';
import type { AccessClaims } from '../../supabase/functions/api/auth/access-token.ts';
import type { SessionCheck } from '../../supabase/functions/api/auth/live-session.ts';
import type { Caller } from '../../supabase/functions/api/db.ts';
import { SIGNING_ALGORITHM } from '../auth/keys.ts';
import type { StorageContext } from './context.ts';
import { errors, StorageError } from './errors.ts';

const DATABASE_ROLES: ReadonlyArray<Caller['role']> = ['anon', 'authenticated', 'service_role'];

/** The bearer token of the request: a user's access token or an API key, as supabase-js sends it. */
function bearerToken(c: Context): string {
  return (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
}

/**
 * The database caller of the request, as Supabase Storage derives it: the JWT must be signed by
 * the auth service's key (user access tokens and the anon / service_role keys alike), and its
 * `role` claim becomes the database role. An absent or invalid token is refused with 403.
 *
 * A user's token must also belong to a live session, as the API checks it (decisions 0011, 0050):
 * after a sign-out, a ban or the user's deletion the token is refused here at once (within the
 * check's short cache), not at its expiry. Row-level security checks the same (private.session_ok),
 * which is what holds on hosted Supabase Storage.
 */
export async function authenticate({ keys, sessions }: CallerContext, c: Context): Promise<Caller> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(bearerToken(c), keys.publicKey, { algorithms: [SIGNING_ALGORITHM] }));
  } catch (error) {
    throw errors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  const role = DATABASE_ROLES.find((name) => name === claims.role);
  if (!role) throw errors.accessDenied('The JWT has no database role');
  if (role === 'authenticated' && !(await isLiveUserSession(sessions, claims))) {
    throw errors.accessDenied('The session of this JWT has ended');
  }
  return { role, claims: claims as Record<string, unknown> };
}

/** A user token names its session (GoTrue puts `session_id` in every one); that session must be live. */
function isLiveUserSession(sessions: SessionCheck, claims: JWTPayload): Promise<boolean> {
  if (typeof claims.sub !== 'string' || typeof claims.session_id !== 'string') return Promise.resolve(false);
  return sessions.isLive(claims as AccessClaims);
}

/** What authenticating a request needs: the signing keys and the session check. */
export type CallerContext = Pick<StorageContext, 'keys' | 'sessions'>;

/** The caller of a route that also serves requests without a valid token (public buckets). */
export async function authenticateOptionally(context: CallerContext, c: Context): Promise<Caller | null> {
  try {
    return await authenticate(context, c);
  } catch (error) {
    // An outage is not "no token": the request fails rather than being served as anon.
    if (!(error instanceof StorageError)) throw error;
    return null;
  }
}

/** The `sub` of the caller: the owner recorded on the objects it uploads. */
export function ownerOf(caller: Caller): string | null {
  return typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
}

/** The platform's own access, for lookups Supabase Storage makes as its superuser. */
export const serviceCaller: Caller = { role: 'service_role', claims: { role: 'service_role' } };
