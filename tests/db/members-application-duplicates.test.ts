// Duplicates stopped at the door: an application that matches a NAP holder by email, phone or STR
// number is flagged (application_duplicates), never given a second NAP (verify_member and the
// unique indexes), and resolved by linking it to that member or by rejecting it.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, authenticated, demoActors, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

interface Holder {
  id: string;
  nap: string;
  email: string;
  phone: string;
  organization_id: string;
}

/** A legacy NAP holder of a DPC: no login, with email, phone and STR number. */
async function legacyHolder(bps: string, tag: string): Promise<Holder & { str: string }> {
  const [row] = await db.sql<(Holder & { str: string })[]>`
    insert into public.members (full_name, email, phone, str_number, organization_id, membership_status, nap, join_date, verified_at)
    select 'Agus Permadi ' || ${tag}, ${`agus.${tag}@contoh.id`}, '+62812' || lpad((abs(hashtext(${tag})) % 10000000)::text, 7, '0'),
           'STR-' || ${tag}, o.id, 'ACTIVE', o.bps_code || '18' || lpad((abs(hashtext(${tag})) % 900000 + 90000)::text, 6, '0'),
           date '2018-03-01', now()
    from public.organizations o where o.bps_code = ${bps}
    returning id, nap, email, phone, organization_id, str_number as str`;
  return row!;
}

