-- Dues: categories, bills and payments (with the bills they settle). Reminders are messages of the
-- outbox (…001000_messaging.sql, decision 0037).
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Money is an integer number of rupiah. Bills carry the DPC that issued them (organization_id),
-- which is what RLS scopes on; unpaid bills follow a member who transfers.
-- Dues and payment statistics are in …000900_statistics.sql.

create type public.dues_period as enum ('monthly', 'quarterly', 'annual', 'one_time');
create type public.bill_status as enum ('unpaid', 'paid', 'waived');
create type public.payment_method as enum ('qris', 'transfer', 'cash', 'card', 'ewallet');
create type public.payment_status as enum ('pending', 'completed', 'failed', 'expired', 'refunded');
-- The channel and delivery state of every message SIMK sends (the outbox, …001000_messaging.sql).
create type public.message_channel as enum ('whatsapp', 'sms', 'email');
create type public.message_status as enum ('queued', 'sending', 'sent', 'failed', 'cancelled');
comment on type public.dues_period is 'How often a dues category is billed.';
comment on type public.bill_status is 'unpaid (open), paid (settled by a completed payment), waived.';
comment on type public.payment_method is 'qris, transfer (bank transfer), cash, card, ewallet.';
comment on type public.payment_status is 'pending, completed (Berhasil), failed (Gagal), expired (Kedaluwarsa), refunded (Dikembalikan: a completed payment the gateway refunded).';
comment on type public.message_channel is
  'Channel of a message of the outbox: whatsapp (the default for reminders), sms, email.';
comment on type public.message_status is
  'Delivery state of a message: queued (waiting for its next attempt), sending (claimed by a dispatcher under a lease), sent, failed (no attempt left, or refused for good), cancelled.';

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

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete restrict,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  amount integer not null check (amount > 0),
  method public.payment_method not null,
  status public.payment_status not null default 'pending',
  provider text,
  provider_reference text unique,
  transaction_id text unique,
  paid_at timestamptz,
  recorded_by uuid references auth.users (id) on delete set null,
  notes text,
  -- Our own deadline of a QRIS attempt (Midtrans's status API does not return it); null for a
  -- payment recorded by an officer.
  expires_at timestamptz,
  qr_string text,
  -- Assigned when the payment completes (private.next_receipt_number): KW-<year>-<6 digits>.
  receipt_number text unique,
  -- Why an officer must look at it: amount_mismatch (never credited), late_settlement (credited
  -- after our own expiry), bills_already_settled (money received for bills another payment paid).
  -- amount_mismatch and fraud_review are cleared when the right amount settles (settle_payment).
  flag text,
  constraint payments_flag_known check (flag in ('amount_mismatch', 'late_settlement', 'bills_already_settled', 'fraud_review')),
  -- What the gateway has refunded of it so far, as its status API confirmed (apply_gateway_status):
  -- a partial refund leaves the payment completed for the rest.
  refunded_amount integer not null default 0,
  constraint payments_refunded_amount_range check (refunded_amount between 0 and amount),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A column, not the expression in each query: under RLS a coalesce in a caller's condition is
  -- not known to be leakproof, so it was never an index condition and a chapter's period filter
  -- read every payment of the chapter.
  payment_date timestamptz generated always as (coalesce(paid_at, created_at)) stored,
  constraint payments_paid_at check (status <> 'completed' or paid_at is not null)
);

comment on table public.payments is
  'A payment by a member: method, status, provider reference (e.g. Midtrans order_id), transaction id, paid at, who recorded it. Linked to the bills it settles through payment_bills.';
comment on column public.payments.payment_date is 'The date the payment history shows and sorts by: paid, else created.';
comment on column public.payments.refunded_amount is
  'Rupiah of the payment the gateway has refunded so far (Midtrans refund_amount, confirmed with its status API). Equal to amount once refunded; a partial refund keeps the payment completed and reopens only the bills the rest no longer covers (decision 0024).';

