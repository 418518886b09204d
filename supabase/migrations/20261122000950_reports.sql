-- Reports (issue 27): the officers' financial report.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- A report covers the chapters where the caller holds reports.view (a DPC officer: the DPC; DPW:
-- itself and its DPCs; DPP: all), not the caller's own bills and payments as a member. It reads the
-- summaries the bills and payments keep (private.bill_totals, private.payment_totals,
-- private.member_arrears, private.category_revenue_totals); tests/db/financial-report.test.ts compares it with counting the rows.

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

-- Revenue per dues category: what completed payments applied to bills of each category
-- (payment_bills.amount), per chapter of the payment (payments.organization_id, as the revenue) and
-- WIB month of its payment date. Summing payment_bills per request read every settled bill of the
-- scope (5M payments at scale), so this summary is kept like private.payment_totals, by statement
-- triggers with transition tables. A payment's bills count while the payment is completed:
--   - public.payments, update: a payment that becomes or stops being completed (a recorded or QRIS
--     payment writes its payment_bills while pending, then settles; a refund or failure), or moves
--     chapter or date while completed. A new payment has no payment_bills yet (they reference it).
--   - public.payment_bills, insert/update/delete: bills attached to or detached from a completed
--     payment (the seed and the bulk load insert them after the completed payment).
--   - public.payments, delete: a completed payment's bills are removed before its row goes (its
--     payment_bills are deleted by the cascade, when the payment can no longer be read).
--   - public.bills, update of category_id: its settled amounts move to the new category.
-- A partial refund keeps the payment completed and whole here, as in the report's revenue.
create table private.category_revenue_totals (
  organization_id uuid not null,
  category_id uuid not null,
  month date not null,
  -- No check (bills >= 0): INSERT … ON CONFLICT checks the proposed row, which for a removal is negative.
  bills bigint not null,
  amount bigint not null,
  primary key (organization_id, month, category_id)
);

comment on table private.category_revenue_totals is
  'Number and rupiah of bills settled by completed payments (payment_bills.amount) per chapter of the payment, dues category of the bill and WIB month of the payment date; kept by the category_revenue_* triggers on public.payments, public.payment_bills and public.bills, read by public.financial_report. tests/db/category-revenue-totals.test.ts compares it with counting.';
revoke all on private.category_revenue_totals from public, anon, authenticated;

create function private.track_category_revenue_payments()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.category_revenue_totals as t (organization_id, category_id, month, bills, amount)
  select c.organization_id, b.category_id, date_trunc('month', c.payment_date at time zone 'Asia/Jakarta')::date,
         sum(c.sign), sum(c.sign * pb.amount)
  from (
    -- Completed after the update, and not completed in the same chapter and date before it; and the reverse.
    select 1 as sign, n.id, n.organization_id, n.payment_date from new_payments n
    where n.status = 'completed'
      and not exists (select 1 from old_payments o where o.id = n.id and o.status = 'completed'
                        and o.organization_id = n.organization_id and o.payment_date = n.payment_date)
    union all
    select -1, o.id, o.organization_id, o.payment_date from old_payments o
    where o.status = 'completed'
      and not exists (select 1 from new_payments n where n.id = o.id and n.status = 'completed'
                        and n.organization_id = o.organization_id and n.payment_date = o.payment_date)
  ) c
  join public.payment_bills pb on pb.payment_id = c.id
  join public.bills b on b.id = pb.bill_id
  group by 1, 2, 3
  -- One order for every writer: concurrent settlements lock the rows they share in the same order.
  order by 1, 2, 3
  on conflict (organization_id, month, category_id)
  do update set bills = t.bills + excluded.bills, amount = t.amount + excluded.amount;
  return null;
end
$$;

comment on function private.track_category_revenue_payments() is
  'Statement trigger on public.payments (update, transition tables old_payments and new_payments): moves the payment_bills of payments that became, stopped being, or moved chapter or date while completed into or out of private.category_revenue_totals.';
revoke all on function private.track_category_revenue_payments() from public;

create function private.track_category_revenue_payment_bills()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sign constant integer := tg_argv[0]::integer;
begin
  insert into private.category_revenue_totals as t (organization_id, category_id, month, bills, amount)
  select p.organization_id, b.category_id, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date,
         v_sign * count(*), v_sign * sum(pb.amount)
  from changed_payment_bills pb
  join public.payments p on p.id = pb.payment_id and p.status = 'completed'
  join public.bills b on b.id = pb.bill_id
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (organization_id, month, category_id)
  do update set bills = t.bills + excluded.bills, amount = t.amount + excluded.amount;
  return null;
end
$$;

comment on function private.track_category_revenue_payment_bills() is
  'Statement trigger on public.payment_bills: adds (argument 1) or removes (argument -1) the changed rows (transition table changed_payment_bills) whose payment is completed to or from private.category_revenue_totals. Rows of a payment being deleted are not found here: private.remove_deleted_payment_revenue removed them.';
