// Conformance: /admin/users through supabase-js's auth.admin with the service_role key.
import { describe, expect, it } from 'vitest';
import { captchaToken, uniqueEmail, useAuthStack } from './harness.ts';

const stack = useAuthStack();
const PASSWORD = 'Pengurus#2026';

describe('admin users API', () => {
  it('createUser makes a confirmed user who can sign in, with the rows GoTrue writes', async () => {
    const email = uniqueEmail('admin-buat');
    const { data, error } = await stack.admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Budi Santoso' },
      app_metadata: { simk_role: 'PENGURUS_DPC' },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'], simk_role: 'PENGURUS_DPC' },
      user_metadata: { full_name: 'Budi Santoso', email_verified: true },
    });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect(data.user!.identities).toEqual([expect.objectContaining({ provider: 'email', id: data.user!.id })]);

    const [row] = await stack.db.sql`
      select u.instance_id::text, u.encrypted_password, u.confirmation_token, u.recovery_token,
             i.provider, i.provider_id, i.identity_data ->> 'email' as identity_email
        from auth.users u join auth.identities i on i.user_id = u.id where u.id = ${data.user!.id}`;
    expect(row).toMatchObject({
      instance_id: '00000000-0000-0000-0000-000000000000',
      confirmation_token: '',
      recovery_token: '',
      provider: 'email',
      provider_id: data.user!.id,
      identity_email: email,
    });
    expect(row!.encrypted_password).toMatch(/^\$2a\$10\$/);

    const signIn = await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(signIn.error).toBeNull();
    // app_metadata reaches the access token's claims.
    const claims = JSON.parse(Buffer.from(signIn.data.session!.access_token.split('.')[1]!, 'base64url').toString());
    expect(claims.app_metadata).toEqual({ provider: 'email', providers: ['email'], simk_role: 'PENGURUS_DPC' });
  });

  it('createUser without email_confirm leaves the address unconfirmed and sends nothing', async () => {
    const email = uniqueEmail('admin-belum');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: PASSWORD });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(await stack.mailCount(email)).toBe(0);
    const { error } = await stack
      .anon()
      .auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    expect(error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('createUser refuses a taken address with email_exists', async () => {
    const email = uniqueEmail('admin-ganda');
    await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await stack
      .admin()
      .auth.admin.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(data.user).toBeNull();
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });

  it('getUserById returns the user, and 404 user_not_found for an unknown id', async () => {
    const email = uniqueEmail('admin-ambil');
    const created = await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const { data, error } = await stack.admin().auth.admin.getUserById(created.data.user!.id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: created.data.user!.id, email });

    const missing = await stack.admin().auth.admin.getUserById('00000000-0000-4000-8000-000000000000');
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  it('updateUserById merges metadata, changes the password and ends the sessions', async () => {
    const email = uniqueEmail('admin-ubah');
    const created = await stack.admin().auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { full_name: 'Nama Lama', city: 'Bandung' },
    });
    const id = created.data.user!.id;
    const session = (
      await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })
    ).data.session!;

    const { data, error } = await stack.admin().auth.admin.updateUserById(id, {
      password: 'GantiOlehAdmin#1',
      user_metadata: { full_name: 'Nama Baru', city: null },
      app_metadata: { simk_role: 'ANGGOTA' },
    });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ full_name: 'Nama Baru' });
    expect(data.user!.user_metadata).not.toHaveProperty('city');
    expect(data.user!.app_metadata).toMatchObject({ provider: 'email', simk_role: 'ANGGOTA' });

    expect((await stack.anon().auth.refreshSession({ refresh_token: session.refresh_token })).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: 'GantiOlehAdmin#1', options: { captchaToken } }))
        .error,
    ).toBeNull();
  });

  it('updateUserById bans with a Go duration and lifts the ban with "none"', async () => {
    const email = uniqueEmail('admin-larang');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const banned = await stack.admin().auth.admin.updateUserById(data.user!.id, { ban_duration: '24h' });
    expect(new Date(banned.data.user!.banned_until!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toMatchObject({
      code: 'user_banned',
    });
    const lifted = await stack.admin().auth.admin.updateUserById(data.user!.id, { ban_duration: 'none' });
    expect(lifted.data.user!.banned_until).toBeUndefined();
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toBeNull();
  });

  it('updateUserById changes the email directly and can confirm it', async () => {
    const email = uniqueEmail('admin-surel');
    const next = uniqueEmail('admin-surel-baru');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: PASSWORD });
    const updated = await stack.admin().auth.admin.updateUserById(data.user!.id, { email: next, email_confirm: true });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({ email: next });
    expect(updated.data.user!.email_confirmed_at).toBeDefined();
    expect(
      (await stack.anon().auth.signInWithPassword({ email: next, password: PASSWORD, options: { captchaToken } }))
        .error,
    ).toBeNull();
  });

  it('deleteUser removes the user with its identities and sessions', async () => {
    const email = uniqueEmail('admin-hapus');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } });
    const { error } = await stack.admin().auth.admin.deleteUser(data.user!.id);
    expect(error).toBeNull();
    expect((await stack.admin().auth.admin.getUserById(data.user!.id)).error).toMatchObject({ code: 'user_not_found' });
    const [counts] = await stack.db.sql`
      select (select count(*)::int from auth.identities where user_id = ${data.user!.id}) as identities,
             (select count(*)::int from auth.sessions where user_id = ${data.user!.id}) as sessions,
             (select count(*)::int from auth.refresh_tokens where user_id = ${data.user!.id}) as tokens`;
    expect(counts).toEqual({ identities: 0, sessions: 0, tokens: 0 });
    expect(
      (await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })).error,
    ).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('deleteUser with shouldSoftDelete keeps the row but frees the address', async () => {
    const email = uniqueEmail('admin-lunak');
    const { data } = await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect((await stack.admin().auth.admin.deleteUser(data.user!.id, true)).error).toBeNull();
    const [row] = await stack.db.sql`select email, deleted_at from auth.users where id = ${data.user!.id}`;
    expect(row!.email).toBeNull();
    expect(row!.deleted_at).not.toBeNull();
    expect((await stack.admin().auth.admin.createUser({ email, password: PASSWORD })).error).toBeNull();
  });

  it('listUsers paginates newest first with X-Total-Count and Link, as supabase-js reads them', async () => {
    const [{ before }] = (await stack.db.sql`select count(*)::int as before from auth.users`) as unknown as [
      { before: number },
    ];
    const created: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { data } = await stack
        .admin()
        .auth.admin.createUser({ email: uniqueEmail(`daftar${i}`), password: PASSWORD });
      created.push(data.user!.email!);
    }
    const total = before + 3;
    const { data, error } = await stack.admin().auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users.map((user) => user.email)).toEqual([created[2], created[1]]);
    // (supabase-js reads only the first digit of page numbers in Link, so lastPage is checked raw below.)
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2 });

    const response = await fetch(`${stack.issuer}/admin/users?page=2&per_page=2`, {
      headers: { authorization: `Bearer ${stack.keys.serviceRoleKey}`, apikey: stack.keys.serviceRoleKey },
    });
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toContain(
      `</admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const page2 = (await response.json()) as { users: Array<{ email: string }> };
    expect(page2.users[0]!.email).toBe(created[0]);
  });

  it('requires the service_role key: no token → 401, anon key or a user token → 403 not_admin', async () => {
    const noToken = await fetch(`${stack.issuer}/admin/users`, { headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(noToken.status).toBe(401);
    expect(((await noToken.json()) as { code: string }).code).toBe('no_authorization');

    const withAnon = await stack.anon().auth.admin.listUsers();
    expect(withAnon.error).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' });

    const email = uniqueEmail('bukan-admin');
    await stack.admin().auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const session = (
      await stack.anon().auth.signInWithPassword({ email, password: PASSWORD, options: { captchaToken } })
    ).data.session!;
    const asUser = await fetch(`${stack.issuer}/admin/users`, {
      headers: { authorization: `Bearer ${session.access_token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(asUser.status).toBe(403);
    expect(((await asUser.json()) as { code: string }).code).toBe('not_admin');
  });
});
