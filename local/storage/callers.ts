import type { Context } from 'hono';
import { jwtVerify, type JWTPayload } from 'jose';
import type { Caller } from '../../supabase/functions/api/db.ts';
import { SIGNING_ALGORITHM, type AuthKeys } from '../auth/keys.ts';
import { errors } from './errors.ts';

const DATABASE_ROLES: ReadonlyArray<Caller['role']> = ['anon', 'authenticated', 'service_role'];

/** The bearer token of the request: a user's access token or an API key, as supabase-js sends it. */
function bearerToken(c: Context): string {
  return (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
}

/**
 * The database caller of the request, as Supabase Storage derives it: the JWT must be signed by
 * the auth service's key (user access tokens and the anon / service_role keys alike), and its
 * `role` claim becomes the database role. An absent or invalid token is refused with 403.
 */
export async function authenticate(keys: AuthKeys, c: Context): Promise<Caller> {
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(bearerToken(c), keys.publicKey, { algorithms: [SIGNING_ALGORITHM] }));
  } catch (error) {
    throw errors.accessDenied(error instanceof Error ? error.message : 'Invalid JWT');
  }
  const role = DATABASE_ROLES.find((name) => name === claims.role);
  if (!role) throw errors.accessDenied('The JWT has no database role');
  return { role, claims: claims as Record<string, unknown> };
}

/** The caller of a route that also serves requests without a valid token (public buckets). */
export async function authenticateOptionally(keys: AuthKeys, c: Context): Promise<Caller | null> {
  try {
    return await authenticate(keys, c);
  } catch {
    return null;
  }
}

/** The `sub` of the caller: the owner recorded on the objects it uploads. */
export function ownerOf(caller: Caller): string | null {
  return typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
}

/** The platform's own access, for lookups Supabase Storage makes as its superuser. */
export const serviceCaller: Caller = { role: 'service_role', claims: { role: 'service_role' } };
