-- Notifications, the dashboard's badge counts and the AI insights.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- In-app notifications per auth user: SIMK functions write them (private.notify), the user reads,
-- marks read and deletes their own.

-- ---------------------------------------------------------------------------------------------
-- Message channels and delivery states: the outbox's (…001000_messaging.sql), used first by
-- the account settings below
-- ---------------------------------------------------------------------------------------------

create type public.message_channel as enum ('whatsapp', 'sms', 'email');
create type public.message_status as enum ('queued', 'sending', 'sent', 'failed', 'cancelled');
comment on type public.message_channel is
  'Channel of a message of the outbox: whatsapp (the default for reminders), sms, email.';
comment on type public.message_status is
  'Delivery state of a message: queued (waiting for its next attempt), sending (claimed by a dispatcher under a lease), sent, failed (no attempt left, or refused for good), cancelled.';

-- ---------------------------------------------------------------------------------------------
-- Notifications
-- ---------------------------------------------------------------------------------------------

create type public.notification_type as enum ('info', 'success', 'warning', 'error');
create type public.notification_category as enum ('payment', 'membership', 'ai', 'system');
create type public.notification_priority as enum ('high', 'medium', 'low');
comment on type public.notification_type is 'Visual type of a notification.';
comment on type public.notification_category is 'Notification tab/category.';
comment on type public.notification_priority is 'Notification priority.';

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type public.notification_type not null default 'info',
  category public.notification_category not null default 'system',
  priority public.notification_priority not null default 'medium',
  -- Each key has its title, message and action label in the web app's notifications namespace
  -- (src/locales/{id,en}/notifications.json, templates.<key>; a unit test checks both hold every
  -- key of this list), so a notification reads in the language of whoever opens it.
  template text not null
    constraint notifications_template_known check (template in (
      'membership_verified', 'membership_verified_nothing_due', 'application_rejected', 'application_linked',
      'membership_expired', 'membership_extended', 'membership_extended_undated', 'membership_reactivated',
      'membership_reactivated_undated', 'payment_received', 'bill_waived',
      'transfer_requested', 'transfer_released', 'transfer_completed', 'transfer_rejected', 'transfer_withdrawn',
      'transfer_requested_officer', 'transfer_released_officer', 'transfer_completed_officer',
      'transfer_rejected_officer', 'transfer_withdrawn_officer',
      'nap_claim_awaiting_approval', 'nap_claim_linked',
      'insight_own_sip_expiring', 'insight_sip_expiring', 'insight_collection_rate_down',
      'insight_collection_rate_up', 'insight_collection_rate_stable', 'insight_overdue_growth')),
  params jsonb not null default '{}'
    constraint notifications_params_object check (jsonb_typeof(params) = 'object'),
  action_url text constraint notifications_action_url_is_path check (action_url is null or private.is_site_path(action_url)),
  read_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.notifications is
  'In-app notifications per user. Written by SIMK functions and services; the user reads, marks read and deletes their own.';
comment on column public.notifications.template is
  'What the notification says, as a key: the web app writes its title, message and action label in the reader''s language (notifications namespace, templates.<key>).';
comment on column public.notifications.params is
  'The values the template''s texts name ({{nap}}, {{amount}}…), as text already written for both languages (Rp150.000, 31-12-2026) or as people and places wrote them.';
comment on constraint notifications_template_known on public.notifications is
  'The templates the web app has texts for: a new one is added here and to both notifications.json files.';
comment on constraint notifications_params_object on public.notifications is 'Template values are a JSON object.';
comment on constraint notifications_action_url_is_path on public.notifications is
  'A path of this site (/dashboard/…); never //host, another scheme or an absolute URL.';
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
revoke all on public.notifications from public, anon, authenticated;
grant all on public.notifications to service_role;
grant select, delete on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy notifications_select on public.notifications
  for select to authenticated
  using (user_id = (select private.current_user_id()));
create policy notifications_update on public.notifications
  for update to authenticated
  using (user_id = (select private.current_user_id()))
  with check (user_id = (select private.current_user_id()));
create policy notifications_delete on public.notifications
  for delete to authenticated
  using (user_id = (select private.current_user_id()));

