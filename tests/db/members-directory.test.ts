import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { demoActors, type Actor, type DemoActors } from './support/actors.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';

const db = useTestDatabase();
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

function as<T>(actor: Actor, work: (tx: postgres.TransactionSql) => Promise<T>) {
  return asCaller(db.sql, actor.caller, work);
}

describe('private.search_text', () => {
  it('lower-cases and removes accents, and is immutable (usable in an index)', async () => {
    const [row] = await db.sql`
      select private.search_text('Sîti NÜRHALIZÁ') as text,
             (select provolatile from pg_proc where oid = 'private.search_text(text)'::regprocedure) as volatility`;
    expect(row).toEqual({ text: 'siti nurhaliza', volatility: 'i' });
  });

  it('backs a trigram index that a name search uses', async () => {
    const plan = await db.sql.begin(async (tx) => {
      await tx`set local enable_seqscan = off`;
      return tx.unsafe(`explain select 1 from public.members where 'santoso' operator(extensions.<%) search_name`);
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('members_search_name_trgm_idx');
  });
});

describe('public.search_members', () => {
  it('returns only rows the caller may see, with the total', async () => {
    const rows = await as(actors.dpcBandung, (tx) => tx`select * from public.search_members(null, null, 100, 0)`);
    const [expected] = await db.sql`
      select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3273'`;
    expectEvery(rows, (r) => r.organization_code === '3273');
    expect(Number(rows[0]?.total_count)).toBe(expected?.n);
  });

  it('gives a member without officer scope only their own row', async () => {
    const rows = await as(actors.anggota, (tx) => tx`select nap from public.search_members(null, null, 100, 0)`);
    expect(rows.map((r) => r.nap)).toEqual(['327319000001']);
  });

  it('gives anon nothing at all', async () => {
    await expect(as(actors.anon, (tx) => tx`select * from public.search_members()`)).rejects.toMatchObject({
      code: '42501',
    });
  });

  it('searches NAP prefixes and names, typo-tolerant, best match first', async () => {
    const byNap = await as(
      actors.superadmin,
      (tx) => tx`select nap from public.search_members('3273-19-0000', null, 5, 0)`,
    );
    expectEvery(byNap, (r) => String(r.nap).startsWith('3273190000'));
    const typo = await as(
      actors.dpcBandung,
      (tx) => tx`select full_name from public.search_members('nurhalisa', null, 5, 0)`,
    );
    expect(typo[0]?.full_name).toBe('Siti Nurhaliza, A.Md.AK.');
  });

  it('treats LIKE wildcards in the search as text', async () => {
    const rows = await as(actors.superadmin, (tx) => tx`select * from public.search_members('%_%', null, 5, 0)`);
    expect(rows).toEqual([]);
  });

  it('refuses a page size above 100', async () => {
    await expect(
      as(actors.superadmin, (tx) => tx`select * from public.search_members(null, null, 101, 0)`),
    ).rejects.toMatchObject({ code: '22023' });
  });
});

describe('public.find_member_duplicates', () => {
  it('reports registered NAPs, emails (any case) and STR numbers anywhere, to officers who may add members', async () => {
    const [other] = await db.sql<{ email: string; str_number: string }[]>`
      select m.email, m.str_number from public.members m join public.organizations o on o.id = m.organization_id
      where o.bps_code = '3578' and m.str_number is not null limit 1`;
    const rows = await as(
      actors.dpcBandung,
      (tx) => tx`select field, value from public.find_member_duplicates(
        array['327319000001', '999999999999'], array[${other!.email.toUpperCase()}], array[${other!.str_number}, 'none'])
        order by field`,
    );
    expect(rows).toEqual([
      { field: 'email', value: other!.email.toLowerCase() },
      { field: 'nap', value: '327319000001' },
      { field: 'strNumber', value: other!.str_number },
    ]);
    await expect(
      as(actors.anggota, (tx) => tx`select * from public.find_member_duplicates('{}', '{}', '{}')`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('public.dashboard_badges', () => {
  it('counts pending applications and transfers the caller can decide, and their unread notifications', async () => {
    const [badges] = await as(actors.dpcBandung, (tx) => tx`select public.dashboard_badges() as b`);
    const [expected] = await db.sql`
      select
        (select count(*)::int from public.members m join public.organizations o on o.id = m.organization_id
          where o.bps_code = '3273' and m.membership_status = 'PENDING') as pending,
        (select count(*)::int from public.transfer_requests r
          join public.organizations oo on oo.id = r.origin_organization_id
          join public.organizations t on t.id = r.target_organization_id
          where (r.status = 'pending' and oo.bps_code = '3273') or (r.status = 'processing' and t.bps_code = '3273')) as transfers,
        (select count(*)::int from public.notifications n where n.user_id = ${actors.dpcBandung.userId} and n.read_at is null)
          as unread`;
    expect(badges?.b).toEqual({
      pendingVerifications: expected?.pending,
      pendingTransferApprovals: expected?.transfers,
      unreadNotifications: expected?.unread,
    });
    const [member] = await as(actors.anggota, (tx) => tx`select public.dashboard_badges() as b`);
    expect(member?.b).toMatchObject({ pendingVerifications: 0, pendingTransferApprovals: 0 });
  });
});

describe('members.export', () => {
  it('is granted to DPC officers (their chapter) and not to members', async () => {
    const [row] = await as(actors.dpcBandung, (tx) => tx`select private.has_permission('members.export') as officer`);
    const [member] = await as(actors.anggota, (tx) => tx`select private.has_permission('members.export') as m`);
    expect(row?.officer).toBe(true);
    expect(member?.m).toBe(false);
  });
});

describe('members.search_name', () => {
  it('follows full_name (generated, stored) and cannot be written', async () => {
    const [row] = await db.sql`
      update public.members set full_name = 'Ádé Çahyadi' where nap = '327319000001' returning search_name`;
    expect(row?.search_name).toBe('ade cahyadi');
    await db.sql`update public.members set full_name = 'Siti Nurhaliza, A.Md.AK.' where nap = '327319000001'`;
    await expect(db.sql`update public.members set search_name = 'x' where nap = '327319000001'`).rejects.toMatchObject({
      code: '428C9',
    });
  });
});

describe('search helpers that run without RLS', () => {
  it('member_name_matches returns only ids within the caller’s scope', async () => {
    const ids = await as(actors.dpcBandung, (tx) => tx`select id from private.member_name_matches('siti', 'siti%')`);
    const visible = await as(
      actors.dpcBandung,
      (tx) =>
        tx`select id from public.members where search_name like '%siti%' or 'siti' operator(extensions.<%) search_name`,
    );
    expect(ids.map((r) => r.id).sort()).toEqual(visible.map((r) => r.id).sort());
    const none = await as(actors.anggota, (tx) => tx`select id from private.member_name_matches('siti', 'siti%')`);
    expect(none.map((r) => r.id)).toEqual(
      (await db.sql`select id from public.members where nap = '327319000001'`).map((r) => r.id),
    );
  });

  it('member_page pages and counts exactly what RLS lets the caller see', async () => {
    for (const actor of [actors.dpcBandung, actors.dpwJabar, actors.superadmin, actors.anggota]) {
      const [row] = await as(
        actor,
        (tx) => tx`select (select max(total) from private.member_page(null, null, 10, 0)) as fast,
                          (select count(*) from public.members) as rls,
                          coalesce((select max(total) from private.member_page(null, 'PENDING', 10, 0)), 0) as fast_pending,
                          (select count(*) from public.members where membership_status = 'PENDING') as rls_pending`,
      );
      expect(row?.fast, actor.name).toBe(row?.rls);
      expect(Number(row?.fast_pending), actor.name).toBe(Number(row?.rls_pending));
    }
    const page = await as(
      actors.dpcBandung,
      (tx) => tx`select id, ordinal from private.member_page(null, null, 5, 10)`,
    );
    const expected = await as(
      actors.dpcBandung,
      (tx) => tx`select id from public.members order by full_name, id limit 5 offset 10`,
    );
    expect(page.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(page.map((r) => Number(r.ordinal))).toEqual([11, 12, 13, 14, 15]);
  });
});

describe('private.member_search', () => {
  it('follows members on insert, rename, transfer, status change and delete', async () => {
    const [row] = await db.sql<{ id: string }[]>`
      insert into public.members (full_name, organization_id, origin_organization_id)
      select 'Ñoño Proyeksi', id, id from public.organizations where bps_code = '3273' returning id`;
    const projection = () =>
      db.sql`select s.search_name, s.membership_status, o.bps_code from private.member_search s
             join public.organizations o on o.id = s.organization_id where s.member_id = ${row!.id}`;
    expect(await projection()).toEqual([
      { search_name: 'nono proyeksi', membership_status: 'PENDING', bps_code: '3273' },
    ]);
    await db.sql`update public.members set full_name = 'Ana Proyeksi', membership_status = 'ACTIVE',
                   organization_id = (select id from public.organizations where bps_code = '3578')
                 where id = ${row!.id}`;
    expect(await projection()).toEqual([
      { search_name: 'ana proyeksi', membership_status: 'ACTIVE', bps_code: '3578' },
    ]);
    await db.sql`delete from public.members where id = ${row!.id}`;
    expect(await projection()).toEqual([]);
  });

  it('holds exactly one row per member', async () => {
    const [row] = await db.sql`
      select (select count(*) from public.members)::int as members, (select count(*) from private.member_search)::int as rows,
             (select count(*) from public.members m join private.member_search s on s.member_id = m.id
               where s.search_name = m.search_name and s.organization_id = m.organization_id
                 and s.membership_status = m.membership_status)::int as matching`;
    expect(row?.rows).toBe(row?.members);
    expect(row?.matching).toBe(row?.members);
  });

  it('is not readable by API roles', async () => {
    await expect(as(actors.superadmin, (tx) => tx`select * from private.member_search limit 1`)).rejects.toMatchObject({
      code: '42501',
    });
  });
});
