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

/** What the database says about a token's session (decisions 0011, 0050). */
export interface SessionState {
  /** The session exists and has not passed `not_after`; its user is neither deleted nor banned. */
  live: boolean;
  /** The user has a verified second factor: their tokens reach personal data only at aal2. */
  hasVerifiedFactor: boolean;
}

export interface SessionCheck {
  /** True while the token's session exists and its user is neither deleted nor banned. */
  isLive(claims: AccessClaims): Promise<boolean>;
  /**
   * True for a token below aal2 whose user has a verified factor: the password was given, the
   * authenticator code not yet (Supabase's MFA rule, decision 0050).
   */
  awaitsSecondFactor(claims: AccessClaims): Promise<boolean>;
  /** Drops a cached answer, so that a sign-out through this API takes effect on the next request. */
  forget(sessionId: string): void;
}

const ENDED: SessionState = { live: false, hasVerifiedFactor: false };

/**
 * Asks the database about a session, through `private.session_is_live` and
 * `private.has_verified_factor` (the API never reads GoTrue's tables itself). Answers are cached
 * per session for `ttlMs`; concurrent requests of one session share the pending query.
 */
export function createSessionCheck(
  sql: Sql,
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): SessionCheck {
  const ttlMs = options.ttlMs ?? SESSION_CHECK_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CHECK_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { userId: string; until: number; state: Promise<SessionState> }>();

  async function query(sessionId: string, userId: string): Promise<SessionState> {
    const [row] = await sql<SessionState[]>`
      select private.session_is_live(${sessionId}::uuid, ${userId}::uuid) as live,
             private.has_verified_factor(${userId}::uuid) as "hasVerifiedFactor"
    `;
    return { live: row?.live === true, hasVerifiedFactor: row?.hasVerifiedFactor !== false };
  }

  function state(claims: AccessClaims): Promise<SessionState> {
    const sessionId = claims.session_id;
    if (!UUID.test(sessionId) || !UUID.test(claims.sub)) return Promise.resolve(ENDED);
    const cached = cache.get(sessionId);
    if (cached && cached.userId === claims.sub && cached.until > now()) return cached.state;
    if (cached) cache.delete(sessionId);

    const answer = query(sessionId, claims.sub);
    cache.set(sessionId, { userId: claims.sub, until: now() + ttlMs, state: answer });
    // Only "live" is worth keeping; a refusal or a failed query is asked again next time.
    const drop = () => cache.get(sessionId)?.state === answer && cache.delete(sessionId);
    answer.then((found) => found.live || drop(), drop);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return answer;
  }

  return {
    isLive: async (claims) => (await state(claims)).live,
    awaitsSecondFactor: async (claims) => claims.aal !== 'aal2' && (await state(claims)).hasVerifiedFactor,
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
