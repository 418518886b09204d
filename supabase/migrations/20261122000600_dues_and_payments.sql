-- Dues: categories, bills, payments (with the bills they settle), and the reminder outbox.
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
-- The channel and delivery state of every message SIMK sends: reminders here, and the messaging
-- outbox (…001000_messaging.sql), which this file precedes.
create type public.message_channel as enum ('whatsapp', 'sms', 'email');
create type public.message_status as enum ('queued', 'sending', 'sent', 'failed', 'cancelled');
comment on type public.dues_period is 'How often a dues category is billed.';
comment on type public.bill_status is 'unpaid (open), paid (settled by a completed payment), waived.';
comment on type public.payment_method is 'qris, transfer (bank transfer), cash, card, ewallet.';
comment on type public.payment_status is 'pending, completed (Berhasil), failed (Gagal), expired (Kedaluwarsa), refunded (Dikembalikan: a completed payment the gateway refunded).';
comment on type public.message_channel is
  'Channel of a message (reminders, the messaging outbox): whatsapp (the default for reminders), sms, email.';
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
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  category_id uuid not null references public.dues_categories (id) on delete restrict,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  period_start date not null,
  period_end date not null,
  due_date date not null,
  amount integer not null check (amount > 0),
  status public.bill_status not null default 'unpaid',
  paid_at timestamptz,
  created_at timestamptz not null default now(),
  constraint bills_one_per_member_and_period unique (member_id, category_id, period_start),
  constraint bills_period_order check (period_end >= period_start),
  constraint bills_paid_at check ((status = 'paid') = (paid_at is not null))
);

comment on table public.bills is
  'One bill per member, dues category and period, issued by the member''s DPC (organization_id). Overdue when unpaid after due_date.';

create index bills_category_id_idx on public.bills (category_id);
create index bills_organization_id_status_idx on public.bills (organization_id, status, due_date);
create index bills_unpaid_due_date_idx on public.bills (due_date) where status = 'unpaid';
create index bills_period_start_idx on public.bills (period_start);

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
  flag text,
  constraint payments_flag_known check (flag in ('amount_mismatch', 'late_settlement', 'bills_already_settled', 'fraud_review')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payments_paid_at check (status <> 'completed' or paid_at is not null)
);

comment on table public.payments is
  'A payment by a member: method, status, provider reference (e.g. Midtrans order_id), transaction id, paid at, who recorded it. Linked to the bills it settles through payment_bills.';

create index payments_member_id_idx on public.payments (member_id, created_at desc);
create index payments_organization_id_paid_at_idx on public.payments (organization_id, paid_at);
create index payments_recorded_by_idx on public.payments (recorded_by);
create index payments_paid_at_idx on public.payments (paid_at) where status = 'completed';
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