/** A self-registration: a new login and its PENDING application, as the API creates them. */
async function application(
  bps: string,
  details: { email: string; phone?: string | null; str?: string | null },
): Promise<{ id: string; userId: string; actor: Actor }> {
  const [user] = await db.sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${details.email}, 'authenticated', 'authenticated')
    returning id`;
  const [member] = await db.sql<{ id: string }[]>`
    insert into public.members (user_id, full_name, email, phone, str_number, organization_id)
    select ${user!.id}, 'Agus Permadi', ${details.email}, ${details.phone ?? null}, ${details.str ?? null}, o.id
    from public.organizations o where o.bps_code = ${bps}
    returning id`;
  return { id: member!.id, userId: user!.id, actor: authenticated('applicant', user!.id, details.email) };
}

const duplicatesAs = (actor: Actor, id: string) =>
  as(db.sql, actor, (tx) => tx`select * from application_duplicates(${id})`);

describe('application_duplicates', () => {
  it('flags a match on email (any case), phone or STR number (any punctuation), naming what matched', async () => {
    const holder = await legacyHolder('3273', 'a1');
    const byEmail = await application('3273', { email: holder.email.toUpperCase() });
    const byPhone = await application('3273', { email: 'lain.a1@contoh.id', phone: holder.phone });
    const bySTR = await application('3273', { email: 'lain2.a1@contoh.id', str: ` str.${holder.str.slice(4)} ` });
    const unrelated = await application('3273', { email: 'orang.lain@contoh.id' });

    for (const [app, field] of [
      [byEmail, 'email'],
      [byPhone, 'phone'],
      [bySTR, 'str_number'],
    ] as const) {
      const rows = await duplicatesAs(actors.dpcBandung, app.id);
      expect(rows, field).toEqual([
        expect.objectContaining({
          member_id: holder.id,
          nap: holder.nap,
          email: holder.email,
          has_login: false,
          can_link: true,
          matched_on: [field],
        }),
      ]);
    }
    expect(await duplicatesAs(actors.dpcBandung, unrelated.id)).toEqual([]);
  });

  it('hides the contact details of a match outside the officer’s scope, and refuses other DPCs and members', async () => {
    const holder = await legacyHolder('3578', 'b1');
    const app = await application('3273', { email: holder.email });
    const [row] = await duplicatesAs(actors.dpcBandung, app.id);
    expect(row).toMatchObject({ nap: holder.nap, email: null, phone: null, str_number: null, can_link: false });
    expect(row!.organization_name).toMatch(/Surabaya/);
    for (const outsider of [actors.dpcSurabaya, actors.anggota, app.actor]) {
      expect(await sqlState(duplicatesAs(outsider, app.id)), outsider.name).toBe('42501');
    }
  });
});

describe('no second NAP', () => {
  it('verify_member refuses a flagged application and nothing changes', async () => {
    const holder = await legacyHolder('3273', 'c1');
    const app = await application('3273', { email: 'baru.c1@contoh.id', phone: holder.phone });
    expect(await sqlState(tryAs(db.sql, actors.dpcBandung, (tx) => tx`select verify_member(${app.id})`))).toBe('23505');
    const [after] = await db.sql`select membership_status, nap from public.members where id = ${app.id}`;
    expect(after).toEqual({ membership_status: 'PENDING', nap: null });
  });

  it('the database refuses a second NAP holder with the same email or phone, however it is written', async () => {
    const holder = await legacyHolder('3273', 'd1');
    for (const [column, value] of [
      ['email', holder.email.toUpperCase()],
      ['phone', holder.phone],
    ] as const) {
      const state = await sqlState(db.sql`
        insert into public.members (full_name, ${db.sql(column)}, organization_id, membership_status, nap, verified_at)
        values ('Kembaran', ${value}, ${holder.organization_id}, 'ACTIVE', '327318999999', now())`);
      expect(state, column).toBe('23505');
    }
  });

  it('the seed holds no two NAP holders with the same email, phone or STR number', async () => {
    const rows = await db.sql`
      select 'email' as field, lower(email) as value from public.members where nap is not null and email is not null
      group by 2 having count(*) > 1
      union all
      select 'phone', phone from public.members where nap is not null and phone is not null group by 2 having count(*) > 1
      union all
      select 'str', private.licence_key(str_number) from public.members
      where nap is not null and str_number is not null group by 2 having count(*) > 1`;
    expect(rows).toEqual([]);
  });
});

describe('link_application_to_member', () => {
  it('gives the NAP holder the applicant’s login and removes the application, with an audit trail', async () => {
    const holder = await legacyHolder('3273', 'e1');
    const app = await application('3273', { email: holder.email, phone: holder.phone });
    const [linked] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx`select id, nap, user_id from link_application_to_member(${app.id}, ${holder.id})`,
    );
    expect(linked).toEqual({ id: holder.id, nap: holder.nap, user_id: app.userId });
    expect(await db.sql`select 1 from public.members where id = ${app.id}`).toEqual([]);

    // The applicant now signs in as the NAP holder, and is told so.
    const own = await as(db.sql, app.actor, (tx) => tx`select nap from members where user_id = ${app.userId}`);
    expect(own).toEqual([{ nap: holder.nap }]);
    const notes = await as(db.sql, app.actor, (tx) => tx`select template, params from notifications`);
    expect(notes.map((n) => n.template)).toContain('application_linked');
    const audit = await db.sql`
      select action, entity_id from public.audit_logs where actor_id = ${actors.dpcBandung.userId} and action = 'members.link'
      order by id`;
    expect(audit).toEqual([
      { action: 'members.link', entity_id: app.id },
      { action: 'members.link', entity_id: holder.id },
    ]);
  });

  it('refuses a member that does not match, one that already has a login, and officers out of scope', async () => {
    const holder = await legacyHolder('3273', 'f1');
    const other = await legacyHolder('3273', 'f2');
    const app = await application('3273', { email: holder.email });
    const link = (actor: Actor, target: string) =>
      sqlState(tryAs(db.sql, actor, (tx) => tx`select link_application_to_member(${app.id}, ${target})`));
    expect(await link(actors.dpcBandung, other.id)).toBe('22023');
    expect(await link(actors.dpcSurabaya, holder.id)).toBe('42501');
    expect(await link(actors.anggota, holder.id)).toBe('42501');
    const [withLogin] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role) values (gen_random_uuid(), 'sudah.f1@contoh.id', 'authenticated', 'authenticated')
      returning id`;
    await db.sql`update public.members set user_id = ${withLogin!.id} where id = ${holder.id}`;
    expect(await link(actors.dpcBandung, holder.id)).toBe('23505');
    const [still] = await db.sql`select membership_status from public.members where id = ${app.id}`;
    expect(still).toEqual({ membership_status: 'PENDING' });
  });
});
