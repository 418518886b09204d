import type { Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import type { AccessClaims, AccessTokenVerifier } from './access-token.ts';

/**
 * How long a "still live" answer is reused. Long enough that the requests of one page load (the
 * web app sends several at once) cost one query; short enough that a sign-out elsewhere, a deleted
 * user or a ban reaches every function instance within seconds, not at the token's expiry.
 * Decision 0011.
 */
export const SESSION_CHECK_TTL_MS = 2_000;
/** Bounds the cache's memory whatever the traffic; the oldest entries go first. */
export const SESSION_CHECK_MAX_ENTRIES = 5_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionCheck {
  /** True while the token's session exists and its user is neither deleted nor banned. */
  isLive(claims: AccessClaims): Promise<boolean>;
  /** Drops a cached answer, so that a sign-out through this API takes effect on the next request. */
  forget(sessionId: string): void;
}

/**
 * Asks the database whether a session is live, through `private.session_is_live` (the API never
 * reads GoTrue's tables itself). Answers are cached per session for `ttlMs`; concurrent requests
 * of one session share the pending query.
 */
export function createSessionCheck(
  sql: Sql,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCheck {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CHECK_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { userId: string; until: number; live: Promise<boolean> }>();

  async function query(sessionId: string, userId: string): Promise<boolean> {
    const [row] = await sql<{ live: boolean }[]>`
      select private.session_is_live(${sessionId}::uuid, ${userId}::uuid) as live
    `;
    return row?.live === true;
  }

  return {
    isLive(claims) {
      const sessionId = claims.session_id;
      if (!UUID.test(sessionId) || !UUID.test(claims.sub)) return Promise.resolve(false);
      const cached = cache.get(sessionId);
      if (cached && cached.userId === claims.sub && cached.until > now()) return cached.live;
      if (cached) cache.delete(sessionId);

      const live = query(sessionId, claims.sub);
      cache.set(sessionId, { userId: claims.sub, until: now() + ttlMs, live });
      // Only "live" is worth keeping; a refusal or a failed query is asked again next time.
      const drop = () => cache.get(sessionId)?.live === live && cache.delete(sessionId);
      live.then((answer) => answer || drop(), drop);
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      return live;
    },
    forget(sessionId) {
      cache.delete(sessionId);
    },
  };
}

/** A verifier that also refuses tokens whose session has ended, or whose user is deleted or banned. */
export function requireLiveSession(verify: AccessTokenVerifier, sessions: SessionCheck): AccessTokenVerifier {
  return async (token) => {
    const claims = await verify(token);
    if (!(await sessions.isLive(claims))) throw new AppError('UNAUTHORIZED');
    return claims;
  };
}