create function private.notify(
  p_user_id uuid,
  p_type public.notification_type,
  p_category public.notification_category,
  p_priority public.notification_priority,
  p_template text,
  p_params jsonb,
  p_action_url text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, category, priority, template, params, action_url)
  select p_user_id, p_type, p_category, p_priority, p_template, p_params, p_action_url
  where p_user_id is not null
$$;

comment on function private.notify(uuid, public.notification_type, public.notification_category, public.notification_priority, text, jsonb, text) is
  'Adds a notification for a user as a template key and its values, worded by the web app in the reader''s language (no-op when the user is null, e.g. a legacy member without login).';
revoke all on function private.notify(uuid, public.notification_type, public.notification_category, public.notification_priority, text, jsonb, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Account settings (spec §2 "Account settings", §9 defaults): each login's notification choices
-- and display preferences, read and written by that login only. Decision 0033.
-- ---------------------------------------------------------------------------------------------

create table public.user_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  email_notifications boolean not null default true,
  sms_notifications boolean not null default false,
  whatsapp_notifications boolean not null default true,
  payment_reminders boolean not null default true,
  membership_updates boolean not null default true,
  login_notifications boolean not null default true,
  language text not null default 'id'
    constraint user_preferences_language_known check (language in ('id', 'en')),
  theme text not null default 'light'
    constraint user_preferences_theme_known check (theme in ('light', 'dark', 'system')),
  time_zone text not null default 'Asia/Jakarta'
    constraint user_preferences_time_zone_indonesian check (time_zone in ('Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura')),
  date_format text not null default 'dd/mm/yyyy'
    constraint user_preferences_date_format_known check (date_format in ('dd/mm/yyyy', 'mm/dd/yyyy', 'yyyy-mm-dd')),
  updated_at timestamptz not null default now()
);

comment on table public.user_preferences is
  'Account settings of a login: which messages it receives and how the app shows itself. No row means the column defaults (spec §9: Indonesian, light, WIB, dd/mm/yyyy, every notification on except SMS).';
comment on column public.user_preferences.email_notifications is 'Receive messages by email.';
comment on column public.user_preferences.sms_notifications is 'Receive messages by SMS (off by default).';
comment on column public.user_preferences.whatsapp_notifications is
  'Receive messages by WhatsApp (on by default): reminders and payment confirmations go there first; with it off they go by email, when email is on.';
comment on column public.user_preferences.payment_reminders is 'Receive dues and payment reminders, on any channel.';
comment on column public.user_preferences.membership_updates is 'Receive membership updates (verification, rejection, expiry), on any channel.';
comment on column public.user_preferences.login_notifications is 'Be told of each new sign-in.';
comment on column public.user_preferences.language is 'Language of the app: id or en.';
comment on column public.user_preferences.theme is 'Colour mode of the app: light, dark, or the system''s.';
comment on column public.user_preferences.time_zone is 'Zone every time is shown in: Asia/Jakarta (WIB), Asia/Makassar (WITA), Asia/Jayapura (WIT).';
comment on column public.user_preferences.date_format is 'How dates are written: dd/mm/yyyy, mm/dd/yyyy or yyyy-mm-dd.';
comment on column public.user_preferences.updated_at is 'When the settings last changed.';
comment on constraint user_preferences_language_known on public.user_preferences is 'The app''s languages (spec §9).';
comment on constraint user_preferences_theme_known on public.user_preferences is 'The colour modes of spec §2.';
comment on constraint user_preferences_time_zone_indonesian on public.user_preferences is 'WIB, WITA and WIT (spec §3).';
comment on constraint user_preferences_date_format_known on public.user_preferences is 'The three date formats of spec §2.';

create trigger user_preferences_set_updated_at
  before update on public.user_preferences
  for each row execute function private.set_updated_at();
comment on trigger user_preferences_set_updated_at on public.user_preferences is 'Stamps updated_at.';

alter table public.user_preferences enable row level security;
revoke all on public.user_preferences from public, anon, authenticated;
grant all on public.user_preferences to service_role;
grant select on public.user_preferences to authenticated;
grant insert (user_id, email_notifications, sms_notifications, whatsapp_notifications, payment_reminders,
              membership_updates, login_notifications, language, theme, time_zone, date_format)
  on public.user_preferences to authenticated;
grant update (email_notifications, sms_notifications, whatsapp_notifications, payment_reminders,
              membership_updates, login_notifications, language, theme, time_zone, date_format)
  on public.user_preferences to authenticated;

