// The email of a member with a login is the sign-in email (decision 0042): it follows auth.users
// after the auth service's confirmed email change, and nobody writes it directly, neither the member
// nor an officer. A member without a login keeps an email an officer may correct.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { demoActors, sqlState, tryAs, type Actor, type DemoActors } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let anggotaMemberId: string;
let noLoginMemberId: string;

const setEmail = (actor: Actor, memberId: string, email: string) =>
  sqlState(tryAs(db.sql, actor, (tx) => tx`update public.members set email = ${email} where id = ${memberId}`));

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const [anggota] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = 'anggota@simk.test'`;
  anggotaMemberId = anggota!.id;
  const [noLogin] = await db.sql<{ id: string }[]>`
    select m.id from public.members m join public.organizations o on o.id = m.organization_id
     where o.bps_code = '3273' and m.user_id is null order by m.id limit 1`;
  noLoginMemberId = noLogin!.id;
});

describe('members.email of a member with a login', () => {
  it('is refused to the member and to an officer of the DPC (23514 members_login_email_follows_auth)', async () => {
    expect(await setEmail(actors.anggota, anggotaMemberId, 'diam.diam@contoh.id')).toBe('23514');
    expect(await setEmail(actors.dpcBandung, anggotaMemberId, 'diam.diam@contoh.id')).toBe('23514');
    const error = await tryAs(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`update public.members set email = 'lain@contoh.id' where id = ${anggotaMemberId}`,
    ).catch((caught: unknown) => caught);
    expect((error as { constraint_name?: string }).constraint_name).toBe('members_login_email_follows_auth');
    const [row] = await db.sql`select email from public.members where id = ${anggotaMemberId}`;
    expect(row).toEqual({ email: 'anggota@simk.test' });
  });

  it('stays writable by an officer for a member without a login', async () => {
    expect(await setEmail(actors.dpcBandung, noLoginMemberId, 'tanpa.login@contoh.id')).toBe('ok');
  });

  it('follows the login’s email once the auth service changes it, in the audit trail', async () => {
    await db.sql`update auth.users set email = 'anggota.baru@contoh.id' where email = 'anggota@simk.test'`;
    const [row] = await db.sql`select email from public.members where id = ${anggotaMemberId}`;
    expect(row).toEqual({ email: 'anggota.baru@contoh.id' });
    const audit = await db.sql`
      select after ->> 'email' as email from public.audit_logs
       where action = 'members.email_change' and entity_id = ${anggotaMemberId}`;
    expect(audit).toEqual([{ email: 'anggota.baru@contoh.id' }]);
    // Other columns of auth.users leave the member alone.
    await db.sql`update auth.users set raw_user_meta_data = '{}'::jsonb where email = 'anggota.baru@contoh.id'`;
    const [after] =
      await db.sql`select count(*)::int as n from public.audit_logs where action = 'members.email_change'`;
    expect(after).toEqual({ n: 1 });
  });
});