create index payments_member_id_idx on public.payments (member_id, created_at desc);
create index payments_organization_id_paid_at_idx on public.payments (organization_id, paid_at);
create index payments_recorded_by_idx on public.payments (recorded_by);
create index payments_paid_at_idx on public.payments (paid_at) where status = 'completed';
-- The payment history's order (GET /dues/payments: paid, else created, newest first): a page is an
-- ordered index scan that stops after the page, and the period filters are ranges on it.
create index payments_date_idx on public.payments (payment_date desc, id);
comment on index public.payments_date_idx is 'The order of the payment history: payment_date newest first, then id.';
create index payments_organization_date_idx on public.payments (organization_id, payment_date desc, id);
comment on index public.payments_organization_date_idx is 'The payment history of a chapter scope: its period filters and total.';
-- Covering indexes of completed payments: sums by chapter and by period (payment_statistics,
-- payment_totals) become index-only scans (amount, and the columns the payments_select policy
-- reads, are included).
create index payments_completed_organization_paid_at_idx on public.payments (organization_id, paid_at)
  include (amount, member_id) where status = 'completed';
create index payments_completed_paid_at_covering_idx on public.payments (paid_at)
  include (amount, organization_id, member_id) where status = 'completed';

create table public.payment_bills (
  payment_id uuid not null references public.payments (id) on delete cascade,
  bill_id uuid not null references public.bills (id) on delete restrict,
  amount integer not null check (amount > 0),
  primary key (payment_id, bill_id)
);

comment on table public.payment_bills is 'Which bills a payment settles (and the amount applied to each).';
create index payment_bills_bill_id_idx on public.payment_bills (bill_id);

create trigger dues_categories_set_updated_at before update on public.dues_categories
  for each row execute function private.set_updated_at();
create trigger payments_set_updated_at before update on public.payments
  for each row execute function private.set_updated_at();
create trigger dues_categories_audit after insert or update or delete on public.dues_categories
  for each row execute function private.audit_row_change();

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
-- RLS and grants. Bills and payments are written only by the functions below (and the
-- service role); API roles read them within their scope.
-- ---------------------------------------------------------------------------------------------

alter table public.dues_categories enable row level security;
alter table public.bills enable row level security;
alter table public.payments enable row level security;
alter table public.payment_bills enable row level security;

revoke all on public.dues_categories, public.bills, public.payments, public.payment_bills
  from public, anon, authenticated;
grant all on public.dues_categories, public.bills, public.payments, public.payment_bills
  to service_role;
