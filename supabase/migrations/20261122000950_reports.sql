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

-- ---------------------------------------------------------------------------------------------
-- Revenue targets (issue 27 §2: "monthly revenue vs target")
-- ---------------------------------------------------------------------------------------------

-- A chapter's revenue target per month, in whole rupiah, set by its officers (dues.bill: the
-- officers who issue its bills — a DPC officer its DPC, a DPW officer the DPW and its DPCs, the DPP
-- every chapter) through public.set_revenue_targets; read by whoever sees the chapter's reports.
create table public.revenue_targets (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  year integer not null,
  month integer not null,
  amount bigint not null,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  primary key (organization_id, year, month),
  constraint revenue_targets_month_range check (month between 1 and 12),
  constraint revenue_targets_year_range check (year between 2000 and 2100),
  constraint revenue_targets_amount_range check (amount between 0 and 1000000000000)
);

comment on table public.revenue_targets is
  'A chapter''s revenue target for a month (whole rupiah, 0 to 1,000,000,000,000), set through public.set_revenue_targets (audited) and read by public.financial_report. No row: no target of its own for that month (a DPW or the DPP then counts its chapters'' targets, private.effective_revenue_targets).';
create index revenue_targets_updated_by_idx on public.revenue_targets (updated_by);

alter table public.revenue_targets enable row level security;
revoke all on public.revenue_targets from public, anon, authenticated;
grant select on public.revenue_targets to authenticated;
grant all on public.revenue_targets to service_role;

create policy revenue_targets_select on public.revenue_targets
  for select to authenticated
  using (organization_id = any (coalesce(private.organization_ids_with_permission('reports.view'), '{}')));

comment on policy revenue_targets_select on public.revenue_targets is
  'The targets of the chapters where the caller holds reports.view. Restated outside RLS by public.financial_report (the months'' target, in the chapters with reports.view). Written only through public.set_revenue_targets: no insert, update or delete policy.';

