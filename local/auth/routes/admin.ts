import { Hono } from 'hono';
import { requireAdmin } from '../callers.ts';
import type { AuthContext } from '../context.ts';
import { notFound, unprocessable } from '../errors.ts';
import { parseInput, readBody } from '../input.ts';
import { logout } from '../sessions.ts';
import {
  changeEmail,
  confirmEmail,
  findUser,
  insertUser,
  isUuid,
  jsonb,
  mergeMetadata,
  setPassword,
  userJson,
  type Db,
  type UserRow,
} from '../store.ts';

const emailExists = () => unprocessable('email_exists', 'A user with this email address has already been registered');

async function loadUser(db: Db, id: string, forUpdate = false): Promise<UserRow> {
  if (!isUuid(id)) throw notFound('validation_failed', 'user_id must be an UUID');
  const user = await findUser(db, { id }, { forUpdate });
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

/** `/admin/users`: GoTrue's user administration, for service_role credentials only. */
export function adminRoutes({ sql, settings, input }: AuthContext): Hono {
  const app = new Hono();

  app.use('/admin/*', async (c, next) => {
    await requireAdmin(settings.tokens, c);
    await next();
  });

  app.get('/admin/users', async (c) => {
    const { page, per_page: perPage, filter } = parseInput(input.userList, c.req.query());
    const where = filter
      ? sql`u.aud = 'authenticated' and (u.email ilike ${`%${filter}%`} or u.raw_user_meta_data ->> 'full_name' ilike ${`%${filter}%`})`
      : sql`u.aud = 'authenticated'`;
    const [{ count }] = (await sql`select count(*)::int as count from auth.users u where ${where}`) as unknown as [
      { count: number },
    ];
    const ids = await sql<{ id: string }[]>`
      select u.id from auth.users u where ${where}
       order by u.created_at desc, u.id desc limit ${perPage} offset ${(page - 1) * perPage}
    `;
    const users = await Promise.all(ids.map(async ({ id }) => userJson((await findUser(sql, { id }))!)));

    const totalPages = Math.max(1, Math.ceil(count / perPage));
    const link = (target: number) => {
      const query = new URLSearchParams(new URL(c.req.url).searchParams);
      query.set('page', String(target));
      query.set('per_page', String(perPage));
      query.sort();
      return `</admin/users?${query}>`;
    };
    const links = [...(page < totalPages ? [`${link(page + 1)}; rel="next"`] : []), `${link(totalPages)}; rel="last"`];
    c.header('x-total-count', String(count));
    c.header('link', links.join(', '));
    return c.json({ users, aud: 'authenticated' });
  });

  app.post('/admin/users', async (c) => {
    const body = parseInput(input.createUser, await readBody(c));
    const user = await sql.begin(async (tx) => {
      if (await findUser(tx, { email: body.email })) throw emailExists();
      const created = await insertUser(tx, {
        id: body.id,
        email: body.email,
        password: body.password,
        passwordHash: body.password_hash,
        emailConfirmed: body.email_confirm,
        userMetadata: body.user_metadata,
        appMetadata: body.app_metadata,
        role: body.role,
        bannedUntil: body.ban_duration,
      });
      return (await findUser(tx, { id: created }))!;
    });
    return c.json(userJson(user));
  });

  app.get('/admin/users/:id', async (c) => c.json(userJson(await loadUser(sql, c.req.param('id')))));

  app.put('/admin/users/:id', async (c) => {
    const body = await readBody(c);
    const user = await sql.begin(async (tx) => {
      const current = await loadUser(tx, c.req.param('id'), true);
      const update = parseInput(input.updateUser, body);
      if (update.email !== undefined && update.email !== current.email) {
        const taken = await findUser(tx, { email: update.email });
        if (taken && taken.id !== current.id) throw emailExists();
        await changeEmail(tx, current.id, update.email);
      }
      if (update.email_confirm) await confirmEmail(tx, current);
      if (update.password !== undefined) {
        await setPassword(tx, current.id, update.password);
        await logout(tx, current.id, null, 'global');
      }
      if (update.password_hash) {
        await tx`update auth.users set encrypted_password = ${update.password_hash}, updated_at = now() where id = ${current.id}`;
        await logout(tx, current.id, null, 'global');
      }
      if (update.user_metadata) {
        const merged = mergeMetadata(current.raw_user_meta_data, update.user_metadata);
        await tx`update auth.users set raw_user_meta_data = ${jsonb(tx, merged)} where id = ${current.id}`;
      }
      if (update.app_metadata) {
        const merged = mergeMetadata(current.raw_app_meta_data, update.app_metadata);
        await tx`update auth.users set raw_app_meta_data = ${jsonb(tx, merged)} where id = ${current.id}`;
      }
      if (update.role) await tx`update auth.users set role = ${update.role.trim()} where id = ${current.id}`;
      if (update.ban_duration !== undefined) {
        await tx`update auth.users set banned_until = ${update.ban_duration} where id = ${current.id}`;
      }
      await tx`update auth.users set updated_at = now() where id = ${current.id}`;
      return (await findUser(tx, { id: current.id }))!;
    });
    return c.json(userJson(user));
  });

  app.delete('/admin/users/:id', async (c) => {
    const { should_soft_delete } = parseInput(input.deleteUser, await readBody(c));
    await sql.begin(async (tx) => {
      const user = await loadUser(tx, c.req.param('id'), true);
      if (should_soft_delete) {
        await logout(tx, user.id, null, 'global');
        await tx`
          update auth.users
             set deleted_at = now(), email = null, phone = null, encrypted_password = '',
                 confirmation_token = '', recovery_token = '', email_change_token_new = '', email_change = '',
                 raw_user_meta_data = '{}'::jsonb, updated_at = now()
           where id = ${user.id}
        `;
        await tx`delete from auth.identities where user_id = ${user.id}`;
      } else {
        await tx`delete from auth.refresh_tokens where user_id = ${user.id}`;
        await tx`delete from auth.users where id = ${user.id}`;
      }
    });
    return c.json({});
  });

  return app;
}