grant select on public.dues_categories to anon;
grant select, delete on public.dues_categories to authenticated;
grant insert (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant update (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant select on public.bills, public.payments, public.payment_bills to authenticated;

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

create policy payments_select on public.payments
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );

create policy payment_bills_select on public.payment_bills
  for select to authenticated
  using (exists (select 1 from public.payments p where p.id = payment_id));

-- ---------------------------------------------------------------------------------------------
-- Functions
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
returns text
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
    return 'Saat ini tidak ada tagihan iuran yang perlu dibayar.';
  end if;
  return 'Tagihan iuran Anda saat ini ' || private.format_rupiah(total) || ', jatuh tempo '
    || to_char(first_due, 'DD-MM-YYYY') || '. Bayar dengan QRIS di menu Pembayaran Iuran.';
end;
$$;

comment on function private.dues_due_summary(uuid) is
  'One Indonesian sentence on a member''s unpaid bills (total and the earliest due date) for the NAP email and notice.';
revoke all on function private.dues_due_summary(uuid) from public;

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
    'info', 'payment', 'low', 'Tagihan dibebaskan',
    'Tagihan ' || (select c.name from public.dues_categories c where c.id = b.category_id)
      || ' periode ' || to_char(b.period_start, 'MM-YYYY') || ' sebesar ' || private.format_rupiah(b.amount)
      || ' telah dibebaskan oleh pengurus.',
    '/member-dues', 'Lihat tagihan'
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
  'Number and amount of bills per issuing chapter, status, due date and period; kept by the bill_totals_* triggers on public.bills, read by public.bill_summary.';
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
-- national officer's first page of overdue bills. tests/api/bills.test.ts compares the two.
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
    select private.has_national_scope() as national,
           coalesce(private.administered_organization_ids(), '{}') as organization_ids,
           private.current_member_id() as member_id
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

-- Member arrears: the overdue reminders list (GET /dues/overdue, issue 14: p95 ≤ 50 ms at 200k
-- members) pages and counts one row per member and chapter with unpaid bills instead of
-- aggregating every overdue bill of the scope per request (decision 0044). Statement-level
-- triggers on public.bills keep it: a generation run of 500k bills adds one upsert per statement.
create table private.member_arrears (
  member_id uuid not null,
  organization_id uuid not null,
  oldest_unpaid_due date not null,
  full_name text not null,
  in_member_chapter boolean not null,
  search_text text not null,
  primary key (member_id, organization_id)
);

comment on table private.member_arrears is
  'One row per member and issuing chapter with at least one unpaid bill (any due date): the oldest unpaid due date, and the member''s name for the list order. The member is overdue there when oldest_unpaid_due < private.today(). Kept by the member_arrears_* triggers on public.bills and public.members; read by private.overdue_page and private.overdue_member_ids (decision 0044). No foreign key: deleting bills (also by a member''s cascade) removes the rows.';
comment on column private.member_arrears.member_id is 'The member (public.members.id).';
comment on column private.member_arrears.organization_id is 'The chapter that issued the unpaid bills (public.bills.organization_id).';
comment on column private.member_arrears.oldest_unpaid_due is 'The earliest due date of the member''s unpaid bills of this chapter.';
comment on column private.member_arrears.full_name is 'public.members.full_name, copied for the list order (oldest due date, then name, then id).';
comment on column private.member_arrears.in_member_chapter is
  'Whether the bills'' chapter is the member''s current chapter (public.members.organization_id). A member listed in two chapters has a row where it is false (a transfer moves the unpaid bills, a later refund of a former chapter''s bill does not): the list finds such members by it and lists them once.';
comment on column private.member_arrears.search_text is
  'The member''s name, NAP, email and phone (private.member_arrears_search_text), for the list''s search: a national search for a common name matches thousands of members, and joining them to their arrears cost 45 ms (decision 0044).';
comment on constraint member_arrears_pkey on private.member_arrears is 'One row per member and chapter.';

-- A chapter's list and counts are ranges of the first index; the whole country's (SUPER_ADMIN,
-- DPP) of the second: `organization_id = any (every chapter)` would not give the date order.
create index member_arrears_organization_order_idx
  on private.member_arrears (organization_id, oldest_unpaid_due, full_name, member_id);
create index member_arrears_order_idx on private.member_arrears (oldest_unpaid_due, full_name, member_id);
create index member_arrears_elsewhere_idx on private.member_arrears (member_id) where not in_member_chapter;
create index member_arrears_search_idx on private.member_arrears using gin (search_text extensions.gin_trgm_ops);
comment on index private.member_arrears_organization_order_idx is 'A chapter''s overdue members in list order, and its bucket counts.';
comment on index private.member_arrears_order_idx is 'The country''s overdue members in list order, and its bucket counts.';
comment on index private.member_arrears_search_idx is 'The list''s search (ilike on name, NAP, email and phone).';
comment on index private.member_arrears_elsewhere_idx is 'The few members with unpaid bills outside their current chapter (private.overdue_arrears_condition).';

revoke all on private.member_arrears from public, anon, authenticated;

create function private.member_arrears_search_text(p_member public.members)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- A unit separator between the fields: a search pattern (which cannot contain one) never
  -- matches across two of them.
  return concat_ws(chr(31), p_member.full_name, p_member.nap, p_member.email, p_member.phone);
end
$$;

comment on function private.member_arrears_search_text(public.members) is
  'What the overdue list searches in a member: name, NAP, email and phone, separated so that no match spans two (private.member_arrears.search_text).';
revoke all on function private.member_arrears_search_text(public.members) from public;

create function private.add_member_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- New unpaid bills can only make a row's date earlier. ON CONFLICT DO UPDATE locks the existing
  -- row even when its WHERE is false, so a concurrent recomputation (recompute_member_arrears)
  -- waits for this transaction and then sees its bills.
  insert into private.member_arrears as t (member_id, organization_id, oldest_unpaid_due, full_name, in_member_chapter, search_text)
  select n.member_id, n.organization_id, n.oldest, m.full_name, n.organization_id = m.organization_id,
         private.member_arrears_search_text(m)
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from inserted_bills b
    where b.status = 'unpaid'
    group by 1, 2
  ) n
  join public.members m on m.id = n.member_id
  -- One order for every writer (recompute_member_arrears locks in the same order).
  order by 1, 2
  on conflict (member_id, organization_id)
  do update set oldest_unpaid_due = excluded.oldest_unpaid_due
  where excluded.oldest_unpaid_due < t.oldest_unpaid_due;
  return null;
