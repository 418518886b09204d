-- Dues bills: the national dues categories, the bills issued for them (generation, the bills of a
-- member who has just joined, waiving) and the totals the bills list reads.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Money is an integer number of rupiah. Bills carry the DPC that issued them (organization_id),
-- which is what RLS scopes on; unpaid bills follow a member who transfers. What a member owes
-- each chapter is kept in …000610_member_arrears.sql, payments and the bills they settle are in
-- …000650_payments.sql, dues and payment statistics in …000900_statistics.sql.

create type public.dues_period as enum ('monthly', 'quarterly', 'annual', 'one_time');
create type public.bill_status as enum ('unpaid', 'paid', 'waived');
comment on type public.dues_period is 'How often a dues category is billed.';
comment on type public.bill_status is 'unpaid (open), paid (settled by a completed payment), waived.';

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.dues_categories (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  amount integer not null,
  period public.dues_period not null,
  description text,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint dues_categories_name_length check (name = btrim(name) and length(name) between 3 and 100),
  constraint dues_categories_amount_range check (amount between 1 and 100000000),
  constraint dues_categories_description_length check (description is null or length(description) <= 500)
);

comment on table public.dues_categories is
  'National dues categories (Iuran Pokok, Iuran Pengembangan, Iuran Tahunan, …): amount in whole rupiah (1 to 100,000,000), billing period, active flag. updated_at is "lastUpdated". Changed through create_dues_category, update_dues_category and delete_dues_category.';

-- Names are unique whatever their case: "Iuran Pokok" and "iuran pokok" are one category.
create unique index dues_categories_name_key on public.dues_categories (lower(name));

create table public.bills (
  -- Time-ordered: bill generation inserts 500 k bills at once (private.time_ordered_uuid).
  id uuid primary key default private.time_ordered_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  category_id uuid not null references public.dues_categories (id) on delete restrict,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  period_start date not null,
  period_end date not null,
  due_date date not null,
  amount integer not null check (amount > 0),
  status public.bill_status not null default 'unpaid',
  paid_at timestamptz,
  waived_reason text,
  waived_at timestamptz,
  waived_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint bills_one_per_member_and_period unique (member_id, category_id, period_start),
  constraint bills_period_order check (period_end >= period_start),
  constraint bills_paid_at check ((status = 'paid') = (paid_at is not null)),
  constraint bills_waiver check (
    (status = 'waived') = (waived_at is not null)
    and (status = 'waived') = (waived_reason is not null)
    and (status = 'waived' or waived_by is null)
    and (waived_reason is null or length(waived_reason) between 5 and 500)
  )
);

comment on table public.bills is
  'One bill per member, dues category and period, issued by the member''s DPC (organization_id). Overdue when unpaid after due_date. Issued by generate_bills, waived by waive_bill.';
comment on column public.bills.waived_reason is 'Why an officer waived the bill (5–500 characters); set only on a waived bill.';
comment on column public.bills.waived_at is 'When the bill was waived; set only on a waived bill.';
comment on column public.bills.waived_by is 'The officer who waived the bill (null once their account is deleted, or for the system).';
comment on constraint bills_waiver on public.bills is
  'A waived bill, and only a waived bill, has a waiver time and a reason of 5 to 500 characters; only a waived bill names who waived it.';

create index bills_category_id_idx on public.bills (category_id);
create index bills_organization_id_status_idx on public.bills (organization_id, status, due_date);
-- A chapter's bills in the list's order (GET /dues/bills as a chapter officer, caller-scope.ts): a
-- page is an ordered range of one chapter, as bills_due_date_order_idx below is for the nation.
create index bills_organization_order_idx on public.bills (organization_id, due_date desc, period_start desc, id);
create index bills_unpaid_due_date_idx on public.bills (due_date) where status = 'unpaid';
create index bills_period_start_idx on public.bills (period_start);
create index bills_waived_by_idx on public.bills (waived_by) where waived_by is not null;
-- The bills list's order (GET /dues/bills: newest due date first): a page is an ordered index
-- scan that stops after the page, instead of sorting millions of bills in a wide scope.
create index bills_due_date_order_idx on public.bills (due_date desc, period_start desc, id);
comment on index public.bills_due_date_order_idx is 'The order of the bills list (due date, period, id), newest first.';

