-- Automatic messages: each organization's reminder schedule, the daily job's dues and SIP-expiry
-- reminders, quiet hours, and the payment confirmation queued on settlement.
--
-- Baseline (decision 0016): the current definition of each object below. Decision 0040,
-- docs/operations/messaging.md.
--
-- Which schedule applies to a member: their DPC's own, else its DPW's, else the DPP's (the
-- national schedule), else the built-in default (3 days before the due date, on it, 7 and 30 days
-- after). An organization that wants no automatic reminders saves an empty schedule; one that
-- wants its parent's again removes its own (set_reminder_schedule with null).

-- ---------------------------------------------------------------------------------------------
-- The schedule
-- ---------------------------------------------------------------------------------------------

create function private.default_reminder_days()
returns integer[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array[-3, 0, 7, 30]
$$;

comment on function private.default_reminder_days() is
  'The built-in schedule, when neither the DPC, its DPW nor the DPP has one: 3 days before the due date, on it, 7 and 30 days after (issue 14 §3).';
revoke all on function private.default_reminder_days() from public;

create function private.reminder_days_valid(p_days integer[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_days is not null
     and array_ndims(p_days) is not distinct from case when cardinality(p_days) = 0 then null else 1 end
     and cardinality(p_days) <= 10
     and p_days = array(select distinct d from unnest(p_days) d order by d)
     and -60 <= all (p_days) and 365 >= all (p_days)
$$;

comment on function private.reminder_days_valid(integer[]) is
  'A schedule is 0 to 10 distinct days relative to the due date (negative before, 0 on it, positive after), each from -60 to 365, in ascending order.';
revoke all on function private.reminder_days_valid(integer[]) from public;

create table public.reminder_schedules (
  organization_id uuid primary key references public.organizations (id) on delete cascade,
  days integer[] not null
    constraint reminder_schedules_days_valid check (private.reminder_days_valid(days)),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

comment on table public.reminder_schedules is
  'An organization''s own schedule of automatic dues reminders. A member follows their DPC''s, else its DPW''s, else the DPP''s, else private.default_reminder_days() (private.reminder_schedule_of). Written only by set_reminder_schedule.';
comment on column public.reminder_schedules.organization_id is 'The DPC, DPW or DPP (the national schedule) the schedule belongs to.';
comment on column public.reminder_schedules.days is
  'Days relative to a bill''s due date on which the daily job reminds its member: -3 three days before, 0 on the due date, 7 a week after. Empty: no automatic reminders.';
comment on column public.reminder_schedules.updated_by is 'Who last saved the schedule.';
comment on column public.reminder_schedules.updated_at is 'When the schedule was last saved.';
comment on constraint reminder_schedules_days_valid on public.reminder_schedules is
  '0 to 10 distinct days from -60 to 365, ascending (private.reminder_days_valid).';

create index reminder_schedules_updated_by_idx on public.reminder_schedules (updated_by);
comment on index public.reminder_schedules_updated_by_idx is 'Foreign key index for updated_by.';

create trigger reminder_schedules_set_updated_at
  before update on public.reminder_schedules
  for each row execute function private.set_updated_at();
comment on trigger reminder_schedules_set_updated_at on public.reminder_schedules is 'Stamps updated_at.';

-- RLS and grants. Officers who see the organization's payments read its schedule; every write
-- goes through set_reminder_schedule (security definer: permission, audit), so there is no
-- insert, update or delete policy or grant for the API roles.
alter table public.reminder_schedules enable row level security;
revoke all on public.reminder_schedules from public, anon, authenticated;
grant all on public.reminder_schedules to service_role;
grant select on public.reminder_schedules to authenticated;

create policy reminder_schedules_select on public.reminder_schedules
  for select to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('payments.view')))));

comment on policy reminder_schedules_select on public.reminder_schedules is
  'Officers read the schedules of the organizations where they hold payments.view; members and anon read none.';

