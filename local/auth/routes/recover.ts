import { Hono } from 'hono';
import type { AuthContext } from '../context.ts';
import { guard } from '../guard.ts';
import { parseInput, readBody } from '../input.ts';
import { redirectTarget } from '../redirects.ts';
import { findUser } from '../store.ts';

/** `POST /recover`: mails a password-recovery link and code. */
export function recoverRoutes(context: AuthContext): Hono {
  const { sql, settings, input, outbox, limiters } = context;
  const app = new Hono();

  app.post('/recover', async (c) => {
    const body = await readBody(c);
    await guard(context, c, body, limiters.signInSignUps, { captcha: true });
    const { email, redirect_to } = parseInput(input.recover, body);
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to') ?? redirect_to);
    await sql.begin(async (tx) => {
      const user = await findUser(tx, { email }, { forUpdate: true });
      if (!user) return; // same answer whether or not the account exists
      await outbox.send(tx, 'recovery', user, email, redirectTo);
    });
    return c.json({});
  });

  return app;
}