create trigger dues_categories_set_updated_at before update on public.dues_categories
  for each row execute function private.set_updated_at();
create trigger dues_categories_audit after insert or update or delete on public.dues_categories
  for each row execute function private.audit_row_change();

-- ---------------------------------------------------------------------------------------------
-- Helpers: amounts as messages write them, who manages the national categories
-- ---------------------------------------------------------------------------------------------

-- The one way SQL writes an amount of money (notifications, messages): `Rp150.000`, as the web
-- app's formatIdr does. Not to_char's G: under the database's C locale it writes `Rp150,000`.
create function private.format_rupiah(p_amount bigint)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  -- PL/pgSQL: kept planned for the session when 10,000 reminders are rendered at once.
  return case when p_amount < 0 then '-' else '' end
    || 'Rp' || regexp_replace(abs(p_amount)::text, '(\d)(?=(\d{3})+$)', '\1.', 'g');
end;
$$;

comment on function private.format_rupiah(bigint) is
  'An amount in whole rupiah as every SQL message and notification writes it: Rp150.000 (dots between thousands, no space, no decimals). The web app''s twin is formatIdr (src/lib/format.ts).';
revoke all on function private.format_rupiah(bigint) from public;

create function private.can_manage_national_dues()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_permission('dues.manage') and private.has_national_scope()
$$;

comment on function private.can_manage_national_dues() is
  'True when the caller may change national dues categories: dues.manage held by a DPP officer (SUPER_ADMIN, ADMIN_DPP).';
revoke all on function private.can_manage_national_dues() from public;
grant execute on function private.can_manage_national_dues() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- RLS, grants and policies. Bills are written only by the functions below (and the service
-- role); API roles read them within their scope.
-- ---------------------------------------------------------------------------------------------

alter table public.dues_categories enable row level security;
alter table public.bills enable row level security;