-- Own row only; officers have no business with a member's settings. No delete: a login goes back
-- to the defaults by saving them.
create policy user_preferences_select on public.user_preferences
  for select to authenticated
  using (user_id = (select private.current_user_id()));
create policy user_preferences_insert on public.user_preferences
  for insert to authenticated
  with check (user_id = (select private.current_user_id()));
create policy user_preferences_update on public.user_preferences
  for update to authenticated
  using (user_id = (select private.current_user_id()))
  with check (user_id = (select private.current_user_id()));

create function private.notification_allowed(p_user_id uuid, p_topic text, p_channel public.message_channel)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  p public.user_preferences;
begin
  if p_topic not in ('payment_reminder', 'membership_update', 'login') then
    raise exception 'unknown message topic %', p_topic using errcode = '22023';
  end if;
  select * into p from public.user_preferences where user_id = p_user_id;
  if not found then
    -- The column defaults above (spec §9): every topic and channel on but SMS. A member without a login
    -- (p_user_id null) cannot have chosen otherwise.
    return p_channel <> 'sms';
  end if;
  return case p_channel
           when 'email' then p.email_notifications
           when 'sms' then p.sms_notifications
           else p.whatsapp_notifications
         end
     and case p_topic
           when 'payment_reminder' then p.payment_reminders
           when 'membership_update' then p.membership_updates
           else p.login_notifications
         end;
end;
$$;

comment on function private.notification_allowed(uuid, text, public.message_channel) is
  'Whether a login accepts a message of a topic (payment_reminder, membership_update, login) on a channel, by its account settings or their defaults. Every path that queues a message to a member asks it first.';
revoke all on function private.notification_allowed(uuid, text, public.message_channel) from public;
grant execute on function private.notification_allowed(uuid, text, public.message_channel) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Sidebar and top-bar badges: pending items the caller can act on, and unread notifications.
-- ---------------------------------------------------------------------------------------------

create function public.dashboard_badges()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'pendingVerifications', private.pending_applications_to_verify(),
    'pendingTransferApprovals', (
      select count(*) from public.transfer_requests r
      where r.status in ('pending', 'processing', 'approved')
        and private.transfer_actions(r) && array['approve', 'reject']
    ),
    'unreadNotifications', (
      select count(*) from public.notifications n where n.user_id = (select private.current_user_id()) and n.read_at is null
    )
  )
$$;

comment on function public.dashboard_badges() is
  'Live badge counts for the caller: applications they may verify, transfers awaiting their decision (private.transfer_actions offers approve or reject: never their own), unread notifications.';
revoke all on function public.dashboard_badges() from public, anon;
grant execute on function public.dashboard_badges() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The member's home (Profil Saya): what they owe, whether membership and card hold, what is open.
-- ---------------------------------------------------------------------------------------------

-- Security invoker: every row is read through the caller's own policies (members_select,
-- bills_select, transfer_requests_select, documents_select). PL/pgSQL because it calls objects of
-- later files (documents, public.verify_member_card).
create function public.profile_summary()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  me public.members;
  summary jsonb;
