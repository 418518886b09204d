import type postgres from 'postgres';

/**
 * GET /members/stats/overview's figures counted over the members the caller sees (RLS), as
 * `public.member_statistics()` computed them before it read private.member_totals (issue 27 §5):
 * the reference its tests compare with, and the "counted" column of `npm run bench -- --only statistics`.
 */
export function countedMemberStatistics(tx: postgres.TransactionSql) {
  return tx<{ counted: Record<string, unknown> }[]>`
    select jsonb_build_object(
      'totalMembers', count(*) filter (where membership_status <> 'REJECTED'),
      'activeMembers', count(*) filter (where membership_status = 'ACTIVE'),
      'pendingMembers', count(*) filter (where membership_status = 'PENDING'),
      'inactiveMembers', count(*) filter (where membership_status = 'INACTIVE'),
      'expiredMembers', count(*) filter (where membership_status = 'EXPIRED'),
      'suspendedMembers', count(*) filter (where membership_status = 'SUSPENDED'),
      'recentJoins', count(*) filter (where join_date >= private.today() - 30),
      'legacyMembers', count(*) filter (where user_id is null and membership_status not in ('PENDING', 'REJECTED')),
      'membersByType', jsonb_build_object(
        'BIASA', count(*) filter (where membership_type = 'BIASA'),
        'LUAR_BIASA', count(*) filter (where membership_type = 'LUAR_BIASA'),
        'KEHORMATAN', count(*) filter (where membership_type = 'KEHORMATAN')
      )
    ) as counted
    from public.members`;
}

/**
 * The landing page's public figures (GET /statistics/overview anonymous, /statistics/member-growth,
 * the map's distribution) counted over every member, as the public functions computed them before
 * they read private.member_totals. Run as the table's owner: the public figures count past RLS.
 * With `chapters` (an officer's), the overview and growth count only those chapters' members and
 * the provinces and branches among them; the map stays national.
 */
export function countedPublicStatistics(
  tx: postgres.TransactionSql | postgres.Sql,
  { months = 12, chapters = null }: { months?: number; chapters?: string[] | null } = {},
) {
  const everywhere = chapters === null;
  const ids = chapters ?? [];
  return tx<{ overview: Record<string, number>; distribution: unknown; growth: unknown }[]>`
    with scoped as (
      select * from public.members where ${everywhere} or organization_id = any (${ids}::uuid[])
    ), verified as (
      select * from scoped where membership_status not in ('PENDING', 'REJECTED')
    ), months as (
      select generate_series(date_trunc('month', private.today()) - make_interval(months => ${months} - 1),
                             date_trunc('month', private.today()), interval '1 month')::date as month
    )
    select
      jsonb_build_object(
        'totalMembers', (select count(*) from verified),
        'activeMembers', (select count(*) from scoped where membership_status = 'ACTIVE'),
        'totalLegacyMembers', (select count(*) from verified where user_id is null),
        'newMembersThisYear', (select count(*) from verified where join_date >= date_trunc('year', private.today())),
        'totalProvinces', (select count(*) from public.organizations w
                           where w.level = 'DPW' and w.is_active
                             and (${everywhere} or exists (select 1 from public.organizations o
                                                           where o.id = any (${ids}::uuid[])
                                                             and w.id in (o.id, o.parent_id)))),
        'totalBranches', (select count(*) from public.organizations
                          where level = 'DPC' and is_active and (${everywhere} or id = any (${ids}::uuid[])))
      ) as overview,
      (select jsonb_agg(jsonb_build_array(w.bps_code, (
                select count(*) from public.members m join public.organizations c on c.id = m.organization_id
                where c.parent_id = w.id and c.level = 'DPC' and m.membership_status = 'ACTIVE'))
              order by w.bps_code)
       from public.organizations w where w.level = 'DPW') as distribution,
      (select jsonb_agg(jsonb_build_array(
                mo.month,
                (select count(*) from verified v where date_trunc('month', v.join_date) = mo.month),
                (select count(*) from verified v where v.join_date < mo.month + interval '1 month'))
              order by mo.month)
       from months mo) as growth`;
}