revoke all on public.dues_categories, public.bills from public, anon, authenticated;
grant all on public.dues_categories, public.bills to service_role;
grant select on public.dues_categories to anon;
grant select, delete on public.dues_categories to authenticated;
grant insert (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant update (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant select on public.bills to authenticated;

-- anon has its own read policy on the active flag alone: a policy shared with authenticated would
-- call private.has_permission(), which anon may not execute.
create policy dues_categories_select_anon on public.dues_categories
  for select to anon
  using (is_active);
create policy dues_categories_select on public.dues_categories
  for select to authenticated
  using (is_active or (select private.can_manage_national_dues()));
-- Categories are national: written by a DPP officer (SUPER_ADMIN, ADMIN_DPP) holding dues.manage.
create policy dues_categories_insert on public.dues_categories
  for insert to authenticated
  with check ((select private.can_manage_national_dues()));
create policy dues_categories_update on public.dues_categories
  for update to authenticated
  using ((select private.can_manage_national_dues()))
  with check ((select private.can_manage_national_dues()));
create policy dues_categories_delete on public.dues_categories
  for delete to authenticated
  using ((select private.can_manage_national_dues()));

create policy bills_select on public.bills
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
comment on policy bills_select on public.bills is
  'The member''s own bills, and every bill of the chapters the caller administers (all of them for a national officer). Restated outside RLS by security definer functions, which must change with it: public.bill_summary (the bills list''s totals, from private.bill_totals); private.overdue_page and private.overdue_member_ids (the overdue list, from private.member_arrears, in the caller''s dues.remind chapters); private.refresh_ai_insights_for (an officer''s insights, in the chapters they administer); public.dues_statistics (the payments pages'' figures); public.financial_report (the financial report, in the chapters with reports.view); public.analytics (the trend view''s collection rate and arrears ageing, from private.bill_totals and private.member_arrears, in the chapters with reports.view); private.chapter_figures (the structure tree''s dues figures, from private.bill_totals, in the chapters the caller administers).';

-- ---------------------------------------------------------------------------------------------
-- Dues categories
-- ---------------------------------------------------------------------------------------------

-- Dues categories change only through these functions (security invoker: the policies above still
-- decide). Each names its audit action; the audit trigger writes the row before and after.

create function private.require_national_dues_manager()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.can_manage_national_dues() then
    raise exception 'permission dues.manage (DPP) is required to change dues categories' using errcode = '42501';
  end if;
end;
$$;

comment on function private.require_national_dues_manager() is
  'Raises 42501 unless the caller may change national dues categories (private.can_manage_national_dues).';
revoke all on function private.require_national_dues_manager() from public;
grant execute on function private.require_national_dues_manager() to authenticated, service_role;

create function public.create_dues_category(
  p_name text,
  p_amount integer,
  p_period public.dues_period,
  p_description text default null,
  p_is_active boolean default true
)
returns public.dues_categories
language plpgsql
security invoker
set search_path = ''
as $$
declare
  c public.dues_categories;
begin
  perform private.require_national_dues_manager();
  perform set_config('simk.audit_action', 'dues_categories.insert', true);
  insert into public.dues_categories (name, amount, period, description, is_active)
  values (btrim(p_name), p_amount, p_period, nullif(btrim(coalesce(p_description, '')), ''), coalesce(p_is_active, true))
  returning * into c;
  perform set_config('simk.audit_action', '', true);
  return c;
end;
$$;

comment on function public.create_dues_category(text, integer, public.dues_period, text, boolean) is
  'Adds a national dues category (active by default). Requires dues.manage at the DPP; a name already used in any case is 23505.';

create function public.update_dues_category(
  p_id uuid,
  p_name text,
  p_amount integer,
  p_period public.dues_period,
  p_description text,
  p_is_active boolean
)
returns public.dues_categories
language plpgsql
security invoker
set search_path = ''
as $$
declare
  c public.dues_categories;
begin
  perform private.require_national_dues_manager();
  select * into c from public.dues_categories where id = p_id for update;
  if not found then
    raise exception 'dues category % not found', p_id using errcode = 'P0002';
  end if;
  -- A change of the active flag alone is an activation or a deactivation in the audit trail.
  perform set_config('simk.audit_action',
    case
      when (c.name, c.amount, c.period, c.description) is not distinct from
           (btrim(p_name), p_amount, p_period, nullif(btrim(coalesce(p_description, '')), ''))
           and c.is_active <> p_is_active
        then case when p_is_active then 'dues_categories.activate' else 'dues_categories.deactivate' end
      else 'dues_categories.update'
    end, true);
  update public.dues_categories
  set name = btrim(p_name), amount = p_amount, period = p_period,
      description = nullif(btrim(coalesce(p_description, '')), ''), is_active = p_is_active
  where id = p_id
  returning * into c;
  perform set_config('simk.audit_action', '', true);
  return c;
end;
$$;

comment on function public.update_dues_category(uuid, text, integer, public.dues_period, text, boolean) is
  'Replaces the fields of a dues category (a change of is_active alone is audited as dues_categories.activate or .deactivate). Existing bills keep their amount. Requires dues.manage at the DPP.';

create function public.delete_dues_category(p_id uuid)
returns public.dues_categories
language plpgsql
security invoker
set search_path = ''
as $$
declare
  c public.dues_categories;
begin
  perform private.require_national_dues_manager();
  perform set_config('simk.audit_action', 'dues_categories.delete', true);
  begin
    delete from public.dues_categories where id = p_id returning * into c;
  exception when foreign_key_violation then
    raise exception 'Kategori iuran ini sudah memiliki tagihan sehingga tidak dapat dihapus. Nonaktifkan kategori ini agar tidak menerbitkan tagihan baru.'
      using errcode = '23503', constraint = 'bills_category_id_fkey';
  end;
  if not found then
    raise exception 'dues category % not found', p_id using errcode = 'P0002';
  end if;
  perform set_config('simk.audit_action', '', true);
  return c;
end;
$$;

comment on function public.delete_dues_category(uuid) is
  'Deletes a dues category that has no bills; one with bills is refused (23503, bills_category_id_fkey): deactivate it instead. Requires dues.manage at the DPP.';

revoke all on function public.create_dues_category(text, integer, public.dues_period, text, boolean) from public, anon;
revoke all on function public.update_dues_category(uuid, text, integer, public.dues_period, text, boolean) from public, anon;
revoke all on function public.delete_dues_category(uuid) from public, anon;
grant execute on function public.create_dues_category(text, integer, public.dues_period, text, boolean) to authenticated, service_role;
grant execute on function public.update_dues_category(uuid, text, integer, public.dues_period, text, boolean) to authenticated, service_role;
grant execute on function public.delete_dues_category(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Bill generation: the month's bills, and the bills of a member who has just joined
-- ---------------------------------------------------------------------------------------------

create function private.period_bounds(p_period public.dues_period, p_month date)
returns table (period_start date, period_end date)
language sql
immutable
set search_path = ''
as $$
  select s, (s + case p_period
                   when 'monthly' then interval '1 month'
                   when 'quarterly' then interval '3 months'
                   else interval '1 year' end - interval '1 day')::date
  from (select date_trunc(
                 case p_period when 'monthly' then 'month' when 'quarterly' then 'quarter' else 'year' end,
                 p_month)::date as s) x
$$;

comment on function private.period_bounds(public.dues_period, date) is
  'Start and end of the billing period of a category that contains the given date.';
revoke all on function private.period_bounds(public.dues_period, date) from public;

-- Bill generation: one set-based insert … select for a whole period (200k members × 3 categories
-- in a few seconds, docs/benchmarks/db.md), idempotent through bills_one_per_member_and_period.
-- The preview and the run read the same rows (private.bills_to_issue), so what the officer is
-- shown is what a run would issue.

create type public.bill_generation as (
  month date,
  bills integer,
  members integer,
  total_amount bigint
);

comment on type public.bill_generation is
  'What a bill generation run would issue (preview) or issued (run): the first day of the month, the number of bills, of members billed, and their total in whole rupiah.';

create function private.bill_issuing_scope()
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Without JWT claims (pg_cron, the local timer, the owner) or as the service role: everyone.
  if coalesce((select auth.role()), 'service_role') = 'service_role' then
    return null;
  end if;
  return coalesce(private.organization_ids_with_permission('dues.bill'), '{}');
end;
$$;

comment on function private.bill_issuing_scope() is
  'The DPCs whose members the caller may bill (dues.bill: a DPC officer its DPC, a DPW officer its DPCs, the DPP all); null for the scheduler and the service role (every DPC).';
revoke all on function private.bill_issuing_scope() from public;
grant execute on function private.bill_issuing_scope() to authenticated, service_role;

create function private.bills_to_issue(p_month date, p_category_id uuid, p_organization_ids uuid[], p_member_id uuid default null)
returns table (
  member_id uuid,
  category_id uuid,
  organization_id uuid,
  period_start date,
  period_end date,
  due_date date,
  amount integer
)
language sql
stable
set search_path = ''
as $$
  select m.id, c.id, m.organization_id, pb.period_start, pb.period_end,
         (pb.period_start + interval '1 month' - interval '1 day')::date, c.amount
  from public.dues_categories c
  cross join lateral private.period_bounds(c.period, date_trunc('month', p_month)::date) pb
  join public.members m on m.membership_status = 'ACTIVE'
  where c.is_active
    and c.period <> 'one_time'
    and pb.period_start = date_trunc('month', p_month)::date -- a quarterly/annual category bills in the period's first month
    and (p_category_id is null or c.id = p_category_id)
    and (p_organization_ids is null or m.organization_id = any (p_organization_ids))
    and (p_member_id is null or m.id = p_member_id)
    and not exists (
      select 1 from public.bills b
      where b.member_id = m.id and b.category_id = c.id and b.period_start = pb.period_start
    )
$$;

comment on function private.bills_to_issue(date, uuid, uuid[], uuid) is
  'The bills not yet issued for the periods starting in the month of p_month: one per ACTIVE member of the given DPCs (null: all; or the one member given) and active recurring category (or the one given). Due at the end of the period''s first month.';
revoke all on function private.bills_to_issue(date, uuid, uuid[], uuid) from public;

create function private.require_bill_issuing_scope(p_month date)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scope uuid[] := private.bill_issuing_scope();
begin
  if p_month is null then
    raise exception 'a billing month is required' using errcode = '22023';
  end if;
  if scope = '{}' then
    raise exception 'permission dues.bill is required to issue bills' using errcode = '42501';
  end if;
  return scope;
end;
$$;

comment on function private.require_bill_issuing_scope(date) is
  'The caller''s bill issuing scope (private.bill_issuing_scope); raises 42501 when it is empty and 22023 without a month.';
revoke all on function private.require_bill_issuing_scope(date) from public;
grant execute on function private.require_bill_issuing_scope(date) to authenticated, service_role;

create function private.bill_generation_preview(p_month date, p_category_id uuid default null)
returns public.bill_generation
language sql
stable
security definer
set search_path = ''
as $$
  select date_trunc('month', p_month)::date, count(*)::integer, count(distinct b.member_id)::integer,
         coalesce(sum(b.amount), 0)::bigint
  from private.bills_to_issue(p_month, p_category_id, private.require_bill_issuing_scope(p_month)) b
$$;

comment on function private.bill_generation_preview(date, uuid) is
  'What private.generate_bills would issue now for the month, in the caller''s scope: bills, members and total. Requires dues.bill (or the scheduler/service role).';
revoke all on function private.bill_generation_preview(date, uuid) from public;
grant execute on function private.bill_generation_preview(date, uuid) to authenticated, service_role;

create function public.bill_generation_preview(p_month date, p_category_id uuid default null)
returns public.bill_generation
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.bill_generation_preview(p_month, p_category_id)
$$;

comment on function public.bill_generation_preview(date, uuid) is
  'Previews the bills a generation run would issue for the month in the caller''s scope; see private.bill_generation_preview.';
revoke all on function public.bill_generation_preview(date, uuid) from public, anon;
grant execute on function public.bill_generation_preview(date, uuid) to authenticated, service_role;

create function private.generate_bills(p_month date default private.today(), p_category_id uuid default null)
returns public.bill_generation
language plpgsql
security definer
set search_path = ''
as $$
declare
  scope uuid[] := private.require_bill_issuing_scope(p_month);
  result public.bill_generation;
begin
  with issued as (
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select b.member_id, b.category_id, b.organization_id, b.period_start, b.period_end, b.due_date, b.amount
    from private.bills_to_issue(p_month, p_category_id, scope) b
    -- In the order of bills_one_per_member_and_period: the 500 k new entries of that 350 MB index
    -- then land on neighbouring leaves instead of random ones (with time-ordered ids, 31 s → 17 s
    -- at 200 k members; docs/benchmarks/payments.md "Fifth pass").
    order by b.member_id
    on conflict (member_id, category_id, period_start) do nothing
    returning member_id, amount
  )
  select date_trunc('month', p_month)::date, count(*)::integer, count(distinct member_id)::integer,
         coalesce(sum(amount), 0)::bigint
  into result
  from issued;
  -- An officer's run is audited even when it issues nothing; the scheduler's only when it issues.
  if result.bills > 0 or (select auth.uid()) is not null then
    perform private.write_audit('bills.generate', 'bills', null, null, null,
      jsonb_build_object('month', result.month, 'category_id', p_category_id, 'organization_ids', scope,
                         'bills', result.bills, 'members', result.members, 'total_amount', result.total_amount));
  end if;
  return result;
end;
$$;

comment on function private.generate_bills(date, uuid) is
  'Issues the bills of every active recurring category whose period starts in the month, one per ACTIVE member in the caller''s scope (dues.bill; everyone for the scheduler and the service role). Idempotent: a second run issues nothing. Audited as bills.generate (a scheduler run that issues nothing is not).';
revoke all on function private.generate_bills(date, uuid) from public;
grant execute on function private.generate_bills(date, uuid) to authenticated, service_role;

create function public.generate_bills(p_month date default private.today(), p_category_id uuid default null)
returns public.bill_generation
language sql
security invoker
set search_path = ''
as $$
  select * from private.generate_bills(p_month, p_category_id)
$$;

comment on function public.generate_bills(date, uuid) is
  'Issues the bills for the periods starting in the month, in the caller''s scope (idempotent); see private.generate_bills.';
revoke all on function public.generate_bills(date, uuid) from public, anon;
grant execute on function public.generate_bills(date, uuid) to authenticated, service_role;

-- A member who becomes ACTIVE mid-month (verification, a NAP claim or a link) is billed at once what
-- the daily job would have billed them had they been ACTIVE on the 1st: this month's bills, by the
-- same private.bills_to_issue, so they can pay the day they get their NAP (decision 0046). A
-- quarterly or annual category starts at its next period, as for every member.
create function private.issue_joining_bills(p_member_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  issued integer;
begin
  with rows as (
    insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
    select b.member_id, b.category_id, b.organization_id, b.period_start, b.period_end, b.due_date, b.amount
    from private.bills_to_issue(private.today(), null, null, p_member_id) b
    on conflict (member_id, category_id, period_start) do nothing
    returning id
  )
  select count(*)::integer into issued from rows;
  if issued > 0 then
    perform private.write_audit('bills.generate', 'bills', null,
      (select m.organization_id from public.members m where m.id = p_member_id), null,
      jsonb_build_object('month', date_trunc('month', private.today())::date, 'member_id', p_member_id,
                         'bills', issued, 'reason', 'joining'));
  end if;
  return issued;
end;
$$;

comment on function private.issue_joining_bills(uuid) is
  'Issues this month''s bills (private.bills_to_issue for today, one member) to a member who has just become ACTIVE or been linked to a login; idempotent. Called by verify_member, link_application_to_member and link_nap_claim inside their transactions. Returns the number issued; audited as bills.generate.';
revoke all on function private.issue_joining_bills(uuid) from public;

-- What a member owes now, as the NAP email and the in-app notice put it.
create function private.dues_due_summary(p_member_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  total bigint;
  first_due date;
begin
  select sum(b.amount), min(b.due_date) into total, first_due
  from public.bills b
  where b.member_id = p_member_id and b.status = 'unpaid';
  if total is null then
    return '{}';
  end if;
  return jsonb_build_object('dues_amount', private.format_rupiah(total), 'dues_due_date', to_char(first_due, 'DD-MM-YYYY'));
end;
$$;

comment on function private.dues_due_summary(uuid) is
  'A member''s unpaid bills for the NAP email and notification: {dues_amount: Rp…, dues_due_date: DD-MM-YYYY of the earliest}, or {} when nothing is due (each text words it in its language).';
revoke all on function private.dues_due_summary(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- Waiving
-- ---------------------------------------------------------------------------------------------

-- Waiving: an officer releases a member from an unpaid bill, with a reason kept on the bill and in
-- the audit trail.

create function private.waive_bill(p_bill_id uuid, p_reason text)
returns public.bills
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bills;
  before_row public.bills;
  reason text := btrim(coalesce(p_reason, ''));
begin
  if length(reason) not between 5 and 500 then
    raise exception 'a waiver needs a reason of 5 to 500 characters' using errcode = '22023';
  end if;
  select * into b from public.bills where id = p_bill_id for update;
  if not found then
    raise exception 'bill % not found', p_bill_id using errcode = 'P0002';
  end if;
  if not (private.can_in_organization('payments.create', b.organization_id)
          or private.can_in_organization('dues.manage', b.organization_id)) then
    raise exception 'permission payments.create is required for this bill''s DPC' using errcode = '42501';
  end if;
  perform private.refuse_own_member(b.member_id, 'Membebaskan tagihan');
  if b.status <> 'unpaid' then
    raise exception 'only an unpaid bill can be waived; this one is %', b.status
      using errcode = '55000', constraint = 'bills_waivable';
  end if;
  if exists (
    select 1 from public.payment_bills pb join public.payments p on p.id = pb.payment_id
    where pb.bill_id = b.id and p.status = 'pending' and p.expires_at > now()
  ) then
    raise exception 'the bill is held by a pending QRIS payment'
      using errcode = '55000', constraint = 'bills_pending_payment';
  end if;
  before_row := b;
  update public.bills
  set status = 'waived', waived_reason = reason, waived_at = now(), waived_by = (select auth.uid())
  where id = b.id
  returning * into b;
  -- A reminder names the member's overdue total, which this changes.
  update public.outbox_messages set status = 'cancelled'
  where member_id = b.member_id and template = 'dues_reminder' and status in ('queued', 'failed');
  perform private.write_audit('bills.waive', 'bills', b.id::text, b.organization_id, to_jsonb(before_row), to_jsonb(b));
  perform private.notify(
    (select m.user_id from public.members m where m.id = b.member_id),
    'info', 'payment', 'low', 'bill_waived',
    jsonb_build_object('category', (select c.name from public.dues_categories c where c.id = b.category_id),
                       'period', to_char(b.period_start, 'MM-YYYY'), 'amount', private.format_rupiah(b.amount)),
    '/member-dues'
  );
  return b;
end;
$$;

comment on function private.waive_bill(uuid, text) is
  'Waives an unpaid bill (55000 bills_waivable otherwise; 55000 bills_pending_payment while an unexpired QRIS attempt holds it) with a reason of 5–500 characters (22023). Requires payments.create or dues.manage in the bill''s DPC, and never the caller''s own bill (42501 separation_of_duties, decision 0049). Audited as bills.waive (the reason is in the row after); the member''s queued or failed reminders are cancelled and the member notified.';
revoke all on function private.waive_bill(uuid, text) from public;
grant execute on function private.waive_bill(uuid, text) to authenticated, service_role;

create function public.waive_bill(p_bill_id uuid, p_reason text)
returns public.bills
language sql
security invoker
set search_path = ''
as $$
  select * from private.waive_bill(p_bill_id, p_reason)
$$;

comment on function public.waive_bill(uuid, text) is 'Waives an unpaid bill with a reason (officer action); see private.waive_bill.';
revoke all on function public.waive_bill(uuid, text) from public, anon;
grant execute on function public.waive_bill(uuid, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The bills list: category names and totals
-- ---------------------------------------------------------------------------------------------

-- A bill names its category even after the category is deactivated, which hides it from
-- everyone but the dues managers (dues_categories_select).
create function private.bill_category(p_category_id uuid)
returns table (name text, period public.dues_period)
language sql
stable
security definer
set search_path = ''
as $$
  select c.name, c.period from public.dues_categories c where c.id = p_category_id
$$;

comment on function private.bill_category(uuid) is
  'The name and period of a bill''s dues category, active or not (bill lists show the category of every bill the caller may see).';
revoke all on function private.bill_category(uuid) from public;
grant execute on function private.bill_category(uuid) to authenticated, service_role;

-- Bill totals: the bills list's summary (number and amount of every bill matching the filter) is
-- read from one row per chapter, status, due date and period instead of counting millions of
-- bills (docs/benchmarks/payments.md). Statement-level triggers keep it: a generation run of 500k
-- bills adds one aggregate per statement, not 500k row updates.
create table private.bill_totals (
  organization_id uuid not null,
  status public.bill_status not null,
  due_date date not null,
  period_start date not null,
  period_end date not null,
  -- No check (bills >= 0): INSERT … ON CONFLICT checks the proposed row, which for a removal is negative.
  bills bigint not null,
  amount bigint not null,
  primary key (organization_id, status, due_date, period_start, period_end)
);

comment on table private.bill_totals is
  'Number and amount of bills per issuing chapter, status, due date and period; kept by the bill_totals_* triggers on public.bills, read by public.bill_summary, which restates the bills_select policy over it.';
revoke all on private.bill_totals from public, anon, authenticated;

create function private.track_bill_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_sign constant integer := tg_argv[0]::integer;
begin
  insert into private.bill_totals as t (organization_id, status, due_date, period_start, period_end, bills, amount)
  select b.organization_id, b.status, b.due_date, b.period_start, b.period_end, v_sign * count(*), v_sign * sum(b.amount)
  from changed_bills b
  group by 1, 2, 3, 4, 5
  -- One order for every writer: concurrent settlements lock the rows they share in the same order.
  order by 1, 2, 3, 4, 5
  on conflict (organization_id, status, due_date, period_start, period_end)
  do update set bills = t.bills + excluded.bills, amount = t.amount + excluded.amount;
  return null;
end
$$;

comment on function private.track_bill_totals() is
  'Statement trigger on public.bills: adds (argument 1) or removes (argument -1) the changed bills (transition table changed_bills) to or from private.bill_totals.';
revoke all on function private.track_bill_totals() from public;

-- An update is its old rows removed and its new rows added. TRUNCATE is not tracked: bills are
-- never truncated outside a database reset.
create trigger bill_totals_add_inserted after insert on public.bills
  referencing new table as changed_bills for each statement execute function private.track_bill_totals('1');
create trigger bill_totals_add_updated after update on public.bills
  referencing new table as changed_bills for each statement execute function private.track_bill_totals('1');
create trigger bill_totals_remove_updated after update on public.bills
  referencing old table as changed_bills for each statement execute function private.track_bill_totals('-1');
create trigger bill_totals_remove_deleted after delete on public.bills
  referencing old table as changed_bills for each statement execute function private.track_bill_totals('-1');

-- The bills list's filter for its summary (public.bill_summary, over the few thousand rows of
-- private.bill_totals): a bill matches a status filter (all, unpaid, overdue, paid, waived) and a
-- month its period contains. The list's pages state the same conditions as SQL text
-- (bills.queries.ts), where they must be index conditions: a function with `SET search_path`,
-- which the advisors require, is never inlined, and called per scanned bill it took 11.6 s for a
-- national officer's first page of overdue bills. tests/api/dues-bills.test.ts compares the two.
create function private.bill_matches(
  p_status_filter text, p_month date,
  p_status public.bill_status, p_due_date date, p_period_start date, p_period_end date
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select (p_month is null
          or (p_period_start <= (p_month + interval '1 month' - interval '1 day')::date and p_period_end >= p_month))
     and case p_status_filter
           when 'all' then true
           when 'overdue' then p_status = 'unpaid' and p_due_date < private.today()
           when 'unpaid' then p_status = 'unpaid'
           when 'paid' then p_status = 'paid'
           when 'waived' then p_status = 'waived'
           else false
         end
$$;

comment on function private.bill_matches(text, date, public.bill_status, date, date, date) is
  'True when a bill (status, due date, period) matches the bills list''s status filter and month (the first day of a month its period contains; null for any).';
revoke all on function private.bill_matches(text, date, public.bill_status, date, date, date) from public;
grant execute on function private.bill_matches(text, date, public.bill_status, date, date, date) to authenticated, service_role;

create function public.bill_summary(p_status_filter text default 'all', p_month date default null)
returns table (bills bigint, total_amount bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with scope as (
    select * from private.caller_scope()
  ), chapters as materialized (
    -- The chapters in scope, from the totals, summed per status, due date and period before the
    -- filter: bill_matches (never inlined, see above) then runs once per distinct kind of bill
    -- (tens) instead of once per totals row (thousands: 110 ms for a national officer).
    select t.status, t.due_date, t.period_start, t.period_end, sum(t.bills) as bills, sum(t.amount) as amount
    from private.bill_totals t, scope s
    where s.national or t.organization_id = any (s.organization_ids)
    group by 1, 2, 3, 4
  ), visible as (
    select c.bills, c.amount
    from chapters c
    where private.bill_matches(p_status_filter, p_month, c.status, c.due_date, c.period_start, c.period_end)
    union all
    -- … and the caller's own bills issued by a chapter outside it, as bills_select shows them.
    select 1, b.amount
    from public.bills b, scope s
    where b.member_id = s.member_id
      and not s.national
      and b.organization_id <> all (s.organization_ids)
      and private.bill_matches(p_status_filter, p_month, b.status, b.due_date, b.period_start, b.period_end)
  )
  select coalesce(sum(v.bills), 0)::bigint, coalesce(sum(v.amount), 0)::bigint from visible v
$$;

comment on function public.bill_summary(text, date) is
  'Number and amount of the bills the caller may see (bills_select) matching the bills list''s filter (private.bill_matches), read from private.bill_totals.';
revoke all on function public.bill_summary(text, date) from public;
grant execute on function public.bill_summary(text, date) to authenticated, service_role;