create function private.reminder_schedule_of(p_organization_id uuid)
returns table (days integer[], source_organization_id uuid, source text)
language sql
stable
security definer
set search_path = ''
as $$
  with recursive chain as (
    select o.id, o.parent_id, o.level, 0 as depth from public.organizations o where o.id = p_organization_id
    union all
    select o.id, o.parent_id, o.level, c.depth + 1 from public.organizations o join chain c on o.id = c.parent_id
  ), own as (
    select s.days, c.id, c.level::text as source
    from chain c join public.reminder_schedules s on s.organization_id = c.id
    order by c.depth
    limit 1
  )
  select * from own
  union all
  select private.default_reminder_days(), null, 'default'
  where not exists (select 1 from own)
$$;

comment on function private.reminder_schedule_of(uuid) is
  'The schedule that applies in an organization: its own, else the nearest ancestor''s (DPC → DPW → DPP), else the built-in default. source is the level it came from (DPC, DPW, DPP) or ''default''.';
revoke all on function private.reminder_schedule_of(uuid) from public;
grant execute on function private.reminder_schedule_of(uuid) to service_role;

create function public.reminder_schedule(p_organization_id uuid)
returns table (
  organization_id uuid,
  organization_name text,
  days integer[],
  source text,
  source_organization_id uuid,
  has_own boolean,
  can_edit boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.can_in_organization('payments.view', p_organization_id) then
    raise exception 'permission payments.view is required in the organization' using errcode = '42501';
  end if;
  return query
  select o.id, o.name, s.days, s.source, s.source_organization_id, s.source_organization_id is not distinct from o.id,
         private.can_in_organization('dues.remind', o.id)
  from public.organizations o, private.reminder_schedule_of(o.id) s
  where o.id = p_organization_id;
end;
$$;

comment on function public.reminder_schedule(uuid) is
  'The reminder schedule in force in an organization, where it comes from, and whether the caller may change it (dues.remind there). Requires payments.view in the organization (42501).';
revoke all on function public.reminder_schedule(uuid) from public, anon;
grant execute on function public.reminder_schedule(uuid) to authenticated, service_role;

create function public.set_reminder_schedule(p_organization_id uuid, p_days integer[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row public.reminder_schedules;
  v_days integer[] := array(select distinct d from unnest(p_days) d order by d);
begin
  if not private.can_in_organization('dues.remind', p_organization_id) then
    raise exception 'permission dues.remind is required in the organization' using errcode = '42501';
  end if;
  select * into before_row from public.reminder_schedules where organization_id = p_organization_id for update;
  if p_days is null then
    delete from public.reminder_schedules where organization_id = p_organization_id;
  else
    if not private.reminder_days_valid(v_days) then
      raise exception 'a schedule is 0 to 10 days from -60 to 365' using errcode = '23514',
        constraint = 'reminder_schedules_days_valid';
    end if;
    insert into public.reminder_schedules (organization_id, days, updated_by)
    values (p_organization_id, v_days, (select auth.uid()))
    on conflict (organization_id) do update set days = excluded.days, updated_by = excluded.updated_by;
  end if;
  perform private.write_audit('reminder_schedules.set', 'reminder_schedules', p_organization_id::text,
    p_organization_id, case when before_row.organization_id is not null then jsonb_build_object('days', before_row.days) end,
    case when p_days is not null then jsonb_build_object('days', v_days) end);
end;
$$;

comment on function public.set_reminder_schedule(uuid, integer[]) is
  'Saves an organization''s own reminder schedule (the days sorted, duplicates dropped; 23514 reminder_schedules_days_valid beyond 10 days or outside -60…365), or with null removes it so the parent''s applies. Requires dues.remind in the organization (42501). Audited as reminder_schedules.set.';
revoke all on function public.set_reminder_schedule(uuid, integer[]) from public, anon;
grant execute on function public.set_reminder_schedule(uuid, integer[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Quiet hours: the daily job's messages go out between 08:00 and 20:00 in the member's time zone.
-- Messages that answer something the member or an officer just did (receipts, verification
-- results, claim links, transfer steps, an officer's reminder sent from the screen) are exempt:
-- someone is waiting for them (decision 0040).
-- ---------------------------------------------------------------------------------------------

create function private.quiet_hours_release(p_at timestamptz, p_time_zone text)
returns timestamptz
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when local_time >= time '08:00' and local_time < time '20:00' then p_at
           when local_time < time '08:00' then (local_day + time '08:00') at time zone p_time_zone
           else (local_day + 1 + time '08:00') at time zone p_time_zone
         end
  from (select (p_at at time zone p_time_zone)::time as local_time, (p_at at time zone p_time_zone)::date as local_day) l
$$;

comment on function private.quiet_hours_release(timestamptz, text) is
  'p_at when it falls between 08:00 and 20:00 in p_time_zone, otherwise the next 08:00 there: the earliest a reminder due at p_at may be sent.';
revoke all on function private.quiet_hours_release(timestamptz, text) from public;

create function private.member_time_zone(p_member_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.time_zone from public.members m join public.user_preferences p on p.user_id = m.user_id where m.id = p_member_id),
    'Asia/Jakarta')
$$;

comment on function private.member_time_zone(uuid) is
  'The time zone of a member''s account settings (user_preferences.time_zone), Asia/Jakarta without a login or a choice.';
revoke all on function private.member_time_zone(uuid) from public;

create function private.hold_for_quiet_hours()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.next_attempt_at := private.quiet_hours_release(new.next_attempt_at, private.member_time_zone(new.member_id));
  return new;
end;
$$;

comment on function private.hold_for_quiet_hours() is
  'Moves a queued automatic reminder''s next attempt out of the quiet hours (20:00–08:00 in the member''s time zone) to the next 08:00 there.';
revoke all on function private.hold_for_quiet_hours() from public;

-- Every path that sets such a message's next attempt passes here: queueing, the dispatcher's
-- backoff and Retry-After, and an officer's retry.
create trigger outbox_messages_quiet_hours
  before insert or update of next_attempt_at, status on public.outbox_messages
  for each row
  when (new.status = 'queued' and (new.template = 'sip_expiry_reminder' or new.variables ? 'scheduled_on'))
  execute function private.hold_for_quiet_hours();
comment on trigger outbox_messages_quiet_hours on public.outbox_messages is
  'The daily job''s reminders (scheduled dues reminders, whose variables carry scheduled_on, and SIP-expiry notices) are never due between 20:00 and 08:00 in the member''s time zone (private.hold_for_quiet_hours).';

-- ---------------------------------------------------------------------------------------------
-- The daily job's messages (called by private.run_daily_dues).
-- ---------------------------------------------------------------------------------------------

create function private.queue_member_message(
  p_member_id uuid,
  p_phone text,
  p_email text,
  p_organization_id uuid,
  p_template text,
  p_variables jsonb
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_channel public.message_channel;
  v_recipient text;
begin
  -- WhatsApp first; a member without a phone, or who turned WhatsApp off, gets it by email
  -- (fallback_from records it) unless they turned that off too.
  select * into v_channel, v_recipient from private.message_route('whatsapp', p_phone, p_email);
  if v_channel = 'whatsapp' and p_email is not null
     and private.message_skip_reason(p_member_id, p_template, 'whatsapp') is not null then
    v_channel := 'email';
    v_recipient := p_email;
  end if;
  if v_recipient is null or private.message_skip_reason(p_member_id, p_template, v_channel) is not null then
    return null;
  end if;
  return private.queue_message(
    v_channel, v_recipient, p_template, p_variables, p_member_id, p_organization_id,
    case when v_channel <> 'whatsapp' then 'whatsapp'::public.message_channel end
  );
end;
$$;

comment on function private.queue_member_message(uuid, text, text, uuid, text, jsonb) is
  'Queues one of the automatic messages to a member: by WhatsApp, else by email when they have no phone or turned WhatsApp off; nothing (null) when they have no contact left or their settings refuse it (private.message_skip_reason). Returns the message id.';
revoke all on function private.queue_member_message(uuid, text, text, uuid, text, jsonb) from public;

create function private.queue_scheduled_reminders(p_today date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  queued integer := 0;
begin
  for r in
    with schedules as (
      select o.id as organization_id, s.days
      from public.organizations o, private.reminder_schedule_of(o.id) s
      where o.level = 'DPC' and cardinality(s.days) > 0
    ), reached as (
      -- Members with a bill whose due date is one of their schedule's days from today; the
      -- reminder covers every unpaid bill due by the latest of those.
      select b.member_id, max(b.due_date) as up_to
      from public.bills b
      join public.members m on m.id = b.member_id
      join schedules s on s.organization_id = m.organization_id
      where b.status = 'unpaid'
        and b.due_date = any (array(select distinct p_today - d from schedules x, unnest(x.days) d))
        and (p_today - b.due_date) = any (s.days)
      group by b.member_id
    )
    select m.id as member_id, m.full_name, m.phone, m.email, m.organization_id,
           sum(b.amount)::bigint as amount_due, min(b.due_date) as oldest_due_date,
           array_agg(distinct c.name) as category_names
    from reached x
    join public.members m on m.id = x.member_id
    join public.bills b on b.member_id = m.id and b.status = 'unpaid' and b.due_date <= x.up_to
    join public.dues_categories c on c.id = b.category_id
    where m.membership_status in ('ACTIVE', 'EXPIRED')
    group by m.id
    order by m.id
  loop
    -- Once a day: this day's reminder already queued (the job ran twice), or any reminder on
    -- the channel in the last 24 hours (an officer's, §2's no spamming).
    if exists (
      select 1 from public.outbox_messages x
      where x.member_id = r.member_id and x.template = 'dues_reminder'
        and (x.variables ->> 'scheduled_on' = p_today::text
             or (x.channel = (private.message_route('whatsapp', r.phone, r.email)).channel
                 and x.status not in ('failed', 'cancelled') and x.created_at > now() - interval '24 hours'))
    ) then
      continue;
    end if;
    if private.queue_member_message(
      r.member_id, r.phone, r.email, r.organization_id, 'dues_reminder',
      private.dues_reminder_variables(r.full_name, r.category_names, r.amount_due, r.oldest_due_date)
        || jsonb_build_object('scheduled_on', p_today::text)
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

comment on function private.queue_scheduled_reminders(date) is
  'The daily job''s dues reminders for p_today: one dues_reminder (WhatsApp, email without a phone) per ACTIVE or EXPIRED member with an unpaid bill due a schedule day before or after today (private.reminder_schedule_of their DPC), covering their unpaid bills due by then. Skips members without contact, who turned reminders off, already reminded for p_today or reminded on the channel in the last 24 hours. Quiet hours hold them until 08:00. Returns how many were queued.';
revoke all on function private.queue_scheduled_reminders(date) from public;

create function private.sip_renewal_guide_path()
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select '/sertifikasi'
$$;

comment on function private.sip_renewal_guide_path() is
  'The renewal guide of a SIP: the Sertifikasi page''s "STR dan SIP" section (renewal needs SKP), as SIP_RENEWAL_GUIDE_PATH in the web app (decision 0031).';
revoke all on function private.sip_renewal_guide_path() from public;

create function private.queue_sip_expiry_reminders(p_today date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  queued integer := 0;
begin
  -- Two notices per SIP expiry date: the first within the warning window (private.sip_warning_days,
  -- 90 days), the second within 30. A window, not
  -- the exact day, so a day the job did not run, or a SIP entered late, still gets its notice.
  for r in
    select m.id as member_id, m.full_name, m.phone, m.email, m.organization_id, m.sip_number, m.sip_expiry_date,
           case when m.sip_expiry_date - p_today <= 30 then 30 else private.sip_warning_days() end as stage
    from public.members m
    where m.sip_expiry_date - p_today between 0 and private.sip_warning_days()
      and m.membership_status in ('ACTIVE', 'EXPIRED')
    order by m.id
  loop
    if exists (
      select 1 from public.outbox_messages x
      where x.member_id = r.member_id and x.template = 'sip_expiry_reminder'
        and x.variables ->> 'sip_expiry_date' = r.sip_expiry_date::text
        and (x.variables ->> 'stage')::integer <= r.stage
    ) then
      continue;
    end if;
    if private.queue_member_message(
      r.member_id, r.phone, r.email, r.organization_id, 'sip_expiry_reminder',
      jsonb_build_object(
        'full_name', r.full_name,
        'sip_number', r.sip_number,
        'expiry_date', to_char(r.sip_expiry_date, 'DD/MM/YYYY'),
        'days_left', (r.sip_expiry_date - p_today)::text,
        'guide_url', private.site_url() || private.sip_renewal_guide_path(),
        'sip_expiry_date', r.sip_expiry_date::text,
        'stage', r.stage::text
      )
    ) is not null then
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;

comment on function private.queue_sip_expiry_reminders(date) is
  'The daily job''s SIP-expiry notices: a sip_expiry_reminder (WhatsApp, email without a phone) with the renewal guide link when an ACTIVE or EXPIRED member''s SIP expires within private.sip_warning_days() (90 days), and again within 30; once each per expiry date (a renewed SIP starts over). Honours the member''s settings (membership updates). Returns how many were queued.';
revoke all on function private.queue_sip_expiry_reminders(date) from public;

create function private.queue_daily_messages(p_today date)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  -- Two runs at once (pg_cron and a manual call) would both see nothing queued yet: one at a time.
  perform pg_advisory_xact_lock(hashtext('simk.queue_daily_messages'));
  result := jsonb_build_object(
    'dues_reminders', private.queue_scheduled_reminders(p_today),
    'sip_expiry_reminders', private.queue_sip_expiry_reminders(p_today));
  if (result ->> 'dues_reminders')::integer > 0 or (result ->> 'sip_expiry_reminders')::integer > 0 then
    perform private.write_audit('reminders.queue_daily', 'outbox_messages', null, null, null,
      result || jsonb_build_object('date', p_today));
  end if;
  return result;
end;
$$;

comment on function private.queue_daily_messages(date) is
  'The daily job''s automatic messages for p_today: scheduled dues reminders and SIP-expiry notices. Idempotent; concurrent runs wait for each other (advisory lock). Audited as reminders.queue_daily when something was queued. Returns {dues_reminders, sip_expiry_reminders}.';
revoke all on function private.queue_daily_messages(date) from public;
grant execute on function private.queue_daily_messages(date) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Payment confirmations (called by private.settle_payment, once per payment).
-- ---------------------------------------------------------------------------------------------

create function private.queue_payment_confirmation(p public.payments)
returns uuid[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  v_payment constant jsonb := jsonb_build_object(
    'amount', private.format_rupiah(p.amount),
    'receipt_number', p.receipt_number,
    'paid_date', to_char(p.paid_at at time zone 'Asia/Jakarta', 'DD/MM/YYYY'));
  v_payment_url constant text := private.site_url() || '/payment/' || p.id;
  queued uuid[] := '{}';
begin
  select * into m from public.members where id = p.member_id;
  -- Each channel the member can be reached on and accepts, independently (decision 0055): the
  -- WhatsApp confirmation with the payment page, and the email with the signed receipt link.
  if m.phone is not null and private.message_skip_reason(m.id, 'payment_confirmation', 'whatsapp') is null then
    queued := queued || private.queue_message('whatsapp', m.phone, 'payment_confirmation',
      v_payment || jsonb_build_object('full_name', m.full_name, 'receipt_url', v_payment_url), m.id, p.organization_id);
  end if;
  if m.email is not null and private.message_skip_reason(m.id, 'payment_receipt', 'email') is null then
    queued := queued || private.queue_message('email', m.email, 'payment_receipt',
      v_payment || jsonb_build_object('full_name', m.full_name, 'receipt_pdf_url', private.receipt_link(p.id),
                                      'payment_url', v_payment_url), m.id, p.organization_id);
  end if;
  return queued;
end;
$$;

comment on function private.queue_payment_confirmation(public.payments) is
  'Queues what a completed payment sends its member, each on its own (decision 0055): the payment_confirmation by WhatsApp (amount, receipt number, date, the payment page /payment/{id}) when they have a phone and accept WhatsApp, and the payment_receipt by email (the same, plus the signed link to the receipt PDF) when they have an email and accept email. Nothing on a channel turned off (private.message_skip_reason: membership updates). Sent at any hour (decision 0040). Returns the ids queued.';
revoke all on function private.queue_payment_confirmation(public.payments) from public;
