-- Reports (issue 27): the officers' financial report.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- A report covers the chapters where the caller holds reports.view (a DPC officer: the DPC; DPW:
-- itself and its DPCs; DPP: all), not the caller's own bills and payments as a member. It reads the
-- summaries the bills and payments keep (private.bill_totals, private.payment_totals,
-- private.member_arrears); tests/db/financial-report.test.ts compares it with counting the rows.

-- The months a report period covers: the calendar month, quarter or year (WIB dates) holding the
-- anchor date.
create function private.report_period(p_period text, p_anchor date)
returns table (period_start date, period_end date, months integer)
language sql
immutable
set search_path = ''
as $$
  select s.start, (s.start + make_interval(months => m.n))::date - 1, m.n
  from (select case p_period when 'month' then 1 when 'quarter' then 3 when 'year' then 12 end as n) m
  cross join lateral (select case when m.n is not null then date_trunc(p_period, p_anchor)::date end as start) s
  where m.n is not null
$$;

comment on function private.report_period(text, date) is
  'The first and last day and the number of months of the report period (month, quarter or year) holding the anchor date; no row for another period kind.';
revoke all on function private.report_period(text, date) from public;

create function public.financial_report(p_period text, p_anchor date default private.today())
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := coalesce(private.organization_ids_with_permission('reports.view'), '{}');
  v_national boolean := private.has_national_scope();
  v_today date := private.today();
  v_start date;
  v_end date;
  v_months integer;
begin
  if cardinality(v_scope) = 0 then
    raise exception 'Laporan hanya untuk pengurus dengan izin melihat laporan.' using errcode = '42501';
  end if;
  select period_start, period_end, months into v_start, v_end, v_months from private.report_period(p_period, p_anchor);
  if v_start is null then
    raise exception 'Periode laporan tidak dikenal: %', p_period using errcode = '22023';
  end if;

  return (
    with chapters as (
      select o.id, o.name, o.level, o.parent_id from public.organizations o join unnest(v_scope) s (id) on s.id = o.id
    ), periods as (
      select 'current' as name, v_start as from_day, v_end as to_day
      union all select 'previous', (v_start - make_interval(months => v_months))::date, v_start - 1
      union all select 'lastYear', (v_start - interval '1 year')::date, (v_end - interval '1 year')::date
    ), paid as (
      -- Completed payments, by the WIB month of their payment date.
      select t.method, t.month, t.payments, t.amount
      from private.payment_totals t join chapters c on c.id = t.organization_id
      where t.status = 'completed'
    ), due as (
      -- Bills by due date, waived ones left out: what was asked for and what of it is paid.
      select t.status, t.due_date, t.bills, t.amount
      from private.bill_totals t join chapters c on c.id = t.organization_id
      where t.status <> 'waived'
    ), by_period as (
      select p.name,
             (select coalesce(sum(x.amount), 0) from paid x where x.month between p.from_day and p.to_day) as revenue,
             (select coalesce(sum(x.payments), 0) from paid x where x.month between p.from_day and p.to_day) as payments,
             (select coalesce(sum(d.amount), 0) from due d where d.due_date between p.from_day and p.to_day) as billed,
             (select coalesce(sum(d.amount), 0) from due d
              where d.status = 'paid' and d.due_date between p.from_day and p.to_day) as collected
      from periods p
    ), arrears as (
      -- Unpaid bills past their due date, per chapter; a DPP officer sees them per province.
      select case when v_national and c.level = 'DPC' then c.parent_id else c.id end as chapter_id,
             sum(t.bills) as bills, sum(t.amount) as amount
      from private.bill_totals t join chapters c on c.id = t.organization_id
      where t.status = 'unpaid' and t.due_date < v_today
      group by 1
    ), debtors as (
      -- Members behind, per chapter and (whole_scope) in the scope, in one pass: a member behind
      -- in two chapters of the scope counts once in it.
      select g.chapter_id, count(distinct a.member_id) as members, grouping(g.chapter_id) = 1 as whole_scope
      from private.member_arrears a
      join chapters c on c.id = a.organization_id
      cross join lateral (select case when v_national and c.level = 'DPC' then c.parent_id else c.id end as chapter_id) g
      where a.oldest_unpaid_due < v_today
      group by grouping sets ((g.chapter_id), ())
    )
    select jsonb_build_object(
      'period', jsonb_build_object('kind', p_period, 'from', v_start, 'to', v_end),
      'revenue', (select jsonb_object_agg(b.name, jsonb_build_object('amount', b.revenue, 'payments', b.payments)) from by_period b),
      'collection', (select jsonb_object_agg(b.name, jsonb_build_object(
                        'billed', b.billed, 'collected', b.collected,
                        'rate', case when b.billed = 0 then null else round(100.0 * b.collected / b.billed, 1) end))
                     from by_period b),
      'months', (select jsonb_agg(jsonb_build_object(
                    'month', m.month,
                    'amount', coalesce((select sum(x.amount) from paid x where x.month = m.month), 0),
                    'payments', coalesce((select sum(x.payments) from paid x where x.month = m.month), 0)) order by m.month)
                 from (select generate_series(v_start, v_end, interval '1 month')::date as month) m),
      'methods', coalesce((select jsonb_agg(jsonb_build_object('method', x.method, 'amount', x.amount, 'payments', x.payments)
                                            order by x.amount desc, x.method)
                           from (select method, sum(amount) as amount, sum(payments) as payments from paid
                                 where month between v_start and v_end group by method) x), '[]'),
      'arrears', jsonb_build_object(
        'amount', coalesce((select sum(amount) from arrears), 0),
        'bills', coalesce((select sum(bills) from arrears), 0),
        'members', coalesce((select members from debtors where whole_scope), 0)),
      'arrearsByChapter', coalesce((select jsonb_agg(jsonb_build_object(
                                      'organizationId', o.id, 'name', o.name, 'level', o.level,
                                      'amount', a.amount, 'bills', a.bills, 'members', coalesce(d.members, 0))
                                      order by a.amount desc, o.name)
                                    from arrears a
                                    join public.organizations o on o.id = a.chapter_id
                                    left join debtors d on d.chapter_id = a.chapter_id and not d.whole_scope), '[]'),
      'asOf', now()
    )
  );
end;
$$;

comment on function public.financial_report(text, date) is
  'The financial report of the chapters where the caller holds reports.view, for the month, quarter or year holding the anchor date: revenue (completed payments by WIB month) against the previous period and the same period a year before, the collection rate of the bills due in each, the months, the payment methods, and today''s arrears in total and per chapter (per province for a DPP officer). Read from private.payment_totals, private.bill_totals and private.member_arrears, which it filters to those chapters itself (the bills_select and payments_select policies show an officer no more than them).';
revoke all on function public.financial_report(text, date) from public, anon;
grant execute on function public.financial_report(text, date) to authenticated, service_role;
