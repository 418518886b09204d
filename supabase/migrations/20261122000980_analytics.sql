-- The officer's trend view (issue 27 §4, /dashboard/analytics): members over time, the collection
-- rate over time, arrears ageing, transfers in and out, and registrations against verifications
-- with the median wait, for the last 6 to 24 WIB months, in the chapters where the caller holds
-- reports.view.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Every figure comes from a summary kept by triggers, never from a scan of the big tables:
--   members, joins, exits, transfers  public.membership_report's growth months (one call, 12 or 24
--                                      months: the month-end register is "now minus the later
--                                      changes" of private.member_totals and
--                                      private.membership_event_totals, computed there only)
--   collection rate                    private.bill_totals by due date, waived bills left out, as
--                                      public.financial_report's collection (paid ÷ billed)
--   arrears ageing                     private.bill_totals (unpaid bills past due, by age) and
--                                      private.member_arrears (members by their oldest unpaid due
--                                      date), in public.overdue_bucket's buckets (1-7, 8-30, >30)
--   registrations, verifications       private.membership_event_totals: 'application' rows, and the
--                                      PENDING -1 rows of 'join' (a verified application), by month
--   median wait                        public.members through members_verified_at_idx: the rows of
--                                      the members verified in the window (one index range per
--                                      chapter; the window's verifications, a few thousand rows
--                                      nationally at 200k members), the only figure not in a summary:
--                                      a median is not a sum.
-- tests/db/analytics.test.ts compares it with counting the ledger, the bills and the members
-- (tests/support/counted-analytics.ts).

-- The median wait reads the members verified in the window of each chapter of the scope.
create index members_verified_at_idx on public.members (organization_id, verified_at) include (created_at)
  where verified_at is not null;

create function public.analytics(p_months integer default 12)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := coalesce(private.organization_ids_with_permission('reports.view'), '{}');
  v_today date := private.today();
  v_last date := date_trunc('month', private.today())::date;
  v_first date;
  v_end date;
  v_growth jsonb;
