import { authMessages, passwordMatchesIdentity } from '../../../_shared/contracts/auth.ts';
import { claimMessages } from '../../../_shared/contracts/claims.ts';
import { GoTrueError } from '../../auth/gotrue.ts';
import { toTokens } from '../../auth/log-in.ts';
import { authUnavailable } from '../../auth/password-check.ts';
import { loadSessionUser } from '../../auth/session-user.ts';
import { requireHuman } from '../../auth/turnstile.ts';
import { requestClientIp } from '../../client-ip.ts';
import { AppError, messageFields } from '../../errors.ts';
import { mapDatabaseErrors } from '../_shared/database-errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/**
 * The answer to a claim request takes at least this long: a match writes the claim and queues its
 * email, a miss writes less, and the difference must not show in the response time.
 */
const CLAIM_REQUEST_MIN_MS = 250;

/**
 * The same 202 whether or not the NAP exists, the birth date matches or the member already has a
 * login (decision 0035): only the emailed link tells, to whoever holds the address.
 */
export const requestClaim: AppRouteHandler<typeof routes.requestClaim> = async (c) => {
  const started = performance.now();
  const { deps } = c.var;
  const input = c.req.valid('json');
  const ip = requestClientIp(c);
  await requireHuman(deps.config.turnstile, {
    token: input.turnstileToken,
    remoteIp: ip ?? undefined,
    origin: c.req.header('origin'),
    identifier: input.email,
  });
  const wait = await queries.requestClaim(deps.sql, input, ip);
  const remaining = CLAIM_REQUEST_MIN_MS - (performance.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  if (wait > 0) throw new AppError('CLAIM_TOO_MANY_REQUESTS', undefined, { 'retry-after': String(wait) });
  return c.json({ success: true as const, data: messageFields(claimMessages.requested) }, 202);
};

/**
 * Opens the claim, creates a confirmed login through the auth server's admin API (the link has
 * proven the address), links it to the member and signs in. A login whose link fails is deleted.
 */
export const confirmClaim: AppRouteHandler<typeof routes.confirmClaim> = async (c) => {
  const { deps } = c.var;
  const { token, password } = c.req.valid('json');
  const claim = await queries.openClaim(deps.sql, token);
  if (claim.outcome === 'awaiting_approval') throw new AppError('CLAIM_AWAITING_APPROVAL');
  if (claim.outcome === 'invalid' || !claim.claimId || !claim.email) throw new AppError('INVALID_TOKEN');
  if (claim.outcome === 'conflict') throw new AppError('CLAIM_CONFLICT');
  if (passwordMatchesIdentity(password, { email: claim.email, nap: claim.nap })) {
    throw new AppError('VALIDATION_ERROR', authMessages.passwordSameAsIdentity);
  }

  let userId: string;
  try {
    userId = (await deps.gotrue.admin.createUser({ email: claim.email, password, data: { full_name: claim.fullName } }))
      .id;
  } catch (error) {
    if (error instanceof GoTrueError && ['email_exists', 'user_already_exists'].includes(error.code)) {
      throw new AppError('CLAIM_EMAIL_HAS_ACCOUNT');
    }
    if (error instanceof GoTrueError && error.code === 'weak_password') throw new AppError('WEAK_PASSWORD');
    throw authUnavailable(error);
  }
  const outcome = await queries.linkClaim(deps.sql, claim.claimId, userId).catch(async (error: unknown) => {
    await deps.gotrue.admin.deleteUser(userId).catch(() => {});
    throw error;
  });
  if (outcome !== 'linked') {
    await deps.gotrue.admin.deleteUser(userId).catch(() => {});
    throw new AppError(outcome === 'conflict' ? 'CLAIM_CONFLICT' : 'INVALID_TOKEN');
  }

  const session = await deps.gotrue
    .signInWithPassword(claim.email, password, requestClientIp(c))
    .catch((error: unknown) => {
      throw authUnavailable(error);
    });
  const user = await loadSessionUser(deps.sql, await deps.verifyAccessToken(session.access_token));
  return c.json({ success: true as const, data: { user, tokens: toTokens(session) } }, 200);
};

/** The claim flow's page, opened from an email: "menunggu persetujuan DPC" or the password form. */
export const claimStatus: AppRouteHandler<typeof routes.claimStatus> = async (c) => {
  const status = await queries.claimStatus(c.var.deps.sql, c.req.valid('json').token);
  return c.json({ success: true as const, data: status }, 200);
};

export const listClaims: AppRouteHandler<typeof routes.listClaims> = async (c) => {
  const claims = await asRequestCaller(c, (tx) => queries.listClaims(tx, c.req.valid('query')));
  return c.json({ success: true as const, data: { claims } }, 200);
};

export const resolveClaim: AppRouteHandler<typeof routes.resolveClaim> = async (c) => {
  const { id } = c.req.valid('param');
  const claim = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.resolveClaim(tx, id, c.req.valid('json'))),
    { notFound: 'CLAIM_NOT_FOUND', transitions: { nap_claims_member_has_login: 'CLAIM_MEMBER_HAS_LOGIN' } },
  );
  if (!claim) throw new AppError('CLAIM_NOT_FOUND');
  return c.json({ success: true as const, data: { claim } }, 200);
};