end
$$;

comment on function private.add_member_arrears() is
  'Statement trigger after an insert on public.bills (transition table inserted_bills): adds the inserted unpaid bills'' members and chapters to private.member_arrears, or moves their oldest unpaid due date earlier.';
revoke all on function private.add_member_arrears() from public;

create function private.recompute_member_arrears(p_member_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if cardinality(p_member_ids) = 0 then
    return;
  end if;
  -- (a) Lock the members' rows, in the order every writer uses. A concurrent insert of unpaid bills
  -- that holds one of them (add_member_arrears) makes us wait until it commits.
  perform 1 from private.member_arrears a
  where a.member_id = any (p_member_ids)
  order by a.member_id, a.organization_id
  for update;
  -- (b) Each following statement takes a new snapshot (READ COMMITTED), so it sees the bills of
  -- the transactions we waited for: the locked rows become exact. A row that did not exist when
  -- we locked was inserted since by a concurrent insert of unpaid bills, which we may not see
  -- yet: there least() keeps the earlier of its date and ours, both dates of unpaid bills.
  update private.member_arrears a
  set oldest_unpaid_due = e.oldest
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from public.bills b
    where b.member_id = any (p_member_ids) and b.status = 'unpaid'
    group by 1, 2
  ) e
  where a.member_id = e.member_id and a.organization_id = e.organization_id
    and a.oldest_unpaid_due <> e.oldest;

  delete from private.member_arrears a
  where a.member_id = any (p_member_ids)
    and not exists (
      select 1 from public.bills b
      where b.member_id = a.member_id and b.organization_id = a.organization_id and b.status = 'unpaid'
    );

  insert into private.member_arrears as t (member_id, organization_id, oldest_unpaid_due, full_name, in_member_chapter, search_text)
  select e.member_id, e.organization_id, e.oldest, m.full_name, e.organization_id = m.organization_id,
         private.member_arrears_search_text(m)
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from public.bills b
    where b.member_id = any (p_member_ids) and b.status = 'unpaid'
    group by 1, 2
  ) e
  join public.members m on m.id = e.member_id
  where not exists (
    select 1 from private.member_arrears a where a.member_id = e.member_id and a.organization_id = e.organization_id
  )
  order by 1, 2
  on conflict (member_id, organization_id)
  do update set oldest_unpaid_due = least(t.oldest_unpaid_due, excluded.oldest_unpaid_due);
end
$$;

comment on function private.recompute_member_arrears(uuid[]) is
  'Makes private.member_arrears exact for the members from their unpaid bills: locks their rows, then updates, deletes and inserts (decision 0044 explains why this is safe against concurrent inserts of bills).';
