-- Statistics.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Public aggregates for the landing page (anon may call them; they return counts only, never
-- rows) and scoped aggregates for the dashboard, which run as the caller so RLS decides what they
-- count.

-- ---------------------------------------------------------------------------------------------
-- Public statistics (the landing page): security definer, counts only, never a row
-- ---------------------------------------------------------------------------------------------

create function private.statistics_overview()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'totalMembers', (select count(*) from public.members where membership_status not in ('PENDING', 'REJECTED')),
    'activeMembers', (select count(*) from public.members where membership_status = 'ACTIVE'),
    'totalLegacyMembers', (select count(*) from public.members where membership_status not in ('PENDING', 'REJECTED') and user_id is null),
    'newMembersThisYear', (select count(*) from public.members
                           where membership_status not in ('PENDING', 'REJECTED') and join_date >= date_trunc('year', (select private.today()))),
    'totalProvinces', (select count(*) from public.organizations where level = 'DPW' and is_active),
    'totalBranches', (select count(*) from public.organizations where level = 'DPC' and is_active)
  )
$$;

create function private.member_distribution()
returns table (organization_id uuid, bps_code text, province_name text, latitude numeric, longitude numeric, member_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.bps_code, w.name, w.latitude, w.longitude, count(m.id)
  from public.organizations w
  left join public.organizations c on c.parent_id = w.id and c.level = 'DPC'
  left join public.members m on m.organization_id = c.id and m.membership_status = 'ACTIVE'
  where w.level = 'DPW'
  group by w.id
  order by count(m.id) desc, w.name
$$;

create function private.member_growth(p_months integer default 12)
returns table (month date, new_members bigint, total_members bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with months as (
    select generate_series(
      date_trunc('month', (select private.today())) - make_interval(months => least(greatest(coalesce(p_months, 12), 1), 60) - 1),
      date_trunc('month', (select private.today())),
      interval '1 month'
    )::date as month
  ),
  joined as (
    select date_trunc('month', join_date)::date as month, count(*) as n
    from public.members
    where membership_status not in ('PENDING', 'REJECTED') and join_date is not null
    group by 1
  )
  select mo.month,
         coalesce((select j.n from joined j where j.month = mo.month), 0),
         (select coalesce(sum(j.n), 0)::bigint from joined j where j.month <= mo.month)
  from months mo
  order by mo.month
$$;

comment on function private.statistics_overview() is
  'Public counts: members, active members, legacy members, new this year, provinces and branches. Counted past the members_select policy for everyone: aggregates only, never a row.';
comment on function private.member_distribution() is
  'Active members per province (DPW) with the DPW''s map coordinates. Counted past the members_select policy for everyone: aggregates only, never a row.';
comment on function private.member_growth(integer) is
  'Verified members who joined per month, and the running total, for the last N months (1–60). Counted past the members_select policy for everyone: aggregates only, never a row.';

revoke all on function private.statistics_overview() from public;
revoke all on function private.member_distribution() from public;
revoke all on function private.member_growth(integer) from public;
grant execute on function private.statistics_overview() to anon, authenticated, service_role;
grant execute on function private.member_distribution() to anon, authenticated, service_role;
grant execute on function private.member_growth(integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Their entry points, open to anon
-- ---------------------------------------------------------------------------------------------

create function public.statistics_overview()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.statistics_overview()
$$;

create function public.member_distribution()
returns table (organization_id uuid, bps_code text, province_name text, latitude numeric, longitude numeric, member_count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.member_distribution()
$$;

create function public.member_growth(p_months integer default 12)
returns table (month date, new_members bigint, total_members bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.member_growth(p_months)
$$;

comment on function public.statistics_overview() is 'Public aggregate (anon): national member and chapter counts.';
comment on function public.member_distribution() is 'Public aggregate (anon): active members per province with coordinates, for the map.';
comment on function public.member_growth(integer) is 'Public aggregate (anon): new and total members per month.';

revoke all on function public.statistics_overview() from public;
revoke all on function public.member_distribution() from public;
revoke all on function public.member_growth(integer) from public;
grant execute on function public.statistics_overview() to anon, authenticated, service_role;
grant execute on function public.member_distribution() to anon, authenticated, service_role;
grant execute on function public.member_growth(integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Dashboard statistics in the caller's scope
-- ---------------------------------------------------------------------------------------------

-- Dashboard aggregates: security invoker, so they count only what the caller may see.

create function public.member_statistics()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'totalMembers', count(*) filter (where membership_status <> 'REJECTED'),
    'activeMembers', count(*) filter (where membership_status = 'ACTIVE'),
    'pendingMembers', count(*) filter (where membership_status = 'PENDING'),
    'inactiveMembers', count(*) filter (where membership_status = 'INACTIVE'),
    'expiredMembers', count(*) filter (where membership_status = 'EXPIRED'),
    'suspendedMembers', count(*) filter (where membership_status = 'SUSPENDED'),
    'recentJoins', count(*) filter (where join_date >= (select private.today()) - 30),
    'legacyMembers', count(*) filter (where user_id is null and membership_status not in ('PENDING', 'REJECTED')),
    'membersByType', jsonb_build_object(
      'BIASA', count(*) filter (where membership_type = 'BIASA'),
      'LUAR_BIASA', count(*) filter (where membership_type = 'LUAR_BIASA'),
      'KEHORMATAN', count(*) filter (where membership_type = 'KEHORMATAN')
    )
  )
  from public.members
$$;

comment on function public.member_statistics() is
  'Member counts by status and type within the caller''s scope (RLS): the dashboard''s member stats.';

-- One range scan of the year, grouped by month, with the caller's scope as an explicit filter that
-- the covering payments indexes serve (twelve range joins under RLS took ≈20 s for SUPER_ADMIN at
-- 3 million payments). Security invoker: RLS stays the guard.
create function public.payment_statistics(p_year integer default extract(year from private.today())::integer)
returns table (month integer, payment_count bigint, total_amount bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_filter text := 'true';
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    v_filter := case when cardinality(v_scope) > 0 then 'p.organization_id = any ($2)'
                     else 'p.member_id = (select private.current_member_id())' end;
  end if;
  return query execute
    'select mo.m, coalesce(x.n, 0)::bigint, coalesce(x.total, 0)::bigint
     from generate_series(1, 12) as mo(m)
     left join (
       select extract(month from p.paid_at at time zone ''Asia/Jakarta'')::integer as m, count(*) as n, sum(p.amount) as total
       from public.payments p
       where p.status = ''completed''
         and p.paid_at >= make_timestamptz($1, 1, 1, 0, 0, 0, ''Asia/Jakarta'')
         and p.paid_at < make_timestamptz($1 + 1, 1, 1, 0, 0, 0, ''Asia/Jakarta'')
         and ' || v_filter || '
       group by 1
     ) x on x.m = mo.m
     order by mo.m'
    using p_year, v_scope;
end;
$$;

comment on function public.payment_statistics(integer) is
  'Completed payments per month (Asia/Jakarta) of a year within the caller''s scope (RLS): count and rupiah total.';

create function public.payments_received()
returns table (total_amount bigint, payment_count bigint)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_filter text := 'true';
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    v_filter := case when cardinality(v_scope) > 0 then 'p.organization_id = any ($1)'
                     else 'p.member_id = (select private.current_member_id())' end;
  end if;
  return query execute
    'select coalesce(sum(p.amount), 0)::bigint, count(*) from public.payments p where p.status = ''completed'' and '
    || v_filter
    using v_scope;
end;
$$;

comment on function public.payments_received() is
  'Completed payments (rupiah total and count) within the caller''s scope (RLS): the dashboard''s total payments.';
revoke all on function public.payments_received() from public, anon;
grant execute on function public.payments_received() to authenticated, service_role;

create function public.dues_statistics()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with b as (
    select
      count(*) filter (where status = 'unpaid' and due_date < (select private.today())) as overdue_bills,
      count(distinct member_id) filter (where status = 'unpaid' and due_date < (select private.today())) as overdue_members,
      coalesce(sum(amount) filter (where status = 'unpaid' and due_date < (select private.today())), 0) as arrears,
      coalesce(sum(amount) filter (where due_date < (select private.today()) and status <> 'waived'), 0) as billed_due,
      coalesce(sum(amount) filter (where due_date < (select private.today()) and status = 'paid'), 0) as paid_due
    from public.bills
  ), p as (
    select
      coalesce(sum(amount) filter (where status = 'completed'), 0) as revenue,
      count(*) filter (where status = 'pending') as pending,
      coalesce(sum(amount) filter (where status = 'completed' and paid_at >= date_trunc('month', now())), 0) as this_month
    from public.payments
  )
  select jsonb_build_object(
    'totalRevenue', p.revenue,
    'pendingPayments', p.pending,
    'overdueCount', b.overdue_members,
    'overdueBills', b.overdue_bills,
    'arrears', b.arrears,
    'thisMonthCollection', p.this_month,
    'collectionRate', case when b.billed_due = 0 then null else round(100.0 * b.paid_due / b.billed_due, 1) end
  )
  from b, p
$$;

comment on function public.dues_statistics() is
  'Dues figures within the caller''s scope (RLS): revenue, pending payments, overdue members and arrears, this month''s collection and the collection rate of bills already due.';

revoke all on function public.member_statistics() from public, anon;
revoke all on function public.payment_statistics(integer) from public, anon;
revoke all on function public.dues_statistics() from public, anon;
grant execute on function public.member_statistics() to authenticated, service_role;
grant execute on function public.payment_statistics(integer) to authenticated, service_role;
grant execute on function public.dues_statistics() to authenticated, service_role;
