-- Membership lifecycle driven by payments (decision 0027, docs/data-model.md "Membership
-- lifecycle"). Paying the annual dues extends expiry_date by a year; past expiry plus the grace
-- period the daily job makes an ACTIVE member EXPIRED; paying the arrears makes an EXPIRED member
-- ACTIVE again. SUSPENDED and INACTIVE belong to officers (set_membership_status): nothing here
-- touches them.
--
-- Baseline (decision 0016): the current definition of each object below. Called from
-- …000650_payments.sql (settlement) and the daily job.

-- ---------------------------------------------------------------------------------------------
-- Tables
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

-- ---------------------------------------------------------------------------------------------
-- RLS, grants and policies
-- ---------------------------------------------------------------------------------------------

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

-- ---------------------------------------------------------------------------------------------
-- The grace period
-- ---------------------------------------------------------------------------------------------

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
  perform private.require_system_admin('only a system administrator changes the membership settings');
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

-- ---------------------------------------------------------------------------------------------
-- What a completed payment does to the membership
-- ---------------------------------------------------------------------------------------------

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
      case when reactivate then 'membership_reactivated' else 'membership_extended' end
        || case when new_expiry is null then '_undated' else '' end,
      jsonb_strip_nulls(jsonb_build_object('expiry_date', to_char(new_expiry, 'DD-MM-YYYY'))),
      '/dashboard/profile'
    );
  end if;
end;
$$;

comment on function private.apply_membership_payment(uuid) is
  'Applies a completed payment to its member''s membership, once per payment (membership_extensions): each annual bill it paid extends expiry_date by a year (none when the payment is flagged bills_already_settled), from the old expiry when paid before it or within the grace period, otherwise from the payment date (WIB); an EXPIRED member without overdue bills left, whose expiry is not past grace, becomes ACTIVE. Audited (members.extend / members.reactivate) and notified. Called by settle_payment in the settlement transaction.';
revoke all on function private.apply_membership_payment(uuid) from public;
grant execute on function private.apply_membership_payment(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The daily dues job
-- ---------------------------------------------------------------------------------------------

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
  started timestamptz := clock_timestamp();
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
      m.user_id, 'warning', 'membership', 'high', 'membership_expired',
      jsonb_build_object('expiry_date', to_char(m.expiry_date, 'DD-MM-YYYY')), '/member-dues'
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
  -- The /debug page's record of the job (system debug migration).
  insert into private.daily_job_runs (run_date, bills_issued, members_expired, started_at)
  values (p_today, issued.bills, expired, started);
  return query select issued.bills, expired;
end;
$$;

comment on function private.run_daily_dues(date) is
  'The daily dues job (pg_cron at 01:00 WIB; the local stack''s timer): issues the month''s bills (idempotent), then makes EXPIRED every ACTIVE member whose expiry_date plus the grace period is before p_today, notifying each in the app and by email (membership_expired), then queues the day''s automatic reminders (private.queue_daily_messages: scheduled dues reminders, SIP-expiry notices). SUSPENDED and INACTIVE members are never touched. Audited: members.expire per member, dues.daily_run for a run that changed something. Every run is recorded in private.daily_job_runs (the /debug page).';
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