revoke all on function private.recompute_member_arrears(uuid[]) from public;

create function private.track_member_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_members uuid[];
begin
  if tg_op = 'DELETE' then
    select coalesce(array_agg(distinct b.member_id order by b.member_id), '{}') into changed_members
    from old_bills b where b.status = 'unpaid';
  else
    -- Only a change of status, due date or chapter (or of the member) moves arrears; a payment's
    -- paid_at or a waiver's reason alone does not.
    select coalesce(array_agg(distinct x.member_id order by x.member_id), '{}') into changed_members
    from old_bills o
    join new_bills n on n.id = o.id
    cross join lateral (values (o.member_id), (n.member_id)) x (member_id)
    where (o.status = 'unpaid' or n.status = 'unpaid')
      and (o.status, o.due_date, o.organization_id, o.member_id)
          is distinct from (n.status, n.due_date, n.organization_id, n.member_id);
  end if;
  perform private.recompute_member_arrears(changed_members);
  return null;
end
$$;

comment on function private.track_member_arrears() is
  'Statement trigger after an update (old_bills, new_bills) or delete (old_bills) on public.bills: recomputes private.member_arrears for the members whose unpaid bills changed status, due date or chapter, or were deleted.';
revoke all on function private.track_member_arrears() from public;

create trigger member_arrears_add_inserted after insert on public.bills
  referencing new table as inserted_bills for each statement execute function private.add_member_arrears();
create trigger member_arrears_track_updated after update on public.bills
  referencing old table as old_bills new table as new_bills for each statement execute function private.track_member_arrears();
create trigger member_arrears_track_deleted after delete on public.bills
  referencing old table as old_bills for each statement execute function private.track_member_arrears();
comment on trigger member_arrears_add_inserted on public.bills is 'Adds inserted unpaid bills to private.member_arrears.';
comment on trigger member_arrears_track_updated on public.bills is 'Recomputes private.member_arrears for members whose unpaid bills changed.';
comment on trigger member_arrears_track_deleted on public.bills is 'Recomputes private.member_arrears for members whose unpaid bills were deleted.';

create function private.copy_member_to_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.member_arrears
  set full_name = new.full_name, in_member_chapter = organization_id = new.organization_id,
      search_text = private.member_arrears_search_text(new)
  where member_id = new.id;
  return null;
end
$$;

comment on function private.copy_member_to_arrears() is
  'Row trigger after a change of a member''s name, chapter, NAP, email or phone: copies the name (the list order), whether each row is the member''s chapter, and the search text into the member''s private.member_arrears rows.';
revoke all on function private.copy_member_to_arrears() from public;

create trigger member_arrears_copy_member after update of full_name, organization_id, nap, email, phone on public.members
  for each row when ((old.full_name, old.organization_id, old.nap, old.email, old.phone)
                     is distinct from (new.full_name, new.organization_id, new.nap, new.email, new.phone))
  execute function private.copy_member_to_arrears();
comment on trigger member_arrears_copy_member on public.members is 'Copies a new name, chapter, NAP, email or phone into private.member_arrears.';

