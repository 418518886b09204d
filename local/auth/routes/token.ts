import { Hono } from 'hono';
import { requestInfo } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { guard } from '../guard.ts';
import { parseInput, readBody } from '../input.ts';
import { issueSession, refreshTokenGrant } from '../sessions.ts';
import { findUser, isBanned, passwordMatches, spendPasswordCheck } from '../store.ts';

/** `POST /token`: the password grant (sign-in) and the refresh-token grant. */
export function tokenRoutes(context: AuthContext): Hono {
  const { sql, settings, input, limiters } = context;
  const app = new Hono();

  app.post('/token', async (c) => {
    const body = await readBody(c);
    const grantType = parseInput(input.grantType, c.req.query('grant_type'));
    // Only the password grant needs the captcha (GoTrue's isIgnoreCaptchaRoute).
    const { admin } = await guard(context, c, body, limiters.token, {
      captcha: grantType === 'password',
      captchaFirst: true,
    });
    if (grantType === 'refresh_token') {
      const { refresh_token } = parseInput(input.refreshGrant, body);
      return c.json(await refreshTokenGrant(sql, settings.tokens, refresh_token, requestInfo(c, admin)));
    }

    const { email, password } = parseInput(input.passwordGrant, body);
    const invalid = () => badRequest('invalid_credentials', 'Invalid login credentials');
    const user = await findUser(sql, { email });
    if (!user || !user.encrypted_password) {
      // GoTrue answers an unknown email at once; here it costs a bcrypt, like a wrong password.
      await spendPasswordCheck(sql, password);
      throw invalid();
    }
    if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
    if (!(await passwordMatches(sql, user.id, password))) throw invalid();
    if (!user.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
    return c.json(await sql.begin((tx) => issueSession(tx, settings.tokens, user, 'password', requestInfo(c, admin))));
  });

  return app;
}