-- The target of a scope per month: the sum over the scope's highest chapters (those whose parent is
-- not in it) of each one's effective target — its own when set for the month, else the sum of its
-- children's effective targets (a DPW without its own counts its DPCs'; the DPP its DPWs'). Null
-- for a month without any.
create function private.effective_revenue_targets(p_scope uuid[], p_from date, p_to date)
returns table (month date, amount bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with own as (
    select t.organization_id, make_date(t.year, t.month, 1) as month, t.amount
    from public.revenue_targets t
    where make_date(t.year, t.month, 1) between date_trunc('month', p_from) and p_to
  ), dpc as (
    select o.parent_id, x.month, x.amount
    from own x join public.organizations o on o.id = x.organization_id and o.level = 'DPC'
  ), dpw as (
    -- Each DPW with a target of its own or of a DPC: its own, else its DPCs'.
    select w.id, w.parent_id, m.month,
           coalesce((select x.amount from own x where x.organization_id = w.id and x.month = m.month),
                    (select sum(d.amount) from dpc d where d.parent_id = w.id and d.month = m.month))::bigint as amount
    from public.organizations w
    join (select organization_id as id, month from own union select parent_id, month from dpc) m on m.id = w.id
    where w.level = 'DPW'
  ), dpp as (
    select p.id, m.month,
           coalesce((select x.amount from own x where x.organization_id = p.id and x.month = m.month),
                    (select sum(w.amount) from dpw w where w.parent_id = p.id and w.month = m.month))::bigint as amount
    from public.organizations p
    join (select organization_id as id, month from own union select parent_id, month from dpw) m on m.id = p.id
    where p.level = 'DPP'
  ), effective as (
    select o.organization_id as id, o.month, o.amount from own o
    join public.organizations c on c.id = o.organization_id and c.level = 'DPC'
    union all select id, month, amount from dpw
    union all select id, month, amount from dpp
  )
  select e.month, sum(e.amount)::bigint
  from effective e
  join public.organizations o on o.id = e.id
  where o.id = any (p_scope) and (o.parent_id is null or not o.parent_id = any (p_scope))
  group by e.month
$$;

comment on function private.effective_revenue_targets(uuid[], date, date) is
  'Revenue target per month between two dates of a scope of chapters: the sum over its highest chapters of each one''s own target, else its children''s (DPC ← DPW ← DPP). Read by public.financial_report with the chapters where the caller holds reports.view.';
revoke all on function private.effective_revenue_targets(uuid[], date, date) from public;

create function public.set_revenue_targets(p_organization_id uuid, p_year integer, p_amounts bigint[])
returns setof public.revenue_targets
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_before jsonb;
  v_after jsonb;
begin
  if p_organization_id is null or not private.can_in_organization('dues.bill', p_organization_id) then
    raise exception 'Target pendapatan hanya dapat diatur oleh pengurus wilayah tersebut.'
      using errcode = '42501';
  end if;
  if p_year is null or p_year < 2000 or p_year > extract(year from private.today())::integer + 1 then
    raise exception 'Tahun target harus antara 2000 dan tahun depan.'
      using errcode = '22023', constraint = 'revenue_targets_year_range';
  end if;
  if p_amounts is null or array_ndims(p_amounts) is distinct from 1 or cardinality(p_amounts) <> 12 then
    raise exception 'Target pendapatan diisi untuk dua belas bulan.'
      using errcode = '22023', constraint = 'revenue_targets_month_range';
  end if;
  if exists (select 1 from unnest(p_amounts) a where a < 0 or a > 1000000000000) then
    raise exception 'Target pendapatan per bulan antara Rp0 dan Rp1.000.000.000.000.'
      using errcode = '22023', constraint = 'revenue_targets_amount_range';
  end if;

  select jsonb_agg(to_jsonb(t) order by t.month) into v_before
  from public.revenue_targets t where t.organization_id = p_organization_id and t.year = p_year;
  -- A month without an amount (null) has no target of its own.
  delete from public.revenue_targets t
  where t.organization_id = p_organization_id and t.year = p_year and p_amounts[t.month] is null;
  insert into public.revenue_targets as t (organization_id, year, month, amount, updated_by)
  select p_organization_id, p_year, a.month, a.amount, (select auth.uid())
  from unnest(p_amounts) with ordinality as a (amount, month)
  where a.amount is not null
  on conflict (organization_id, year, month) do update
    set amount = excluded.amount, updated_by = excluded.updated_by, updated_at = now()
    where t.amount is distinct from excluded.amount;
  select jsonb_agg(to_jsonb(t) order by t.month) into v_after
  from public.revenue_targets t where t.organization_id = p_organization_id and t.year = p_year;
  perform private.write_audit('revenue_targets.set', 'revenue_targets', p_organization_id::text || ':' || p_year,
                              p_organization_id, v_before, v_after);
  return query select * from public.revenue_targets t
    where t.organization_id = p_organization_id and t.year = p_year order by t.month;
end;
$$;

comment on function public.set_revenue_targets(uuid, integer, bigint[]) is
  'Sets a chapter''s revenue targets of a year: twelve amounts, January first, whole rupiah 0 to 1,000,000,000,000, null for a month without a target of its own. Requires dues.bill in the chapter (42501 otherwise); the year lies between 2000 and next year by private.today() (22023 revenue_targets_year_range), twelve amounts (22023 revenue_targets_month_range), each in range (22023 revenue_targets_amount_range), with Indonesian messages. Audited (revenue_targets.set, the year''s targets before and after). Returns the year''s targets.';
revoke all on function public.set_revenue_targets(uuid, integer, bigint[]) from public, anon;
grant execute on function public.set_revenue_targets(uuid, integer, bigint[]) to authenticated, service_role;

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
                    'payments', coalesce((select sum(x.payments) from paid x where x.month = m.month), 0),
                    'target', g.amount) order by m.month)
                 from (select generate_series(v_start, v_end, interval '1 month')::date as month) m
                 left join private.effective_revenue_targets(v_scope, v_start, v_end) g on g.month = m.month),
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
  'The financial report of the chapters where the caller holds reports.view, for the month, quarter or year holding the anchor date: revenue (completed payments by WIB month) against the previous period and the same period a year before, the collection rate of the bills due in each, the months (with the scope''s revenue target, private.effective_revenue_targets), the payment methods, the revenue per dues category (what the period''s completed payments settled of bills of each category, with its share of that total), and today''s arrears in total and per chapter (per province for a DPP officer). Read from private.payment_totals, private.bill_totals, private.member_arrears and private.category_revenue_totals, which it filters to those chapters itself (the bills_select, payments_select and revenue_targets_select policies show an officer no more than them).';
revoke all on function public.financial_report(text, date) from public, anon;
grant execute on function public.financial_report(text, date) to authenticated, service_role;