create function public.overdue_bucket(p_days_overdue integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_days_overdue is null or p_days_overdue <= 0 then null
    when p_days_overdue <= 7 then '1-7'
    when p_days_overdue <= 30 then '8-30'
    else '>30'
  end
$$;

comment on function public.overdue_bucket(integer) is 'Overdue bucket of a number of days: 1-7, 8-30 or >30 (null when not overdue).';

revoke all on function public.generate_bills(date, uuid) from public, anon;
revoke all on function public.bill_generation_preview(date, uuid) from public, anon;
revoke all on function public.waive_bill(uuid, text) from public, anon;
revoke all on function public.overdue_bucket(integer) from public;
grant execute on function public.generate_bills(date, uuid) to authenticated, service_role;
grant execute on function public.bill_generation_preview(date, uuid) to authenticated, service_role;
grant execute on function public.waive_bill(uuid, text) to authenticated, service_role;
grant execute on function public.overdue_bucket(integer) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Membership lifecycle driven by payments (decision 0027, docs/data-model.md "Membership
-- lifecycle"). Paying the annual dues extends expiry_date by a year; past expiry plus the grace
-- period the daily job makes an ACTIVE member EXPIRED; paying the arrears makes an EXPIRED member
-- ACTIVE again. SUSPENDED and INACTIVE belong to officers (set_membership_status): nothing here
-- touches them.
-- ---------------------------------------------------------------------------------------------

create table public.membership_settings (
  singleton boolean primary key default true
    constraint membership_settings_one_row check (singleton),
  grace_days integer not null default 30
    constraint membership_settings_grace_days_range check (grace_days between 0 and 365),
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.membership_settings is
  'One row: the rules of the membership lifecycle that SUPER_ADMIN may change (set_membership_grace_days). Read by every signed-in user.';
comment on column public.membership_settings.singleton is 'Always true: the table holds one row.';
comment on column public.membership_settings.grace_days is
  'Days after expiry_date during which an ACTIVE member stays ACTIVE and a payment still extends from the old expiry (0–365, default 30).';
comment on column public.membership_settings.updated_by is 'Who last changed the settings (null for the migration).';
comment on constraint membership_settings_one_row on public.membership_settings is 'The table holds one row.';
comment on constraint membership_settings_grace_days_range on public.membership_settings is 'A grace period of 0 to 365 days.';

create index membership_settings_updated_by_idx on public.membership_settings (updated_by);
insert into public.membership_settings (grace_days) values (30);

create trigger membership_settings_set_updated_at before update on public.membership_settings
  for each row execute function private.set_updated_at();
create trigger membership_settings_audit after insert or update or delete on public.membership_settings
  for each row execute function private.audit_row_change();

create table public.membership_extensions (
  payment_id uuid primary key references public.payments (id) on delete restrict,
  member_id uuid not null references public.members (id) on delete cascade,
  previous_expiry date,
  new_expiry date,
  years integer not null check (years >= 0),
  reactivated boolean not null default false,
  created_at timestamptz not null default now()
);

comment on table public.membership_extensions is
  'Ledger of what each completed payment did to its member''s membership (private.apply_membership_payment): one row per payment, so applying a payment twice changes nothing. years is the number of annual bills it paid (0: no extension).';
comment on column public.membership_extensions.previous_expiry is 'expiry_date before the payment.';
comment on column public.membership_extensions.new_expiry is 'expiry_date after the payment (equal to previous_expiry when it paid no annual bill).';
comment on column public.membership_extensions.reactivated is 'The payment cleared the arrears of an EXPIRED member, who became ACTIVE again.';

create index membership_extensions_member_id_idx on public.membership_extensions (member_id, created_at desc);

alter table public.membership_settings enable row level security;
alter table public.membership_extensions enable row level security;
revoke all on public.membership_settings, public.membership_extensions from public, anon, authenticated;
grant all on public.membership_settings, public.membership_extensions to service_role;
-- Written only by set_membership_grace_days and apply_membership_payment (security definer).
grant select on public.membership_settings, public.membership_extensions to authenticated;

create policy membership_settings_select on public.membership_settings
  for select to authenticated
  using (true);
create policy membership_extensions_select on public.membership_extensions
  for select to authenticated
  using (exists (select 1 from public.members m where m.id = member_id));

comment on policy membership_settings_select on public.membership_settings is
  'Every signed-in user reads the lifecycle rules (the grace period is shown to members).';
comment on policy membership_extensions_select on public.membership_extensions is
  'Visible with its member: the member themself and officers whose scope holds the member (the members policies decide).';

create function private.membership_grace_days()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select grace_days from public.membership_settings), 30)
$$;

comment on function private.membership_grace_days() is 'The grace period after expiry_date, in days (public.membership_settings).';
revoke all on function private.membership_grace_days() from public;
grant execute on function private.membership_grace_days() to authenticated, service_role;

create function public.set_membership_grace_days(p_days integer)
returns public.membership_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.membership_settings;
begin
  if not private.is_system_admin() then
    raise exception 'only a system administrator changes the membership settings' using errcode = '42501';
  end if;
  perform set_config('simk.audit_action', 'membership_settings.update', true);
  update public.membership_settings set grace_days = p_days, updated_by = (select auth.uid())
  where singleton
  returning * into s;
  perform set_config('simk.audit_action', '', true);
  return s;
end;
$$;

comment on function public.set_membership_grace_days(integer) is
  'Sets the grace period after expiry (0–365 days, 23514 otherwise). SUPER_ADMIN only (system.settings at the DPP); audited.';
revoke all on function public.set_membership_grace_days(integer) from public, anon;
grant execute on function public.set_membership_grace_days(integer) to authenticated, service_role;

create function private.has_overdue_bills(p_member_id uuid, p_today date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from public.bills b
    where b.member_id = p_member_id and b.status = 'unpaid' and b.due_date < p_today
  )
$$;

comment on function private.has_overdue_bills(uuid, date) is 'Whether the member has an unpaid bill past its due date on p_today (arrears).';
revoke all on function private.has_overdue_bills(uuid, date) from public;

create function private.apply_membership_payment(p_payment_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.payments;
  m public.members;
  grace integer := private.membership_grace_days();
  today date := private.today();
  paid_on date;
  annual integer;
  new_expiry date;
  reactivate boolean;
begin
  select * into p from public.payments where id = p_payment_id;
  if not found then
    raise exception 'payment % not found', p_payment_id using errcode = 'P0002';
  end if;
  if p.status <> 'completed' then
    raise exception 'only a completed payment changes a membership; this one is %', p.status using errcode = '55000';
  end if;
  -- Concurrent calls for one payment queue on the member's row; the ledger then says it is done.
  select * into m from public.members where id = p.member_id for update;
  if exists (select 1 from public.membership_extensions x where x.payment_id = p.id) then
    return;
  end if;
  paid_on := private.calendar_date(p.paid_at);
  -- Money for bills another payment had already paid (flagged for a refund) extends nothing.
  select count(*) into annual
  from public.payment_bills pb
  join public.bills b on b.id = pb.bill_id
  join public.dues_categories c on c.id = b.category_id
  where pb.payment_id = p.id and c.period = 'annual' and p.flag is distinct from 'bills_already_settled';

  new_expiry := m.expiry_date;
  if annual > 0 then
    new_expiry := (
      case when m.expiry_date is not null and paid_on <= m.expiry_date + grace then m.expiry_date else paid_on end
      + make_interval(years => annual)
    )::date;
  end if;
  reactivate := m.membership_status = 'EXPIRED'
    and not private.has_overdue_bills(m.id, today)
    and (new_expiry is null or new_expiry + grace >= today);

  insert into public.membership_extensions (payment_id, member_id, previous_expiry, new_expiry, years, reactivated)
  values (p.id, m.id, m.expiry_date, new_expiry, annual, reactivate);
  if new_expiry is distinct from m.expiry_date or reactivate then
    perform set_config('simk.audit_action', case when reactivate then 'members.reactivate' else 'members.extend' end, true);
    update public.members
    set expiry_date = new_expiry,
        membership_status = case when reactivate then 'ACTIVE'::public.membership_status else membership_status end,
        status_reason = case when reactivate then 'Aktif kembali: tunggakan iuran lunas' else status_reason end
    where id = m.id;
    perform set_config('simk.audit_action', '', true);
    perform private.notify(
      m.user_id, 'success', 'membership', 'medium',
      case when reactivate then 'Keanggotaan aktif kembali' else 'Masa keanggotaan diperpanjang' end,
      case when reactivate then 'Tunggakan iuran Anda telah lunas. Keanggotaan Anda aktif kembali' else 'Iuran tahunan Anda telah diterima' end
        || coalesce(', berlaku hingga ' || to_char(new_expiry, 'DD-MM-YYYY'), '') || '.',
      '/dashboard/profile', 'Lihat profil'
    );
  end if;
end;
$$;

comment on function private.apply_membership_payment(uuid) is
  'Applies a completed payment to its member''s membership, once per payment (membership_extensions): each annual bill it paid extends expiry_date by a year (none when the payment is flagged bills_already_settled), from the old expiry when paid before it or within the grace period, otherwise from the payment date (WIB); an EXPIRED member without overdue bills left, whose expiry is not past grace, becomes ACTIVE. Audited (members.extend / members.reactivate) and notified. Called by settle_payment in the settlement transaction.';
revoke all on function private.apply_membership_payment(uuid) from public;
grant execute on function private.apply_membership_payment(uuid) to service_role;

create function private.run_daily_dues(p_today date default private.today())
returns table (bills_issued integer, members_expired integer)
language plpgsql
security definer
set search_path = ''
as $$
declare
  grace integer := private.membership_grace_days();
  issued public.bill_generation;
  expired integer := 0;
  m public.members;
begin
  issued := private.generate_bills(p_today);

  perform set_config('simk.audit_action', 'members.expire', true);
  for m in
    update public.members
    set membership_status = 'EXPIRED',
        status_reason = 'Masa keanggotaan berakhir ' || to_char(expiry_date, 'DD-MM-YYYY') || ' dan masa tenggang ' || grace || ' hari telah lewat'
    where membership_status = 'ACTIVE' and expiry_date + grace < p_today
    returning *
  loop
    expired := expired + 1;
    perform private.notify(
      m.user_id, 'warning', 'membership', 'high', 'Keanggotaan kedaluwarsa',
      'Masa keanggotaan Anda berakhir pada ' || to_char(m.expiry_date, 'DD-MM-YYYY')
        || '. Lunasi tagihan iuran Anda agar keanggotaan aktif kembali.',
      '/member-dues', 'Bayar iuran'
    );
    perform private.queue_membership_email(m, 'membership_expired', jsonb_build_object(
      'expiry_date', to_char(m.expiry_date, 'DD-MM-YYYY'),
      'dues_url', private.site_url() || '/member-dues'
    ));
  end loop;
  perform set_config('simk.audit_action', '', true);
  perform private.queue_daily_messages(p_today); -- messaging baseline: scheduled reminders, SIP notices

  if issued.bills > 0 or expired > 0 then
    perform private.write_audit('dues.daily_run', 'members', null, null, null,
      jsonb_build_object('date', p_today, 'grace_days', grace, 'bills_issued', issued.bills,
                         'bills_total_amount', issued.total_amount, 'members_expired', expired));
  end if;
  return query select issued.bills, expired;
end;
$$;

comment on function private.run_daily_dues(date) is
  'The daily dues job (pg_cron at 01:00 WIB; the local stack''s timer): issues the month''s bills (idempotent), then makes EXPIRED every ACTIVE member whose expiry_date plus the grace period is before p_today, notifying each in the app and by email (membership_expired), then queues the day''s automatic reminders (private.queue_daily_messages: scheduled dues reminders, SIP-expiry notices). SUSPENDED and INACTIVE members are never touched. Audited: members.expire per member, dues.daily_run for a run that changed something.';
revoke all on function private.run_daily_dues(date) from public;
grant execute on function private.run_daily_dues(date) to service_role;

-- Hosted Supabase: pg_cron runs the job daily at 18:00 UTC (01:00 WIB). Where pg_cron is absent
-- (the embedded stack, the tests) local/services.ts runs the same function on a timer.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('simk-daily-dues', '0 18 * * *', 'select private.run_daily_dues()');
  end if;
end;
$$;
