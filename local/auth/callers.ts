import type { Context } from 'hono';
import type { AuthContext } from './context.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { clientAddress } from './protection.ts';
import { verifyAccessToken, type RequestInfo, type TokenSettings } from './sessions.ts';
import { findUser, isUuid, type UserRow } from './store.ts';

/** The roles whose tokens act as the service itself (GoTrue's admin roles). */
const ADMIN_ROLES = ['service_role', 'supabase_admin'];

function presentedToken(c: Context): string | null {
  return /^bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;
}

function bearerToken(c: Context): string {
  const token = presentedToken(c);
  if (!token) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  return token;
}

/** Whether the request carries service_role credentials, which skip the captcha (GoTrue's verifyCaptcha). */
export async function hasAdminCredentials(tokens: TokenSettings, c: Context): Promise<boolean> {
  const token = presentedToken(c);
  if (!token) return false;
  try {
    return ADMIN_ROLES.includes(String((await verifyAccessToken(tokens, token)).role));
  } catch {
    return false;
  }
}

/** Refuses a request without service_role credentials: `/admin/*`. */
export async function requireAdmin(tokens: TokenSettings, c: Context): Promise<void> {
  const claims = await verifyAccessToken(tokens, bearerToken(c));
  if (!ADMIN_ROLES.includes(String(claims.role))) throw forbidden('not_admin', 'User not allowed');
}

/** The signed-in user of the bearer token, and its session while that still exists. */
export async function authenticate(
  { sql, settings }: AuthContext,
  c: Context,
): Promise<{ user: UserRow; sessionId: string | null; aal: string | null }> {
  const claims = await verifyAccessToken(settings.tokens, bearerToken(c));
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUser(sql, { id: claims.sub });
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = claims.session_id || null;
  let aal: string | null = null;
  if (sessionId) {
    const [session] = isUuid(sessionId)
      ? await sql<{ aal: string | null }[]>`select aal::text from auth.sessions where id = ${sessionId}`
      : [];
    if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    aal = session.aal;
  }
  return { user, sessionId, aal };
}

/** The client a new session is recorded for; `admin` callers may name it in `Sb-Forwarded-For`. */
export function requestInfo(c: Context, admin = false): RequestInfo {
  return { userAgent: c.req.header('user-agent') ?? null, ip: clientAddress(c.req.raw.headers, admin) };
}
