import { Hono } from 'hono';
import type { AuthContext } from './context.ts';
import { speakGoTrueHttp } from './http.ts';
import { inputSchemas } from './input.ts';
import { createOutbox } from './outbox.ts';
import { RateLimiter, TokenBucket } from './protection.ts';
import { adminRoutes } from './routes/admin.ts';
import { discoveryRoutes } from './routes/discovery.ts';
import { factorRoutes } from './routes/factors.ts';
import { recoverRoutes } from './routes/recover.ts';
import { signupRoutes } from './routes/signup.ts';
import { tokenRoutes } from './routes/token.ts';
import { userRoutes } from './routes/user.ts';
import { verifyRoutes } from './routes/verify.ts';
import { resolveSettings, type AuthServiceOptions } from './settings.ts';
import { TotpAttempts } from './totp-attempts.ts';

/** GoTrue's burst for the MFA limiters (`SetBurst(30)` in internal/api/options.go). */
const MFA_BURST = 30;

/**
 * The local auth server: GoTrue's HTTP protocol (the endpoints SIMK uses) on top of GoTrue's own
 * tables. The gateway mounts it at `/auth/v1`, so the paths here are the ones GoTrue serves.
 * Decision 0017 maps the modules.
 */
export function createAuthService(options: AuthServiceOptions): Hono {
  const settings = resolveSettings(options);
  const context: AuthContext = {
    sql: options.sql,
    settings,
    input: inputSchemas(settings.passwordPolicy),
    outbox: createOutbox(settings, options.mailer),
    limiters: {
      token: new RateLimiter(settings.rateLimits.tokenRefresh),
      signInSignUps: new RateLimiter(settings.rateLimits.signInSignUps),
      verify: new RateLimiter(settings.rateLimits.tokenVerifications),
      mfaChallenge: new TokenBucket(settings.mfa.challengeAndVerifyPerMinute, MFA_BURST),
      mfaVerify: new TokenBucket(settings.mfa.challengeAndVerifyPerMinute, MFA_BURST),
    },
    totpAttempts: new TotpAttempts({
      maxChallengeFailures: settings.mfa.maxChallengeFailures,
      maxFactorFailures: settings.mfa.maxFactorFailures,
      factorFailureWindowMs: settings.mfa.factorFailureWindowSeconds * 1000,
    }),
  };

  const app = new Hono();
  speakGoTrueHttp(app, settings);
  for (const routes of [
    discoveryRoutes,
    tokenRoutes,
    signupRoutes,
    recoverRoutes,
    verifyRoutes,
    userRoutes,
    factorRoutes,
  ]) {
    app.route('/', routes(context));
  }
  app.route('/', adminRoutes(context));
  return app;
}
