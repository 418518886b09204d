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

-- Spec §7's overview and growth are national for the public; an officer below the national level
-- gets them for their chapters (issue 27 §5). A member and a national officer see the national
-- figures, which are public anyway.
create function private.statistics_scope()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select case when s.national or cardinality(s.organization_ids) = 0 then null else s.organization_ids end
  from private.caller_scope() s
$$;

comment on function private.statistics_scope() is
  'The chapters the public statistics (statistics_overview, member_growth) are narrowed to: those an officer below the national level administers; null (every chapter) for anon, a member and a national officer.';
revoke all on function private.statistics_scope() from public;
grant execute on function private.statistics_scope() to anon, authenticated, service_role;

create function private.statistics_overview()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'totalMembers', coalesce(sum(t.members) filter (where t.membership_status not in ('PENDING', 'REJECTED')), 0),
    'activeMembers', coalesce(sum(t.members) filter (where t.membership_status = 'ACTIVE'), 0),
    'totalLegacyMembers', coalesce(sum(t.members) filter (where t.membership_status not in ('PENDING', 'REJECTED') and t.legacy), 0),
    -- A year starts on a month's first day: joined this year is joined in one of its months.
    'newMembersThisYear', coalesce(sum(t.members) filter (where t.membership_status not in ('PENDING', 'REJECTED')
                                                            and t.joined_month >= date_trunc('year', (select private.today()))), 0),
    'totalProvinces', (select count(*) from public.organizations o
                       where o.level = 'DPW' and o.is_active
                         and (scope.ids is null or o.id = any (scope.ids)
                              or o.id in (select c.parent_id from public.organizations c where c.id = any (scope.ids)))),
    'totalBranches', (select count(*) from public.organizations o
                      where o.level = 'DPC' and o.is_active and (scope.ids is null or o.id = any (scope.ids)))
  )
  -- An init plan, not a call per row: a subquery in FROM is inlined, and the function was then
  -- evaluated for each row of the totals (0.5 s on the demo data).
  from (select (select private.statistics_scope()) as ids) scope
  left join private.member_totals t on scope.ids is null or t.organization_id = any (scope.ids)
  group by scope.ids
$$;

create function private.member_distribution()
returns table (organization_id uuid, bps_code text, province_name text, latitude numeric, longitude numeric, member_count bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select w.id, w.bps_code, w.name, w.latitude, w.longitude, coalesce(sum(t.members), 0)::bigint as active
  from public.organizations w
  left join public.organizations c on c.parent_id = w.id and c.level = 'DPC'
  left join private.member_totals t on t.organization_id = c.id and t.membership_status = 'ACTIVE'
  where w.level = 'DPW'
  group by w.id
  order by active desc, w.name
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
    select t.joined_month as month, sum(t.members) as n
    from private.member_totals t, (select (select private.statistics_scope()) as ids) scope
    where t.membership_status not in ('PENDING', 'REJECTED') and t.joined_month is not null
      and (scope.ids is null or t.organization_id = any (scope.ids))
    group by 1
  )
  select mo.month,
         coalesce((select j.n from joined j where j.month = mo.month), 0),
         (select coalesce(sum(j.n), 0)::bigint from joined j where j.month <= mo.month)
  from months mo
  order by mo.month
$$;

comment on function private.statistics_overview() is
  'Public counts: members, active members, legacy members, new this year, provinces and branches, from private.member_totals; for an officer below the national level, of their chapters (private.statistics_scope). Counted past the members_select policy: aggregates only, never a row.';
comment on function private.member_distribution() is
  'Active members per province (DPW) with the DPW''s map coordinates, from private.member_totals. Counted past the members_select policy for everyone: aggregates only, never a row.';
comment on function private.member_growth(integer) is
  'Verified members who joined per month, and the running total, for the last N months (1–60), from private.member_totals; for an officer below the national level, of their chapters (private.statistics_scope). Counted past the members_select policy: aggregates only, never a row.';

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

comment on function public.statistics_overview() is 'Public aggregate (anon): national member and chapter counts; an officer''s chapters for an officer below the national level.';
comment on function public.member_distribution() is 'Public aggregate (anon): active members per province with coordinates, for the map.';
comment on function public.member_growth(integer) is 'Public aggregate (anon): new and total members per month; an officer''s chapters for an officer below the national level.';

