import { Hono, type Context } from 'hono';
import { authenticate } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { AuthError, forbidden, notFound, unprocessable } from '../errors.ts';
import {
  challengeExpiresAt,
  createChallenge,
  deleteExpiredFactors,
  findChallenge,
  findOwnedFactor,
  insertTotpFactor,
  newTotpKey,
  qrCodeSvg,
  totpCodeStep,
  userFactors,
} from '../factors.ts';
import { parseInput, readBody } from '../input.ts';
import { clientAddress, overRequestRateLimit, type Limiter } from '../protection.ts';
import { downgradeSessionsOfFactor, upgradeSessionToAal2 } from '../sessions.ts';
import { isUuid } from '../store.ts';

/**
 * MFA with TOTP (supabase/auth internal/api/mfa.go): `POST /factors` (enrol), and per factor
 * `POST /challenge`, `POST /verify` (the session becomes aal2) and `DELETE` (unenrol). Every
 * endpoint needs a signed-in user with a session.
 */
export function factorRoutes(context: AuthContext): Hono {
  const { sql, settings, input, limiters, totpAttempts } = context;
  const app = new Hono();

  /** The caller and its session; GoTrue refuses a token without one as an internal error. */
  async function signedIn(c: Context) {
    const caller = await authenticate(context, c);
    if (!caller.sessionId) {
      throw new AuthError(500, 'unexpected_failure', 'A valid session and a registered user are required');
    }
    return { ...caller, sessionId: caller.sessionId };
  }

  /** GoTrue's loadFactor: the caller's own factor named in the path. */
  async function ownedFactor(userId: string, factorId: string) {
    if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
    const factor = await findOwnedFactor(sql, userId, factorId);
    if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
    return factor;
  }

  /** Challenging and verifying a TOTP factor, unless `[auth.mfa.totp] verify_enabled` is off. */
  async function verifiableFactor(userId: string, factorId: string) {
    const factor = await ownedFactor(userId, factorId);
    if (!settings.mfa.totpVerify) {
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    }
    return factor;
  }

  /** The client address a challenge is bound to (GoTrue's utilities.GetIPAddress). */
  const ipOf = (c: Context) => clientAddress(c.req.raw.headers, false) ?? '127.0.0.1';

  /** GoTrue's per-IP limit of challenge and verify, applied once the factor is loaded. */
  function limit(c: Context, limiter: Limiter) {
    if (!limiter.take(ipOf(c))) throw overRequestRateLimit();
  }

  const challengeExpired = (id: string) =>
    unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${id} has expired, verify against another challenge or create a new challenge.`,
    );

  app.post('/factors', async (c) => {
    const { user, aal } = await signedIn(c);
    const { friendly_name: friendlyName, issuer } = parseInput(input.enrollFactor, await readBody(c));
    if (!settings.mfa.totpEnroll) throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    // GoTrue's validateFactors.
    await deleteExpiredFactors(sql);
    const factors = await userFactors(sql, user.id);
    if (friendlyName && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= settings.mfa.maxEnrolledFactors || verified >= settings.mfa.maxEnrolledFactors) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && aal !== 'aal2') throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');

    const key = newTotpKey(issuer || new URL(settings.siteUrl).host, user.email ?? '');
    const factor = await insertTotpFactor(sql, user.id, friendlyName, key.secret);
    return c.json({
      id: factor.id,
      type: 'totp',
      ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
      totp: { qr_code: qrCodeSvg(key.uri), secret: key.secret, uri: key.uri },
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const { user } = await signedIn(c);
    const factor = await verifiableFactor(user.id, c.req.param('factorId'));
    limit(c, limiters.mfaChallenge);
    const challenge = await sql.begin((tx) => createChallenge(tx, factor.id, ipOf(c)));
    return c.json({ id: challenge.id, type: factor.factor_type, expires_at: challengeExpiresAt(challenge) });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const { user, sessionId } = await signedIn(c);
    const factor = await verifiableFactor(user.id, c.req.param('factorId'));
    limit(c, limiters.mfaVerify);
    if (totpAttempts.factorLocked(factor.id)) throw overRequestRateLimit();
    const { challenge_id: challengeId, code } = parseInput(input.verifyFactor, await readBody(c));
    const challenge = challengeId ? await findChallenge(sql, factor.id, challengeId) : null;
    if (!challenge) {
      if (challengeId && totpAttempts.challengeSpent(challengeId)) throw challengeExpired(challengeId);
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verified_at || challenge.ip_address !== ipOf(c)) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challengeExpiresAt(challenge) * 1000 < Date.now()) {
      await sql`delete from auth.mfa_challenges where id = ${challenge.id}`;
      throw challengeExpired(challenge.id);
    }
    const step = totpCodeStep(factor.secret ?? '', code);
    // A code already accepted (this step or a later one) counts as a wrong code.
    if (step === null || !totpAttempts.claimStep(factor.id, step)) {
      if (totpAttempts.recordFailure(factor.id, challenge.id)) {
        await sql`delete from auth.mfa_challenges where id = ${challenge.id}`;
      }
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }
    totpAttempts.succeeded(factor.id, challenge.id);
    const session = await sql.begin(async (tx) => {
      await tx`update auth.mfa_challenges set verified_at = now() where id = ${challenge.id}`;
      if (factor.status !== 'verified') {
        await tx`update auth.mfa_factors set status = 'verified', updated_at = now() where id = ${factor.id}`;
      }
      // GoTrue's DeleteUnverifiedFactors: the other half-finished enrolments of this type go.
      await tx`
        delete from auth.mfa_factors
         where user_id = ${user.id} and factor_type = ${factor.factor_type}::auth.factor_type and status = 'unverified'
      `;
      return upgradeSessionToAal2(tx, settings.tokens, user.id, sessionId, factor.id);
    });
    return c.json(session);
  });

  app.delete('/factors/:factorId', async (c) => {
    const { user, aal } = await signedIn(c);
    const factor = await ownedFactor(user.id, c.req.param('factorId'));
    if (factor.status === 'verified' && aal !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await sql.begin(async (tx) => {
      await downgradeSessionsOfFactor(tx, factor.id, factor.factor_type);
      await tx`delete from auth.mfa_factors where id = ${factor.id}`;
    });
    return c.json({ id: factor.id });
  });

  return app;
}