revoke all on function private.track_category_revenue_payment_bills() from public;

create function private.remove_deleted_payment_revenue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.category_revenue_totals as t (organization_id, category_id, month, bills, amount)
  select old.organization_id, b.category_id, date_trunc('month', old.payment_date at time zone 'Asia/Jakarta')::date,
         -count(*), -sum(pb.amount)
  from public.payment_bills pb join public.bills b on b.id = pb.bill_id
  where pb.payment_id = old.id
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (organization_id, month, category_id)
  do update set bills = t.bills + excluded.bills, amount = t.amount + excluded.amount;
  return old;
end
$$;

comment on function private.remove_deleted_payment_revenue() is
  'Row trigger before a completed payment is deleted: removes its payment_bills from private.category_revenue_totals (the cascade deletes them before a statement trigger could read the payment).';
revoke all on function private.remove_deleted_payment_revenue() from public;

create function private.move_bill_category_revenue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.category_revenue_totals as t (organization_id, category_id, month, bills, amount)
  select p.organization_id, c.category_id, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date,
         sum(c.sign), sum(c.sign * pb.amount)
  from public.payment_bills pb
  join public.payments p on p.id = pb.payment_id and p.status = 'completed'
  cross join (values (-1, old.category_id), (1, new.category_id)) c (sign, category_id)
  where pb.bill_id = new.id
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (organization_id, month, category_id)
  do update set bills = t.bills + excluded.bills, amount = t.amount + excluded.amount;
  return null;
end
$$;

comment on function private.move_bill_category_revenue() is
  'Row trigger after a bill''s category_id changes: moves what completed payments settled of it to the new category in private.category_revenue_totals.';
revoke all on function private.move_bill_category_revenue() from public;

create trigger category_revenue_updated after update on public.payments
  referencing old table as old_payments new table as new_payments
  for each statement execute function private.track_category_revenue_payments();
create trigger category_revenue_deleted before delete on public.payments
  for each row when (old.status = 'completed') execute function private.remove_deleted_payment_revenue();
create trigger category_revenue_bills_inserted after insert on public.payment_bills
  referencing new table as changed_payment_bills
  for each statement execute function private.track_category_revenue_payment_bills('1');
create trigger category_revenue_bills_added_updated after update on public.payment_bills
  referencing new table as changed_payment_bills
  for each statement execute function private.track_category_revenue_payment_bills('1');
create trigger category_revenue_bills_removed_updated after update on public.payment_bills
  referencing old table as changed_payment_bills
  for each statement execute function private.track_category_revenue_payment_bills('-1');
create trigger category_revenue_bills_deleted after delete on public.payment_bills
  referencing old table as changed_payment_bills
  for each statement execute function private.track_category_revenue_payment_bills('-1');
create trigger category_revenue_bill_category after update of category_id on public.bills
  for each row when (old.category_id is distinct from new.category_id)
  execute function private.move_bill_category_revenue();

-- The payments already settled when this summary is created (none on a fresh database).
insert into private.category_revenue_totals (organization_id, category_id, month, bills, amount)
select p.organization_id, b.category_id, date_trunc('month', p.payment_date at time zone 'Asia/Jakarta')::date,
       count(*), sum(pb.amount)
from public.payments p
join public.payment_bills pb on pb.payment_id = p.id
join public.bills b on b.id = pb.bill_id
where p.status = 'completed'
group by 1, 2, 3;

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
    ), by_category as (
      -- What the period's completed payments settled of bills of each dues category.
      select t.category_id, sum(t.amount) as amount, sum(t.bills) as bills
      from private.category_revenue_totals t join chapters c on c.id = t.organization_id
      where t.month between v_start and v_end
      group by t.category_id
      having sum(t.bills) <> 0
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
      'categories', coalesce((select jsonb_agg(jsonb_build_object(
                                'categoryId', k.id, 'name', k.name, 'amount', x.amount, 'bills', x.bills,
                                'share', round(100.0 * x.amount / nullif(x.total, 0), 1))
                                order by x.amount desc, k.name)
                              from (select y.*, sum(y.amount) over () as total from by_category y) x
                              join public.dues_categories k on k.id = x.category_id), '[]'),
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
  'The financial report of the chapters where the caller holds reports.view, for the month, quarter or year holding the anchor date: revenue (completed payments by WIB month) against the previous period and the same period a year before, the collection rate of the bills due in each, the months, the payment methods, the revenue per dues category (what the period''s completed payments settled of bills of each category, with its share of that total), and today''s arrears in total and per chapter (per province for a DPP officer). Read from private.payment_totals, private.bill_totals, private.member_arrears and private.category_revenue_totals, which it filters to those chapters itself (the bills_select and payments_select policies show an officer no more than them).';
revoke all on function public.financial_report(text, date) from public, anon;
grant execute on function public.financial_report(text, date) to authenticated, service_role;
