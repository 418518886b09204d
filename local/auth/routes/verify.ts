import { Hono } from 'hono';
import { requestInfo } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { AuthError } from '../errors.ts';
import { guard } from '../guard.ts';
import { emailAddress, parseInput, readBody } from '../input.ts';
import { redeemOneTimeToken, SINGLE_CONFIRMATION_ACCEPTED, tokenHash } from '../one-time-tokens.ts';
import { redirectTarget } from '../redirects.ts';
import { issueSession } from '../sessions.ts';

/** `POST /verify` (a token hash or a typed code) and `GET /verify` (the link in an email): a session. */
export function verifyRoutes(context: AuthContext): Hono {
  const { sql, settings, input, limiters } = context;
  const app = new Hono();
  const doubleConfirmEmailChange = settings.secureEmailChange && !settings.autoconfirm;

  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const { admin } = await guard(context, c, body, limiters.verify, { captcha: false });
    const { type, token_hash, token, email: typedFor } = parseInput(input.verify, body);
    const email = token_hash ? undefined : parseInput(emailAddress, typedFor);
    const session = await sql.begin(async (tx) => {
      const redeemed = await redeemOneTimeToken(tx, {
        type,
        hash: token_hash ?? tokenHash(email!, token!),
        email,
        expirySeconds: settings.otpExpiry,
        failureMessage: 'Token has expired or is invalid',
        doubleConfirmEmailChange,
      });
      if (!('user' in redeemed)) return null;
      return issueSession(tx, settings.tokens, redeemed.user, 'otp', requestInfo(c, admin));
    });
    if (!session) return c.json({ msg: SINGLE_CONFIRMATION_ACCEPTED, code: '200' });
    return c.json(session);
  });

  app.get('/verify', async (c) => {
    await guard(context, c, {}, limiters.verify, { captcha: false });
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to'));
    const { token, type } = parseInput(input.verifyLink, c.req.query());
    const target = new URL(redirectTo);
    try {
      const session = await sql.begin(async (tx) => {
        const redeemed = await redeemOneTimeToken(tx, {
          type,
          hash: token,
          expirySeconds: settings.otpExpiry,
          failureMessage: 'Email link is invalid or has expired',
          doubleConfirmEmailChange,
        });
        if (!('user' in redeemed)) return null;
        return issueSession(tx, settings.tokens, redeemed.user, 'otp', requestInfo(c));
      });
      // The first of two email change confirmations: a message, no session (GoTrue's prepRedirectURL).
      target.hash = new URLSearchParams(
        session
          ? {
              access_token: session.access_token,
              expires_at: String(session.expires_at),
              expires_in: String(session.expires_in),
              refresh_token: session.refresh_token,
              token_type: session.token_type,
              type,
            }
          : { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' },
      ).toString();
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