begin
  if cardinality(v_scope) = 0 then
    raise exception 'Laporan hanya untuk pengurus dengan izin melihat laporan.' using errcode = '42501';
  end if;
  if p_months is null or p_months not in (6, 12, 24) then
    raise exception 'Rentang analitik tidak dikenal: % bulan (6, 12 atau 24)', p_months using errcode = '22023';
  end if;
  v_first := (v_last - make_interval(months => p_months - 1))::date;
  v_end := (v_last + interval '1 month')::date - 1;
  -- The membership report's growth months up to this month, twelve or the whole window.
  v_growth := public.membership_report('month', v_today, p_growth_months => greatest(p_months, 12)) -> 'months';

  return (
    with chapters as (
      select o.id from public.organizations o join unnest(v_scope) s (id) on s.id = o.id
    ), months as (
      select generate_series(v_first, v_last, interval '1 month')::date as month
    ), due as (
      -- Bills due in the window by due month, waived ones left out: billed, and of it paid.
      select date_trunc('month', t.due_date)::date as month,
             sum(t.amount) as billed, coalesce(sum(t.amount) filter (where t.status = 'paid'), 0) as collected
      from private.bill_totals t join chapters c on c.id = t.organization_id
      where t.status <> 'waived' and t.due_date between v_first and v_end
      group by 1
    ), overdue_bills as (
      select public.overdue_bucket(v_today - t.due_date) as bucket, sum(t.bills) as bills, sum(t.amount) as amount
      from private.bill_totals t join chapters c on c.id = t.organization_id
      where t.status = 'unpaid' and t.due_date < v_today
      group by 1
    ), overdue_members as (
      -- A member behind in two chapters of the scope counts once, by their oldest unpaid bill. The
      -- members are counted per oldest date first: overdue_bucket (not inlined: it sets its
      -- search_path) then runs once per date, not once per member (290 of 370 ms nationally at 200k).
      select public.overdue_bucket(v_today - d.oldest) as bucket, sum(d.members) as members
      from (select x.oldest, count(*) as members
            from (select a.member_id, min(a.oldest_unpaid_due) as oldest
                  from private.member_arrears a join chapters c on c.id = a.organization_id
                  where a.oldest_unpaid_due < v_today
                  group by a.member_id) x
            group by x.oldest) d
      group by 1
    ), events as (
      select t.month,
             coalesce(sum(t.members) filter (where t.kind = 'application'), 0) as applications,
             -coalesce(sum(t.members) filter (where t.kind = 'join' and t.membership_status = 'PENDING'), 0)
               as verifications,
             coalesce(sum(t.members) filter (where t.kind = 'rejection' and t.membership_status = 'REJECTED'), 0)
               as rejections
      from private.membership_event_totals t join chapters c on c.id = t.organization_id
      where t.month between v_first and v_last and t.kind in ('application', 'join', 'rejection')
      group by 1
    ), waits as (
      -- Days from application to verification of the members verified in the window (WIB months).
      select date_trunc('month', m.verified_at at time zone 'Asia/Jakarta')::date as month,
             extract(epoch from m.verified_at - m.created_at) / 86400.0 as days
      from chapters c
      join public.members m
        on m.organization_id = c.id and m.verified_at is not null
       and m.verified_at >= (v_first::timestamp at time zone 'Asia/Jakarta')
       and m.verified_at < ((v_last + interval '1 month')::timestamp at time zone 'Asia/Jakarta')
    ), wait_months as (
      select w.month, count(*) as verified, percentile_cont(0.5) within group (order by w.days) as median
      from waits w group by grouping sets ((w.month), ())
    )
    select jsonb_build_object(
      'months', p_months,
      'from', v_first,
      'to', v_end,
      'members', (select jsonb_agg(jsonb_build_object(
                     'month', g.month, 'total', g.v -> 'total', 'active', g.v -> 'active', 'joins', g.v -> 'joins',
                     'exits', g.v -> 'exits', 'transfersIn', g.v -> 'transfersIn',
                     'transfersOut', g.v -> 'transfersOut', 'net', g.v -> 'net') order by g.month)
                  from (select (e ->> 'month')::date as month, e as v from jsonb_array_elements(v_growth) e) g
                  where g.month between v_first and v_last),
      'collection', (select jsonb_agg(jsonb_build_object(
                        'month', m.month, 'billed', coalesce(d.billed, 0), 'collected', coalesce(d.collected, 0),
                        'rate', case when coalesce(d.billed, 0) = 0 then null
                                     else round(100.0 * d.collected / d.billed, 1) end) order by m.month)
                     from months m left join due d on d.month = m.month),
      -- The window's rate is paid ÷ billed over all its months, not a mean of the monthly rates.
      'collectionTotal', (select jsonb_build_object(
                             'billed', coalesce(sum(d.billed), 0), 'collected', coalesce(sum(d.collected), 0),
                             'rate', case when coalesce(sum(d.billed), 0) = 0 then null
                                          else round(100.0 * sum(d.collected) / sum(d.billed), 1) end)
                          from due d),
      'arrears', (select jsonb_agg(jsonb_build_object(
                     'bucket', b.bucket, 'members', coalesce(om.members, 0),
                     'bills', coalesce(ob.bills, 0), 'amount', coalesce(ob.amount, 0)) order by b.ordinal)
                  from unnest(array['1-7', '8-30', '>30']) with ordinality b (bucket, ordinal)
                  left join overdue_bills ob on ob.bucket = b.bucket
                  left join overdue_members om on om.bucket = b.bucket),
      'registrations', (select jsonb_agg(jsonb_build_object(
                           'month', m.month, 'applications', coalesce(e.applications, 0),
                           'verifications', coalesce(e.verifications, 0), 'rejections', coalesce(e.rejections, 0),
                           'verifiedWithDates', coalesce(w.verified, 0),
                           'medianDays', round(w.median::numeric, 1)) order by m.month)
                        from months m
                        left join events e on e.month = m.month
                        left join wait_months w on w.month = m.month),
      'medianDays', (select round(w.median::numeric, 1) from wait_months w where w.month is null),
      'asOf', now()
    )
  );
end;
$$;

comment on function public.analytics(integer) is
  'The officer''s trend view of the chapters where the caller holds reports.view (42501 without) over the last 6, 12 or 24 WIB months (22023 otherwise): members at each month''s end, joins, exits, transfers in and out (public.membership_report''s growth months); the collection rate of the bills due in each month and over the window (private.bill_totals); today''s arrears by age (1-7, 8-30, >30 days: bills and amount from private.bill_totals, members from private.member_arrears); applications, verifications and rejections per month (private.membership_event_totals) and the median days from application to verification (public.members, members_verified_at_idx). Restates the bills_select and members_select policies over those summaries (an officer sees no more than the chapters they administer).';
revoke all on function public.analytics(integer) from public, anon;
grant execute on function public.analytics(integer) to authenticated, service_role;
