import { Hono } from 'hono';
import { requestInfo } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { guard } from '../guard.ts';
import { emailAddress, parseInput, readBody } from '../input.ts';
import { redeemOneTimeToken, tokenHash } from '../one-time-tokens.ts';
import { redirectTarget } from '../redirects.ts';
import { issueSession } from '../sessions.ts';

/** `POST /verify` (a token hash or a typed code) and `GET /verify` (the link in an email): a session. */
export function verifyRoutes(context: AuthContext): Hono {
  const { sql, settings, input, limiters } = context;
  const app = new Hono();

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const { admin } = await guard(context, c, body, limiters.verify, { captcha: false });
    const { type, token_hash, token, email: typedFor } = parseInput(input.verify, body);
    const email = token_hash ? undefined : parseInput(emailAddress, typedFor);
    const session = await sql.begin(async (tx) => {
      const user = await redeemOneTimeToken(tx, {
        type,
        hash: token_hash ?? tokenHash(email!, token!),
        email,
        expirySeconds: settings.otpExpiry,
        failureMessage: 'Token has expired or is invalid',
      });
      return issueSession(tx, settings.tokens, user, 'otp', requestInfo(c, admin));
    });
    return c.json(session);
  });

  app.get('/verify', async (c) => {
    await guard(context, c, {}, limiters.verify, { captcha: false });
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to'));
    const { token, type } = parseInput(input.verifyLink, c.req.query());
    const target = new URL(redirectTo);
    try {
      const session = await sql.begin(async (tx) => {
        const user = await redeemOneTimeToken(tx, {
          type,
          hash: token,
          expirySeconds: settings.otpExpiry,
          failureMessage: 'Email link is invalid or has expired',
        });
        return issueSession(tx, settings.tokens, user, 'otp', requestInfo(c));
      });
      target.hash = new URLSearchParams({
        access_token: session.access_token,
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: session.refresh_token,
        token_type: session.token_type,
        type,
      }).toString();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      target.search = '';
      target.hash = new URLSearchParams({
        error: error.status === 403 ? 'access_denied' : 'invalid_request',
        error_code: error.errorCode,
        error_description: error.message,
      }).toString();
    }
    return c.redirect(target.toString(), 303);
  });

  return app;
}