begin
  -- private.current_member_id: null without a live session (decision 0050), as every caller helper.
  select * into me from public.members m where m.id = private.current_member_id();
  if not found then
    return null;
  end if;
  select jsonb_build_object(
    'membershipStatus', me.membership_status,
    'validUntil', me.expiry_date,
    'dues', (
      -- Arrears are the unpaid bills past their due date, as the bills list's filter says.
      select jsonb_build_object(
        'unpaidCount', count(*),
        'unpaidTotal', coalesce(sum(b.amount), 0),
        'arrearsCount', count(*) filter (where o.overdue),
        'arrearsTotal', coalesce(sum(b.amount) filter (where o.overdue), 0))
      from public.bills b
      cross join lateral (
        select private.bill_matches('overdue', null, b.status, b.due_date, b.period_start, b.period_end) as overdue
      ) o
      where b.member_id = me.id and b.status = 'unpaid'),
    'nextBill', (
      -- The unpaid bill due first: the one to pay next, overdue or not.
      select jsonb_build_object(
        'id', b.id, 'category', c.name, 'periodStart', b.period_start, 'periodEnd', b.period_end,
        'dueDate', b.due_date, 'amount', b.amount,
        'overdue', private.bill_matches('overdue', null, b.status, b.due_date, b.period_start, b.period_end),
        'pendingPaymentId', (
          select p.id from public.payment_bills pb join public.payments p on p.id = pb.payment_id
          where pb.bill_id = b.id and p.status = 'pending' and p.expires_at > now()
          order by p.created_at desc limit 1))
      from public.bills b
      cross join lateral private.bill_category(b.category_id) c
      where b.member_id = me.id and b.status = 'unpaid'
      order by b.due_date, b.period_start, b.id
      limit 1),
    -- What the card's QR link answers now; null without a NAP (no card yet).
    'card', (
      select jsonb_build_object('status', v.card_status, 'validUntil', v.valid_until)
      from public.verify_member_card(me.card_token) v),
    -- At most one open request (transfer_requests_one_open_per_member_idx).
    'openTransfer', (
      select jsonb_build_object('id', r.id, 'status', r.status, 'targetOrganizationName', o.name,
                                'requestedAt', r.requested_at)
      from public.transfer_requests r
      join public.organizations o on o.id = r.target_organization_id
      where r.member_id = me.id and r.status in ('pending', 'processing', 'approved')),
    -- The newest document of each kind (what Dokumen shows), not yet checked by an officer.
    'documentsAwaitingVerification', (
      select count(*)
      from (
        select distinct on (d.kind) d.verified_at
        from public.documents d
        where d.member_id = me.id and d.transfer_request_id is null
        order by d.kind, d.created_at desc, d.id
      ) newest
      where newest.verified_at is null)
  ) into summary;
  return summary;
end;
$$;

comment on function public.profile_summary() is
  'The caller''s home on Profil Saya (GET /profile/summary): membership status and valid-until; unpaid bills and arrears (unpaid past due, private.bill_matches ''overdue''), each counted and totalled; the unpaid bill due first with its pending QRIS attempt; the card''s validity (public.verify_member_card); the open transfer request; the number of newest documents per kind awaiting verification. Read as the caller (security invoker); null for a login without a member row.';
revoke all on function public.profile_summary() from public, anon;
grant execute on function public.profile_summary() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- AI Insights: notifications (category 'ai') computed from the officer's own data.
--
-- refresh_ai_insights() is what the "refresh" action calls; private.refresh_all_ai_insights() is
-- what the daily job calls. Both compute, per officer, within that officer's scope: members whose
-- SIP expires within the warning window (private.sip_warning_days), the change in the collection rate between the last two complete
-- months, and the growth in overdue members over 30 days; for a member, their own SIP expiry.
-- Idempotent per day (Asia/Jakarta): a second run the same day refreshes the figures of the
-- insights already issued instead of adding new ones, and never re-issues one the user deleted.
-- ---------------------------------------------------------------------------------------------

create table private.ai_insight_log (
  user_id uuid not null references auth.users (id) on delete cascade,
  insight_key text not null,
  notification_id uuid references public.notifications (id) on delete set null,
  created_at timestamptz not null default now(),
  primary key (user_id, insight_key)
);

comment on table private.ai_insight_log is
  'Which AI insight (kind:day) each user has been given, and its notification; keeps refreshes idempotent per day.';
create index ai_insight_log_notification_id_idx on private.ai_insight_log (notification_id);
revoke all on private.ai_insight_log from public;

-- The officer scope of any user (the helpers in organizations_and_access read auth.uid()).
create function private.officer_scope_of(p_user_id uuid)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select private.expand_scope(array_agg(ra.organization_id), array_agg(o.level))
  from public.role_assignments ra
  join public.roles r on r.id = ra.role_id
  join public.organizations o on o.id = ra.organization_id
  where ra.user_id = p_user_id
    and r.level >= 2
    and (ra.expires_at is null or ra.expires_at > now())
$$;

comment on function private.officer_scope_of(uuid) is 'Organizations a user administers (empty for non-officers).';
revoke all on function private.officer_scope_of(uuid) from public;