revoke all on function public.statistics_overview() from public;
revoke all on function public.member_distribution() from public;
revoke all on function public.member_growth(integer) from public;
grant execute on function public.statistics_overview() to anon, authenticated, service_role;
grant execute on function public.member_distribution() to anon, authenticated, service_role;
grant execute on function public.member_growth(integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Dashboard statistics in the caller's scope
-- ---------------------------------------------------------------------------------------------

-- Dashboard aggregates: security invoker, so they count only what the caller may see, or security
-- definer over a summary with the read policy restated.

-- The dashboard's member figures from private.member_totals, restating the members_select policy
-- over it: counting under RLS read every member of the scope per call (issue 27).
-- tests/db/member-totals.test.ts compares it with counting.
create function public.member_statistics()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with scope as (
    select * from private.caller_scope()
  ), visible as (
    -- The chapters in scope, from the totals …
    select t.membership_status, t.membership_type, t.legacy, t.members
    from private.member_totals t, scope s
    where s.national or t.organization_id = any (s.organization_ids)
    union all
    -- … and the caller's own row in a chapter outside it, as members_select shows it.
    select m.membership_status, m.membership_type, m.user_id is null, 1
    from public.members m, scope s
    where m.user_id = s.user_id and not s.national and m.organization_id <> all (s.organization_ids)
  ), recent as (
    -- By day, so from the rows: the last 30 days' joins, few, through members_join_date_idx.
    select count(*) as joins
    from public.members m, scope s
    where m.join_date >= (select private.today()) - 30
      and (s.national or m.organization_id = any (s.organization_ids) or m.user_id = s.user_id)
  )
  select jsonb_build_object(
    'totalMembers', coalesce(sum(v.members) filter (where v.membership_status <> 'REJECTED'), 0),
    'activeMembers', coalesce(sum(v.members) filter (where v.membership_status = 'ACTIVE'), 0),
    'pendingMembers', coalesce(sum(v.members) filter (where v.membership_status = 'PENDING'), 0),
    'inactiveMembers', coalesce(sum(v.members) filter (where v.membership_status = 'INACTIVE'), 0),
    'expiredMembers', coalesce(sum(v.members) filter (where v.membership_status = 'EXPIRED'), 0),
    'suspendedMembers', coalesce(sum(v.members) filter (where v.membership_status = 'SUSPENDED'), 0),
    'recentJoins', (select joins from recent),
    'legacyMembers', coalesce(sum(v.members) filter (where v.legacy and v.membership_status not in ('PENDING', 'REJECTED')), 0),
    'membersByType', jsonb_build_object(
      'BIASA', coalesce(sum(v.members) filter (where v.membership_type = 'BIASA'), 0),
      'LUAR_BIASA', coalesce(sum(v.members) filter (where v.membership_type = 'LUAR_BIASA'), 0),
      'KEHORMATAN', coalesce(sum(v.members) filter (where v.membership_type = 'KEHORMATAN'), 0)
    )
  )
  from visible v
$$;

comment on function public.member_statistics() is
  'Member counts by status and type of the members the caller may see (members_select), read from private.member_totals; the last 30 days'' joins counted from the rows: the dashboard''s member stats (GET /members/stats/overview).';

-- Completed payments of the caller's scope, by WIB month, from private.payment_totals: the chapters
-- the caller administers (every chapter for a national officer), else the member's own payments.
-- Counting the rows under RLS took 220 ms for a DPW officer at 5 M payments (issue 27); this is
-- the scope both figures below share. tests/db/payment-statistics.test.ts compares them with counting.
create function private.completed_payments_in_scope()
returns table (month date, payments bigint, amount bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with scope as (
    select * from private.caller_scope()
  )
  select t.month, t.payments, t.amount
  from private.payment_totals t, scope s
  where t.status = 'completed' and (s.national or t.organization_id = any (s.organization_ids))
  union all
  -- A member without an officer's scope: their own payments (a completed payment's date is its paid_at).
  select date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date, 1, p.amount
  from public.payments p, scope s
  where not s.national and cardinality(s.organization_ids) = 0
    and p.member_id = s.member_id and p.status = 'completed'
$$;

comment on function private.completed_payments_in_scope() is
  'Completed payments per WIB month (count, rupiah) in the caller''s scope: every chapter for a national officer, the chapters they administer for another officer, their own payments for a member. Read from private.payment_totals, restating the payments_select policy over it (for an officer, without their own payments to a chapter outside their scope). Shared by public.payment_statistics and public.payments_received.';
revoke all on function private.completed_payments_in_scope() from public;
grant execute on function private.completed_payments_in_scope() to authenticated, service_role;

create function public.payment_statistics(p_year integer default extract(year from private.today())::integer)
returns table (month integer, payment_count bigint, total_amount bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select mo.m, coalesce(sum(x.payments), 0)::bigint, coalesce(sum(x.amount), 0)::bigint
  from generate_series(1, 12) as mo (m)
  left join private.completed_payments_in_scope() x
    on x.month = make_date(p_year, mo.m, 1)
  group by mo.m
  order by mo.m
$$;

comment on function public.payment_statistics(integer) is
  'Completed payments per month (Asia/Jakarta) of a year within the caller''s scope (private.completed_payments_in_scope): count and rupiah total.';

create function public.payments_received()
returns table (total_amount bigint, payment_count bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(x.amount), 0)::bigint, coalesce(sum(x.payments), 0)::bigint
  from private.completed_payments_in_scope() x
$$;

comment on function public.payments_received() is
  'Completed payments (rupiah total and count) within the caller''s scope (private.completed_payments_in_scope): the dashboard''s total payments.';
revoke all on function public.payments_received() from public, anon;
grant execute on function public.payments_received() to authenticated, service_role;

-- The payments pages' figures (GET /dues/stats) from the summaries the bills and payments keep
-- (private.bill_totals, private.payment_totals, private.member_arrears), restating the bills_select
-- and payments_select policies over them as public.bill_summary and public.payment_summary do:
-- counting under RLS scanned 5 M payments and every unpaid bill per call, 7.9 s for a national
-- officer at 200k members (issue 27). tests/db/dues-statistics.test.ts compares it with counting.
create function public.dues_statistics()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with scope as (
    select c.*, private.today() as today from private.caller_scope() c
  ), bills as (
    -- The chapters in scope, from the totals …
    select t.status, t.due_date < s.today as due, t.bills, t.amount
    from private.bill_totals t, scope s
    where s.national or t.organization_id = any (s.organization_ids)
    union all
    -- … and the caller's own bills issued by a chapter outside it, as bills_select shows them.
    select b.status, b.due_date < s.today, 1, b.amount
    from public.bills b, scope s
    where b.member_id = s.member_id and not s.national and b.organization_id <> all (s.organization_ids)
  ), b as (
    select
      coalesce(sum(bills) filter (where status = 'unpaid' and due), 0) as overdue_bills,
      coalesce(sum(amount) filter (where status = 'unpaid' and due), 0) as arrears,
      coalesce(sum(amount) filter (where due and status <> 'waived'), 0) as billed_due,
      coalesce(sum(amount) filter (where due and status = 'paid'), 0) as paid_due
    from bills
  ), overdue as (
    -- A member with an overdue bill in two chapters of the scope counts once.
    select count(distinct a.member_id) as members
    from private.member_arrears a, scope s
    where a.oldest_unpaid_due < s.today
      and (s.national or a.organization_id = any (s.organization_ids) or a.member_id = s.member_id)
  ), payments as (
    select t.status, t.month, t.payments, t.amount
    from private.payment_totals t, scope s
    where s.national or t.organization_id = any (s.organization_ids)
    union all
    -- The caller's own payments to a chapter outside it, as payments_select shows them.
    select p.status, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date, 1, p.amount
    from public.payments p, scope s
    where p.member_id = s.member_id and not s.national and p.organization_id <> all (s.organization_ids)
  ), lapsed as (
    -- Pending attempts past their expiry that the reconciliation has not ended yet: not pending
    -- for the figures (only QRIS attempts expire; payments_pending_qris_expires_at_idx).
    select count(*) as payments
    from public.payments p, scope s
    where p.status = 'pending' and p.method = 'qris' and p.expires_at <= now()
      and (s.national or p.organization_id = any (s.organization_ids) or p.member_id = s.member_id)
  ), p as (
    select
      coalesce(sum(amount) filter (where status = 'completed'), 0) as revenue,
      coalesce(sum(payments) filter (where status = 'pending'), 0) - (select payments from lapsed) as pending,
      -- Completed in the current WIB month (a completed payment's date is its paid_at).
      coalesce(sum(amount) filter (where status = 'completed'
                                     and month = date_trunc('month', (select today from scope))::date), 0) as this_month
    from payments
  )
  select jsonb_build_object(
    'totalRevenue', p.revenue,
    'pendingPayments', p.pending,
    'overdueCount', overdue.members,
    'overdueBills', b.overdue_bills,
    'arrears', b.arrears,
    'thisMonthCollection', p.this_month,
    'collectionRate', case when b.billed_due = 0 then null else round(100.0 * b.paid_due / b.billed_due, 1) end
  )
  from b, p, overdue
$$;

comment on function public.dues_statistics() is
  'Dues figures of the bills and payments the caller may see (bills_select, payments_select), read from private.bill_totals, private.payment_totals and private.member_arrears: revenue, pending payments not yet expired, overdue members and arrears, this WIB month''s collection and the collection rate of bills already due. GET /dues/stats answers with it.';

revoke all on function public.member_statistics() from public, anon;
revoke all on function public.payment_statistics(integer) from public, anon;
revoke all on function public.dues_statistics() from public, anon;
grant execute on function public.member_statistics() to authenticated, service_role;
grant execute on function public.payment_statistics(integer) to authenticated, service_role;
grant execute on function public.dues_statistics() to authenticated, service_role;
