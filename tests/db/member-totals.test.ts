// The register counted by chapter, status, type, month of joining and login (private.member_totals,
// issue 27 §5), and the statistics read from it: equal to counting the members, for every role and
// for a person who just signed up and was verified, on the seed and after a burst of sign-ups,
// verifications, status and type changes, transfers, a legacy member's first login, plain edits
// and deletions.
import { beforeAll, describe, expect, it } from 'vitest';
import { countedMemberStatistics, countedPublicStatistics } from '../support/counted-member-statistics.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, signUpInBandung, sqlState, tryAs } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let stranger: Actor;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const { actor, memberId } = await signUpInBandung(db.sql, 'baru.register@contoh.id', 'Baru Register');
  await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${memberId})`);
  stranger = actor;
});

/** Keys whose count differs between the totals and a fresh count of the register (none when equal). */
async function totalsAgainstCounting() {
  return db.sql<{ side: string; key: string; members: number }[]>`
    with kept as (
      select organization_id, membership_status, membership_type, joined_month, legacy, members
      from private.member_totals where members <> 0
    ), counted as (
      select organization_id, membership_status, membership_type, date_trunc('month', join_date)::date as joined_month,
             user_id is null as legacy, count(*) as members
      from public.members group by 1, 2, 3, 4, 5
    )
    select 'kept only' as side, concat_ws(' ', k.*) as key, k.members::int as members
    from (select * from kept except select * from counted) k
    union all
    select 'counted only', concat_ws(' ', c.*), c.members::int
    from (select * from counted except select * from kept) c`;
}

async function memberFiguresAndCounts(actor: Actor) {
  return as(db.sql, actor, async (tx) => {
    const [row] = await tx<{ figures: Record<string, unknown> }[]>`select public.member_statistics() as figures`;
    const [reference] = await countedMemberStatistics(tx);
    return { figures: row!.figures, counted: reference!.counted };
  });
}

async function publicFigures(actor: Actor) {
  return as(db.sql, actor, async (tx) => {
    const [overview] = await tx<{ o: Record<string, number> }[]>`select public.statistics_overview() as o`;
    const distribution = await tx<{ code: string; n: number }[]>`
      select bps_code as code, member_count::int as n from public.member_distribution() order by bps_code`;
    const growth = await tx<{ month: string; joined: number; total: number }[]>`
      select to_char(month, 'YYYY-MM-DD') as month, new_members::int as joined, total_members::int as total
      from public.member_growth(12)`;
    return {
      overview: overview!.o,
      distribution: distribution.map((row) => [row.code, row.n]),
      growth: growth.map((row) => [row.month, row.joined, row.total]),
    };
  });
}

async function expectEveryFigureToMatchCounting() {
  expect(await totalsAgainstCounting()).toEqual([]);
  const all = { ...actors, stranger };
  for (const name of ['superadmin', 'dpwJabar', 'dpcBandung', 'dpcSurabaya', 'anggota', 'stranger'] as const) {
    const { figures, counted } = await memberFiguresAndCounts(all[name]);
    expect({ name, ...figures }).toEqual({ name, ...counted });
    const [badge] = await as(
      db.sql,
      all[name],
      (tx) => tx<{ badge: number; counted: number }[]>`
        select (public.dashboard_badges() ->> 'pendingVerifications')::int as badge,
               (select count(*)::int from public.members
                where membership_status = 'PENDING'
                  and organization_id = any (private.organization_ids_with_permission('members.verify'))) as counted`,
    );
    expect({ name, badge: badge!.badge }).toEqual({ name, badge: badge!.counted });
  }
  // National for the public, a member and the DPP; an officer's own chapters below that.
  const chapters = await db.sql<{ bandung: string[]; jabar: string[] }[]>`
    select array(select id from public.organizations where bps_code = '3273') as bandung,
           array(select id from public.organizations
                 where bps_code = '32' or parent_id = (select id from public.organizations where bps_code = '32')) as jabar`;
  const scopes = [
    ['anon', null],
    ['anggota', null],
    ['superadmin', null],
    ['dpwJabar', chapters[0]!.jabar],
    ['dpcBandung', chapters[0]!.bandung],
  ] as const;
  for (const [name, scope] of scopes) {
    const [reference] = await countedPublicStatistics(db.sql, { chapters: scope && [...scope] });
    expect({ name, ...(await publicFigures(actors[name])) }).toEqual({
      name,
      overview: reference!.overview,
      distribution: reference!.distribution,
      growth: reference!.growth,
    });
  }
  const [bandung] = await countedPublicStatistics(db.sql, { chapters: [...chapters[0]!.bandung] });
  const [national] = await countedPublicStatistics(db.sql);
  expect(bandung!.overview).toMatchObject({ totalProvinces: 1, totalBranches: 1 });
  expect(bandung!.overview['totalMembers']).toBeGreaterThan(0);
  expect(bandung!.overview['totalMembers']).toBeLessThan(national!.overview['totalMembers']!);
  // The cases are not all empty: the comparisons above would pass on nothing.
  const { counted } = await memberFiguresAndCounts(actors.dpcBandung);
  expect(counted).toMatchObject({ totalMembers: expect.any(Number), activeMembers: expect.any(Number) });
  expect(counted['activeMembers']).toBeGreaterThan(0);
  expect(national!.overview['newMembersThisYear']).toBeGreaterThan(0);
}

const chapter = (bpsCode: string) => db.sql`(select id from public.organizations where bps_code = ${bpsCode})`;

describe('member totals and the statistics read from them', () => {
  it('equal counting the register for every role, the public and a verified newcomer, on the seed', async () => {
    await expectEveryFigureToMatchCounting();
  });

  it('follow sign-ups, verifications, status and type changes, transfers, logins, edits and deletions', async () => {
    // Two more sign-ups: one stays an applicant, one is verified this (clock) month.
    const waiting = await signUpInBandung(db.sql, 'menunggu.register@contoh.id', 'Menunggu Register');
    const joining = await signUpInBandung(db.sql, 'bergabung.register@contoh.id', 'Bergabung Register');
    await as(db.sql, actors.dpcBandung, (tx) => tx`select 1 from verify_member(${joining.memberId})`);
    // Members lapse, are suspended and come back, in one statement each (several keys at once).
    await db.sql`
      update public.members set membership_status = 'EXPIRED'
      where id in (select id from public.members where membership_status = 'ACTIVE' order by id limit 7)`;
    await db.sql`
      update public.members set membership_status = 'SUSPENDED'
      where id in (select id from public.members where membership_status = 'ACTIVE' order by id desc limit 3)`;
    await db.sql`
      update public.members set membership_status = 'ACTIVE'
      where id in (select id from public.members where membership_status = 'EXPIRED' order by id limit 2)`;
    // A type conferred, a member transferred to Surabaya, a join date corrected into another month.
    await db.sql`
      update public.members set membership_type = 'KEHORMATAN'
      where id = (select id from public.members where membership_type = 'BIASA' and membership_status = 'ACTIVE'
                  order by id limit 1)`;
    await db.sql`
      update public.members set organization_id = ${chapter('3578')}
      where id in (select id from public.members where organization_id = ${chapter('3273')}
                   and membership_status = 'ACTIVE' order by id limit 2)`;
    await db.sql`
      update public.members set join_date = join_date - 40
      where id = (select id from public.members where join_date is not null order by id desc limit 1)`;
    // A legacy member gets a login; a plain edit of many members changes no total.
    const [legacy] = await db.sql<{ id: string }[]>`
      select id from public.members where user_id is null and membership_status = 'ACTIVE' order by id limit 1`;
    expect(legacy).toBeDefined();
    const [user] = await db.sql<{ id: string }[]>`
      insert into auth.users (id, email, aud, role)
      values (gen_random_uuid(), 'lama.register@contoh.id', 'authenticated', 'authenticated') returning id`;
    await db.sql`update public.members set user_id = ${user!.id} where id = ${legacy!.id}`;
    const before = await db.sql`select * from private.member_totals order by 1, 2, 3, 4, 5`;
    await db.sql`update public.members set city = city where organization_id = ${chapter('3273')}`;
    expect(await db.sql`select * from private.member_totals order by 1, 2, 3, 4, 5`).toEqual(before);
    // The waiting applicant is deleted (an abandoned application).
    await db.sql`delete from public.members where id = ${waiting.memberId}`;
    await expectEveryFigureToMatchCounting();
  });

  it('are out of reach of every API role: no read, no write, only the statistics functions', async () => {
    for (const name of ['anon', 'anggota', 'dpcBandung', 'superadmin'] as const) {
      const actor = actors[name];
      const attempts = [
        'select * from private.member_totals limit 1',
        'update private.member_totals set members = members + 1',
        'delete from private.member_totals',
        "insert into private.member_totals values (gen_random_uuid(), 'ACTIVE', 'BIASA', null, false, 1000)",
      ];
      for (const statement of attempts) {
        const state = await sqlState(tryAs(db.sql, actor, (tx) => tx.unsafe(statement)));
        expect({ name, statement, state }).toEqual({ name, statement, state: '42501' });
      }
    }
    expect(await totalsAgainstCounting()).toEqual([]);
  });
});