create table public.reminders (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  bill_id uuid references public.bills (id) on delete set null,
  channel public.message_channel not null default 'whatsapp',
  recipient text not null,
  message text not null,
  status public.message_status not null default 'queued',
  attempts smallint not null default 0 check (attempts >= 0),
  max_attempts smallint not null default 5 check (max_attempts > 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  provider_message_id text,
  sent_at timestamptz,
  queued_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.reminders is
  'Outbox of overdue reminders (WhatsApp, SMS, email). A dispatcher (service role) picks queued rows whose next_attempt_at has passed, retries with backoff and records attempts and the last error.';

create index reminders_due_idx on public.reminders (next_attempt_at) where status in ('queued', 'failed');
create index reminders_member_id_idx on public.reminders (member_id, created_at desc);
create index reminders_organization_id_idx on public.reminders (organization_id, created_at desc);
create index reminders_bill_id_idx on public.reminders (bill_id);
create index reminders_queued_by_idx on public.reminders (queued_by);

create trigger dues_categories_set_updated_at before update on public.dues_categories
  for each row execute function private.set_updated_at();
create trigger payments_set_updated_at before update on public.payments
  for each row execute function private.set_updated_at();
create trigger reminders_set_updated_at before update on public.reminders
  for each row execute function private.set_updated_at();
create trigger dues_categories_audit after insert or update or delete on public.dues_categories
  for each row execute function private.audit_row_change();

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
-- RLS and grants. Bills, payments and reminders are written only by the functions below (and the
-- service role); API roles read them within their scope.
-- ---------------------------------------------------------------------------------------------

alter table public.dues_categories enable row level security;
alter table public.bills enable row level security;
alter table public.payments enable row level security;
alter table public.payment_bills enable row level security;
alter table public.reminders enable row level security;

revoke all on public.dues_categories, public.bills, public.payments, public.payment_bills, public.reminders
  from public, anon, authenticated;
grant all on public.dues_categories, public.bills, public.payments, public.payment_bills, public.reminders
  to service_role;
grant select on public.dues_categories to anon;
grant select, delete on public.dues_categories to authenticated;
grant insert (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant update (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant select on public.bills, public.payments, public.payment_bills, public.reminders to authenticated;

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

create policy reminders_select on public.reminders
  for select to authenticated
  using (
    (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );

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

create function private.generate_bills(p_month date default private.today(), p_category_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  created integer;
  month_start date := date_trunc('month', p_month)::date;
begin
  -- Without JWT claims (scheduler, owner) or as the service role the call is trusted.
  if coalesce((select auth.role()), 'service_role') <> 'service_role' and not private.has_permission('dues.manage') then
    raise exception 'permission dues.manage is required' using errcode = '42501';
  end if;
  insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
  select m.id, c.id, m.organization_id, pb.period_start, pb.period_end,
         (pb.period_start + interval '1 month' - interval '1 day')::date, c.amount
  from public.dues_categories c
  cross join lateral private.period_bounds(c.period, month_start) pb
  join public.members m on m.membership_status = 'ACTIVE'
  where c.is_active
    and c.period <> 'one_time'
    and pb.period_start = month_start -- a quarterly/annual category bills in the period's first month
    and (p_category_id is null or c.id = p_category_id)
  on conflict (member_id, category_id, period_start) do nothing;
  get diagnostics created = row_count;
  perform private.write_audit('bills.generate', 'bills', null, null, null,
    jsonb_build_object('month', month_start, 'category_id', p_category_id, 'created', created));
  return created;
end;
$$;

comment on function private.generate_bills(date, uuid) is
  'Issues the bills of every active recurring category whose period starts in the given month, one per ACTIVE member (idempotent). Requires dues.manage, or the service role (scheduler).';
revoke all on function private.generate_bills(date, uuid) from public;
grant execute on function private.generate_bills(date, uuid) to authenticated, service_role;

create function public.generate_bills(p_month date default private.today(), p_category_id uuid default null)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.generate_bills(p_month, p_category_id)
$$;

comment on function public.generate_bills(date, uuid) is
  'Issues the bills for the period starting in the given month (idempotent); see private.generate_bills.';

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

create function public.overdue_members(p_as_of date default private.today())
returns table (
  member_id uuid,
  full_name text,
  nap text,
  phone text,
  email text,
  organization_id uuid,
  bill_count integer,
  amount_due bigint,
  oldest_due_date date,
  days_overdue integer,
  bucket text,
  priority text,
  reminder_count integer,
  last_reminder_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  with overdue as (
    select b.member_id, count(*)::integer as bill_count, sum(b.amount)::bigint as amount_due,
           min(b.due_date) as oldest_due_date
    from public.bills b
    where b.status = 'unpaid' and b.due_date < p_as_of
    group by b.member_id
  )
  select m.id, m.full_name, m.nap, m.phone, m.email, m.organization_id, o.bill_count, o.amount_due,
         o.oldest_due_date, (p_as_of - o.oldest_due_date)::integer,
         public.overdue_bucket(p_as_of - o.oldest_due_date),
         case when p_as_of - o.oldest_due_date > 30 then 'high'
              when p_as_of - o.oldest_due_date > 7 then 'medium' else 'low' end,
         coalesce(r.reminder_count, 0), r.last_reminder_at
  from overdue o
  join public.members m on m.id = o.member_id
  left join lateral (
    select count(*)::integer as reminder_count, max(x.created_at) as last_reminder_at
    from public.reminders x where x.member_id = m.id
  ) r on true
  order by o.oldest_due_date, m.full_name
$$;

comment on function public.overdue_members(date) is
  'Members with unpaid bills past their due date, visible to the caller under RLS: amount due, days overdue of the oldest bill, bucket (1-7, 8-30, >30), priority and reminder history.';

create function private.queue_reminders(p_member_ids uuid[], p_channel public.message_channel default 'whatsapp')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  allowed uuid[] := private.organization_ids_with_permission('dues.remind');
  queued integer;
begin
  if exists (
    select 1 from public.members m
    where m.id = any (p_member_ids) and not (m.organization_id = any (allowed))
  ) or cardinality(allowed) = 0 then
    raise exception 'permission dues.remind is required for every selected member''s DPC' using errcode = '42501';
  end if;
  insert into public.reminders (member_id, organization_id, bill_id, channel, recipient, message, queued_by)
  select m.id, m.organization_id, b.id, p_channel,
         case p_channel when 'email' then m.email else m.phone end,
         format('Yth. %s, iuran %s sebesar Rp%s jatuh tempo pada %s belum kami terima. Mohon segera melakukan pembayaran melalui SIMK.',
                m.full_name, c.name, to_char(b.amount, 'FM999G999G999G999'), to_char(b.due_date, 'DD-MM-YYYY')),
         (select auth.uid())
  from public.members m
  join lateral (
    select * from public.bills b
    where b.member_id = m.id and b.status = 'unpaid' and b.due_date < (select private.today())
    order by b.due_date limit 1
  ) b on true
  join public.dues_categories c on c.id = b.category_id
  where m.id = any (p_member_ids)
    and (case p_channel when 'email' then m.email else m.phone end) is not null;
  get diagnostics queued = row_count;
  perform private.write_audit('reminders.queue', 'reminders', null, null, null,
    jsonb_build_object('members', p_member_ids, 'channel', p_channel, 'queued', queued));
  return queued;
end;
$$;

comment on function private.queue_reminders(uuid[], public.message_channel) is
  'Queues one reminder per selected overdue member (oldest unpaid bill) in the outbox. Requires dues.remind for every member''s DPC; members without a contact for the channel are skipped.';
revoke all on function private.queue_reminders(uuid[], public.message_channel) from public;
grant execute on function private.queue_reminders(uuid[], public.message_channel) to authenticated, service_role;

create function public.queue_reminders(p_member_ids uuid[], p_channel public.message_channel default 'whatsapp')
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.queue_reminders(p_member_ids, p_channel)
$$;

comment on function public.queue_reminders(uuid[], public.message_channel) is
  'Queues overdue reminders for the selected members; returns how many were queued.';

revoke all on function public.generate_bills(date, uuid) from public, anon;
revoke all on function public.overdue_bucket(integer) from public;
revoke all on function public.overdue_members(date) from public, anon;
revoke all on function public.queue_reminders(uuid[], public.message_channel) from public, anon;
grant execute on function public.generate_bills(date, uuid) to authenticated, service_role;
grant execute on function public.overdue_bucket(integer) to anon, authenticated, service_role;
grant execute on function public.overdue_members(date) to authenticated, service_role;
grant execute on function public.queue_reminders(uuid[], public.message_channel) to authenticated, service_role;
