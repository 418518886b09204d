import { Hono } from 'hono';
import { requestInfo } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { unprocessable } from '../errors.ts';
import { guard } from '../guard.ts';
import { parseInput, readBody } from '../input.ts';
import { redirectTarget } from '../redirects.ts';
import { issueSession } from '../sessions.ts';
import { confirmEmail, findUser, insertUser, spendPasswordCheck, userJson } from '../store.ts';

/** `POST /signup` and `POST /resend` (the confirmation email again, or the email-change one). */
export function signupRoutes(context: AuthContext): Hono {
  const { sql, settings, input, outbox, limiters } = context;
  const app = new Hono();

  app.post('/signup', async (c) => {
    if (settings.disableSignup) throw unprocessable('signup_disabled', 'Signups not allowed for this instance');
    const body = await readBody(c);
    const { admin } = await guard(context, c, body, limiters.signInSignUps, { captcha: true });
    const { email, password, data = {}, redirect_to } = parseInput(input.signup, body);
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to') ?? redirect_to);

    const outcome = await sql.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(hashtext(${`auth.signup:${email}`}))`;
      const existing = await findUser(tx, { email }, { forUpdate: true });
      // A new user's password is hashed below; an existing one's costs the same, so that the
      // answer's timing does not tell whether the email has an account (decision 0011).
      if (existing) await spendPasswordCheck(tx, password);
      if (existing?.email_confirmed_at) return { repeated: true as const };
      // An unconfirmed account is left as it is ("we can't be sure of their claimed identity");
      // only the confirmation email is sent again.
      const user =
        existing ?? (await findUser(tx, { id: await insertUser(tx, { email, password, userMetadata: data }) }))!;
      if (settings.autoconfirm) {
        await confirmEmail(tx, user);
        const confirmed = (await findUser(tx, { id: user.id }))!;
        return { session: await issueSession(tx, settings.tokens, confirmed, 'password', requestInfo(c, admin)) };
      }
      await outbox.send(tx, 'confirmation', user, user.email!, redirectTo);
      return { user: userJson((await findUser(tx, { id: user.id }))!) };
    });
    if ('repeated' in outcome) {
      if (settings.autoconfirm) throw unprocessable('user_already_exists', 'User already registered');
      // Same answer as a new signup, so that signup does not reveal who has an account.
      const now = new Date().toISOString();
      return c.json({
        id: crypto.randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      });
    }
    return c.json('session' in outcome ? outcome.session : outcome.user);
  });

  app.post('/resend', async (c) => {
    const body = await readBody(c);
    await guard(context, c, body, limiters.signInSignUps, { captcha: true });
    const { type, email, options } = parseInput(input.resend, body);
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to') ?? options.email_redirect_to);
    await sql.begin(async (tx) => {
      if (type === 'signup') {
        const user = await findUser(tx, { email }, { forUpdate: true });
        if (!user || user.email_confirmed_at) return;
        await outbox.send(tx, 'confirmation', user, user.email!, redirectTo);
      } else {
        const [row] = await tx<
          { id: string }[]
        >`select id from auth.users where lower(email_change) = ${email} for update`;
        const user = row && (await findUser(tx, { id: row.id }));
        if (!user?.email_change) return;
        await outbox.sendEmailChange(tx, user, user.email_change, redirectTo);
      }
    });
    return c.json({});
  });

  return app;
}