create function private.issue_ai_insight(
  p_user_id uuid,
  p_kind text,
  p_type public.notification_type,
  p_priority public.notification_priority,
  p_template text,
  p_params jsonb,
  p_action_url text
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text := p_kind || ':' || (now() at time zone 'Asia/Jakarta')::date;
  v_log private.ai_insight_log;
  v_id uuid;
begin
  -- Claim the day's key first: a concurrent refresh waits here for the first one and then finds
  -- the key taken, instead of both writing the insight.
  insert into private.ai_insight_log (user_id, insight_key) values (p_user_id, v_key)
  on conflict (user_id, insight_key) do nothing;
  if found then
    insert into public.notifications (user_id, type, category, priority, template, params, action_url)
    values (p_user_id, p_type, 'ai', p_priority, p_template, p_params, p_action_url)
    returning id into v_id;
    update private.ai_insight_log set notification_id = v_id where user_id = p_user_id and insight_key = v_key;
    return 1;
  end if;
  -- Same day: refresh the figures of the insight if the user still has it.
  select * into v_log from private.ai_insight_log where user_id = p_user_id and insight_key = v_key for update;
  update public.notifications
  set template = p_template, params = p_params, type = p_type, priority = p_priority
  where id = v_log.notification_id;
  return 0;
end;
$$;

comment on function private.issue_ai_insight(uuid, text, public.notification_type, public.notification_priority, text, jsonb, text) is
  'Writes one AI insight notification per user, kind and day; a repeat the same day updates it (or does nothing if it was deleted).';
revoke all on function private.issue_ai_insight(uuid, text, public.notification_type, public.notification_priority, text, jsonb, text) from public;

create function private.format_percent(p_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select replace(to_char(round(p_value, 1), 'FM990.0'), '.', ',') || '%'
$$;

comment on function private.format_percent(numeric) is 'Indonesian percentage with one decimal: 86,3%.';
revoke all on function private.format_percent(numeric) from public;

create function private.refresh_ai_insights_for(p_user_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := coalesce(private.officer_scope_of(p_user_id), '{}');
  v_all boolean;
  v_today date := (now() at time zone 'Asia/Jakarta')::date;
  v_month date := date_trunc('month', v_today)::date;
  v_count bigint;
  v_previous bigint;
  v_rate numeric;
  v_previous_rate numeric;
  v_issued integer := 0;
  v_member public.members;
begin
  if p_user_id is null then
    return 0;
  end if;

  if cardinality(v_scope) = 0 then
    -- A member: their own SIP.
    select * into v_member from public.members where user_id = p_user_id;
    if found and v_member.sip_expiry_date between v_today and v_today + private.sip_warning_days() then
      v_issued := v_issued + private.issue_ai_insight(
        p_user_id, 'own-sip-expiring', 'warning', 'high', 'insight_own_sip_expiring',
        jsonb_build_object('expiry_date', to_char(v_member.sip_expiry_date, 'DD-MM-YYYY'),
                           'count', v_member.sip_expiry_date - v_today),
        '/dashboard/profile');
    end if;
    return v_issued;
  end if;

  v_all := exists (select 1 from public.organizations o where o.level = 'DPP' and o.id = any (v_scope));

  -- 1. SIP expiring within the warning window (private.sip_warning_days).
  select count(*) into v_count
  from public.members m
  where (v_all or m.organization_id = any (v_scope))
    and m.membership_status = 'ACTIVE'
    and m.sip_expiry_date between v_today and v_today + private.sip_warning_days();
  if v_count > 0 then
    v_issued := v_issued + private.issue_ai_insight(
      p_user_id, 'sip-expiring', 'warning', case when v_count >= 10 then 'high' else 'medium' end::public.notification_priority,
      'insight_sip_expiring', jsonb_build_object('count', v_count), '/dashboard/members?status=ACTIVE');
  end if;

  -- 2. Collection rate of the bills due in the last complete month, against the month before.
  select round(100.0 * sum(b.amount) filter (where b.status = 'paid' and b.due_date >= v_month - interval '1 month')
                 / nullif(sum(b.amount) filter (where b.due_date >= v_month - interval '1 month'), 0), 1),
         round(100.0 * sum(b.amount) filter (where b.status = 'paid' and b.due_date < v_month - interval '1 month')
                 / nullif(sum(b.amount) filter (where b.due_date < v_month - interval '1 month'), 0), 1)
    into v_rate, v_previous_rate
  from public.bills b
  where (v_all or b.organization_id = any (v_scope))
    and b.status <> 'waived'
    and b.due_date >= v_month - interval '2 months'
    and b.due_date < v_month;
  if v_rate is not null and v_previous_rate is not null then
    v_issued := v_issued + private.issue_ai_insight(
      p_user_id, 'collection-rate',
      case when v_rate < v_previous_rate then 'warning' else 'success' end::public.notification_type,
      case when v_rate < v_previous_rate - 5 then 'high' when v_rate < v_previous_rate then 'medium' else 'low' end::public.notification_priority,
      case when v_rate < v_previous_rate then 'insight_collection_rate_down'
           when v_rate > v_previous_rate then 'insight_collection_rate_up'
           else 'insight_collection_rate_stable' end,
      jsonb_build_object(
        'month', to_char(v_month - interval '1 month', 'MM-YYYY'),
        'rate', private.format_percent(v_rate), 'previous_rate', private.format_percent(v_previous_rate),
        'change', case when v_rate >= v_previous_rate then '+' else '−' end
                  || replace(to_char(abs(v_rate - v_previous_rate), 'FM990.0'), '.', ',')),
      '/dashboard/dues/management');
  end if;

  -- 3. Members with overdue bills today, against 30 days ago.
  select count(distinct b.member_id) filter (where b.status = 'unpaid' and b.due_date < v_today),
         count(distinct b.member_id) filter (where b.due_date < v_today - 30
                                              and (b.status = 'unpaid' or b.paid_at >= v_today - 30))
    into v_count, v_previous
  from public.bills b
  where (v_all or b.organization_id = any (v_scope))
    and b.status <> 'waived'
    and b.due_date < v_today
    and (b.status = 'unpaid' or b.paid_at >= v_today - 30);
  if v_count > v_previous then
    v_issued := v_issued + private.issue_ai_insight(
      p_user_id, 'overdue-growth', 'warning',
      case when v_previous = 0 or v_count >= v_previous * 1.1 then 'high' else 'medium' end::public.notification_priority,
      'insight_overdue_growth', jsonb_build_object('previous', v_previous, 'count', v_count),
      '/dashboard/dues/reminders');
  end if;

  return v_issued;
end;
$$;

comment on function private.refresh_ai_insights_for(uuid) is
  'Computes the AI insights of one user within their own scope and writes them as notifications; returns how many new ones were issued. Counts members and bills outside RLS in the chapters the user administers (private.officer_scope_of), restating the members_select and bills_select policies for them.';
revoke all on function private.refresh_ai_insights_for(uuid) from public;

create function private.refresh_ai_insights()
returns integer
language sql
security definer
set search_path = ''
as $$
  select private.refresh_ai_insights_for((select auth.uid()))
$$;

comment on function private.refresh_ai_insights() is 'The caller''s own AI insights (never another user''s).';
revoke all on function private.refresh_ai_insights() from public;
grant execute on function private.refresh_ai_insights() to authenticated, service_role;

create function public.refresh_ai_insights()
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.refresh_ai_insights()
$$;

comment on function public.refresh_ai_insights() is
  'Recomputes the caller''s AI insights (notifications in category ai) from their own data; idempotent per day. Returns how many new insights were issued.';
revoke all on function public.refresh_ai_insights() from public, anon;
grant execute on function public.refresh_ai_insights() to authenticated, service_role;

-- The daily job: every user with an active officer role or a login-linked member record.
create function private.refresh_all_ai_insights()
returns integer
language sql
security definer
set search_path = ''
as $$
  select coalesce(sum(private.refresh_ai_insights_for(u.user_id)), 0)::integer
  from (
    select ra.user_id from public.role_assignments ra
    join public.roles r on r.id = ra.role_id
    where r.level >= 2 and (ra.expires_at is null or ra.expires_at > now())
    union
    select m.user_id from public.members m
    where m.user_id is not null and m.sip_expiry_date between (select private.today()) and (select private.today()) + private.sip_warning_days()
  ) u
$$;

comment on function private.refresh_all_ai_insights() is 'Daily job: AI insights for every officer and every member whose SIP expires soon.';
revoke all on function private.refresh_all_ai_insights() from public;
grant execute on function private.refresh_all_ai_insights() to service_role;

-- Schedule it where pg_cron is installed (hosted Supabase with the extension enabled): 06:00 WIB.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('simk-ai-insights', '0 23 * * *', 'select private.refresh_all_ai_insights()');
  end if;
end
$$;
