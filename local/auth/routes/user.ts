import { Hono } from 'hono';
import { authenticate } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { unauthorized, unprocessable } from '../errors.ts';
import { parseInput, readBody } from '../input.ts';
import { redirectTarget } from '../redirects.ts';
import { logout } from '../sessions.ts';
import { findUser, jsonb, mergeMetadata, passwordMatches, setPassword, userJson } from '../store.ts';

/** The signed-in user's own endpoints: `GET /user`, `PUT /user` and `POST /logout`. */
export function userRoutes(context: AuthContext): Hono {
  const { sql, settings, input, outbox } = context;
  const app = new Hono();

  app.get('/user', async (c) => c.json(userJson((await authenticate(context, c)).user)));

  app.put('/user', async (c) => {
    const { user, sessionId, aal } = await authenticate(context, c);
    const { data, password, email } = parseInput(input.userUpdate, await readBody(c));
    const redirectTo = redirectTarget(settings, c.req.query('redirect_to'));
    const changesEmail = email !== undefined && email !== user.email;
    // GoTrue's UserUpdate: with a verified factor, the password and the email change only at aal2.
    if ((password || changesEmail) && user.factors.some((f) => f.status === 'verified') && aal !== 'aal2') {
      throw unauthorized(
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    const updated = await sql.begin(async (tx) => {
      const current = (await findUser(tx, { id: user.id }, { forUpdate: true }))!;
      if (data) {
        const merged = mergeMetadata(current.raw_user_meta_data, data);
        await tx`update auth.users set raw_user_meta_data = ${jsonb(tx, merged)}, updated_at = now() where id = ${user.id}`;
      }
      if (password !== undefined) {
        if (current.encrypted_password && (await passwordMatches(tx, user.id, password))) {
          throw unprocessable('same_password', 'New password should be different from the old password.');
        }
        await setPassword(tx, user.id, password);
        // A new password ends every other session (GoTrue's User.UpdatePassword).
        await logout(tx, user.id, sessionId, sessionId ? 'others' : 'global');
      }
      if (email !== undefined && email !== current.email) {
        const taken = await findUser(tx, { email });
        if (taken && taken.id !== user.id) {
          throw unprocessable('email_exists', 'A user with this email address has already been registered');
        }
        // Permanent users always confirm a new address, even with autoconfirm (GoTrue's UserUpdate):
        // nothing changes until the link or code of the email_change email comes back.
        await outbox.sendEmailChange(tx, current, email, redirectTo);
      }
      return (await findUser(tx, { id: user.id }))!;
    });
    return c.json(userJson(updated));
  });

  app.post('/logout', async (c) => {
    const { scope } = parseInput(input.logout, { scope: c.req.query('scope') });
    const { user, sessionId } = await authenticate(context, c);
    await logout(sql, user.id, sessionId, scope);
    return c.body(null, 204);
  });

  return app;
}
