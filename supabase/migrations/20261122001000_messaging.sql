-- Messaging: the outbox every message SIMK sends goes through, its templates, and the functions
-- the dispatcher claims and settles messages with.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- A message is queued in the transaction of the change it reports (a verification, a rejection),
-- rendered from its template at that moment, so a rolled-back change sends nothing and a committed
-- one cannot lose its message. The dispatcher (supabase/functions/_shared/messaging/) claims due
-- messages in batches with `for update skip locked` under a lease, sends each through its
-- channel's provider with the message id as idempotency key, and records the outcome: sent with
-- the provider's id, queued again with a later attempt, or failed. Decision 0020,
-- docs/operations/messaging.md. The channel and status types are in …000600_dues_and_payments.sql,
-- whose reminders use them first.

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------

create table private.messaging_settings (
  singleton boolean primary key default true
    constraint messaging_settings_one_row check (singleton),
  site_url text not null
    constraint messaging_settings_site_url_is_origin check (site_url ~ '^https?://[^/?#[:space:]]+$'),
  updated_at timestamptz not null default now()
);

comment on table private.messaging_settings is
  'One row: what messages need to know about the deployment. Set site_url once per deployment (docs/operations/messaging.md); the embedded stack sets it at start.';
comment on column private.messaging_settings.singleton is 'Always true: the table holds one row.';
comment on column private.messaging_settings.site_url is
  'The web app''s origin (SIMK_SITE_URL), without a trailing slash: the base of every link in a message.';
comment on constraint messaging_settings_one_row on private.messaging_settings is 'The table holds one row.';
comment on constraint messaging_settings_site_url_is_origin on private.messaging_settings is
  'An http(s) origin: scheme and host (and port), no path, query or trailing slash.';
revoke all on private.messaging_settings from public;

insert into private.messaging_settings (site_url) values ('http://127.0.0.1:5173');

create trigger messaging_settings_set_updated_at
  before update on private.messaging_settings
  for each row execute function private.set_updated_at();

create function private.site_url()
returns text
language sql
stable
set search_path = ''
as $$
  select site_url from private.messaging_settings
$$;

comment on function private.site_url() is 'The web app''s origin, for links in messages (private.messaging_settings).';
revoke all on function private.site_url() from public;

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------

create table public.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel public.message_channel not null,
  recipient text not null,
  template text not null
    constraint outbox_messages_template_name check (template ~ '^[a-z][a-z0-9_]{2,62}$'),
  variables jsonb not null default '{}'
    constraint outbox_messages_variables_object check (jsonb_typeof(variables) = 'object'),
  subject text
    constraint outbox_messages_subject_one_line check (subject !~ '[[:cntrl:]]' and length(subject) between 1 and 200),
  body_text text not null
    constraint outbox_messages_body_text_length check (length(body_text) between 1 and 100000),
  body_html text
    constraint outbox_messages_body_html_length check (length(body_html) between 1 and 200000),
  status public.message_status not null default 'queued',
  attempts smallint not null default 0,
  max_attempts smallint not null default 8
    constraint outbox_messages_max_attempts_range check (max_attempts between 1 and 20),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text
    constraint outbox_messages_last_error_length check (length(last_error) <= 2000),
  provider_message_id text
    constraint outbox_messages_provider_message_id_length check (length(provider_message_id) between 1 and 256),
  member_id uuid references public.members (id) on delete set null,
  organization_id uuid references public.organizations (id) on delete restrict,
  queued_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint outbox_messages_recipient_for_channel check (
    case channel
      when 'email' then recipient ~ '^[^@[:space:][:cntrl:]<>,;"]+@[^@[:space:][:cntrl:]<>,;"]+\.[^@[:space:][:cntrl:]<>,;"]+$'
      else recipient ~ '^\+[1-9][0-9]{6,14}$'
    end
  ),
  constraint outbox_messages_email_has_subject check (channel <> 'email' or subject is not null),
  constraint outbox_messages_attempts_range check (attempts between 0 and max_attempts),
  constraint outbox_messages_lease_while_sending check ((status = 'sending') = (locked_until is not null)),
  constraint outbox_messages_sent_has_provider_id check (
    (status = 'sent') = (sent_at is not null) and (status <> 'sent' or provider_message_id is not null)
  )
);

comment on table public.outbox_messages is
  'Every message SIMK sends (email now; WhatsApp and SMS with the messaging issue), queued in the transaction of the change it reports and delivered by the dispatcher. Written only by security definer functions and the service role; officers read the messages of the DPCs where they hold members.view.';
comment on column public.outbox_messages.recipient is 'An email address for email, an E.164 phone number (+62…) for whatsapp and sms.';
comment on column public.outbox_messages.template is 'The template the message was rendered from (private.render_message).';
comment on column public.outbox_messages.variables is 'The values the template was rendered with, as queued.';
comment on column public.outbox_messages.subject is 'Email subject; null for whatsapp and sms.';
comment on column public.outbox_messages.body_text is 'The rendered message as plain text: what WhatsApp and SMS send, and the text part of an email.';
comment on column public.outbox_messages.body_html is 'The rendered HTML part of an email, every variable escaped.';
comment on column public.outbox_messages.attempts is
  'Delivery attempts started: a dispatcher''s claim counts one, so a message whose sender keeps crashing still runs out of attempts.';
comment on column public.outbox_messages.max_attempts is 'Attempts before the message is marked failed.';
comment on column public.outbox_messages.next_attempt_at is 'When a queued message is due: now when queued, later after a failed attempt (backoff or Retry-After).';
comment on column public.outbox_messages.locked_until is
  'The lease of the dispatcher that claimed the message (status sending). A message whose lease ran out is claimed again: a crashed dispatcher loses nothing, and the provider''s idempotency key (the message id) keeps the retry from sending twice.';
comment on column public.outbox_messages.last_error is 'What the last failed attempt got: the provider''s status and error, or the network error.';
comment on column public.outbox_messages.provider_message_id is 'The provider''s id of the sent message (Resend''s email id).';
comment on column public.outbox_messages.member_id is 'The member the message is about, if any; the message outlives the member record.';
comment on column public.outbox_messages.organization_id is 'The DPC the message belongs to: whose officers see it.';
comment on column public.outbox_messages.queued_by is 'The user whose action queued the message (auth.uid() at queue time); null for the system.';
comment on constraint outbox_messages_template_name on public.outbox_messages is 'Template names are lowercase identifiers.';
comment on constraint outbox_messages_variables_object on public.outbox_messages is 'Template variables are a JSON object.';
comment on constraint outbox_messages_subject_one_line on public.outbox_messages is
  'A subject is one line of at most 200 characters: no control characters, so no header can be injected.';
comment on constraint outbox_messages_body_text_length on public.outbox_messages is 'A text body is 1 to 100,000 characters.';
comment on constraint outbox_messages_body_html_length on public.outbox_messages is 'An HTML body is 1 to 200,000 characters.';
comment on constraint outbox_messages_max_attempts_range on public.outbox_messages is 'Between 1 and 20 attempts.';
comment on constraint outbox_messages_last_error_length on public.outbox_messages is 'Errors are kept to 2,000 characters.';
comment on constraint outbox_messages_provider_message_id_length on public.outbox_messages is 'Provider ids are 1 to 256 characters.';
comment on constraint outbox_messages_recipient_for_channel on public.outbox_messages is
  'One address per message, of the channel''s kind: an email address (no display name, list or control character) or an E.164 phone number.';
comment on constraint outbox_messages_email_has_subject on public.outbox_messages is 'An email has a subject.';
comment on constraint outbox_messages_attempts_range on public.outbox_messages is 'Never more attempts than allowed.';
comment on constraint outbox_messages_lease_while_sending on public.outbox_messages is
  'A message being sent has a lease, and only such a message has one.';
comment on constraint outbox_messages_sent_has_provider_id on public.outbox_messages is
  'A sent message has its sending time and the provider''s id; no other message has a sending time.';

create index outbox_messages_queued_due_idx on public.outbox_messages (next_attempt_at) where status = 'queued';
create index outbox_messages_sending_lease_idx on public.outbox_messages (locked_until) where status = 'sending';
create index outbox_messages_organization_id_idx on public.outbox_messages (organization_id, created_at desc);
create index outbox_messages_member_id_idx on public.outbox_messages (member_id, created_at desc);
create index outbox_messages_queued_by_idx on public.outbox_messages (queued_by);
comment on index public.outbox_messages_queued_due_idx is 'The dispatcher''s claim: queued messages by due time.';
comment on index public.outbox_messages_sending_lease_idx is 'The dispatcher''s claim: messages being sent whose lease ran out.';
comment on index public.outbox_messages_organization_id_idx is 'A DPC''s messages, newest first (officers'' view).';
comment on index public.outbox_messages_member_id_idx is 'A member''s messages, newest first.';
comment on index public.outbox_messages_queued_by_idx is 'Foreign key index for queued_by.';

-- RLS and grants. API roles only read; every write goes through the security definer functions
-- below or the service role, so there is no insert, update or delete policy or grant for them.
alter table public.outbox_messages enable row level security;
revoke all on public.outbox_messages from public, anon, authenticated;
grant all on public.outbox_messages to service_role;
grant select on public.outbox_messages to authenticated;

create policy outbox_messages_select on public.outbox_messages
  for select to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('members.view')))));

comment on policy outbox_messages_select on public.outbox_messages is
  'Officers read the messages of the organizations where they hold members.view (to see what was sent and what failed); members and anon read none.';

-- ---------------------------------------------------------------------------------------------
-- Templates, rendered in SQL when a message is queued. Every variable is escaped in the HTML part.
-- ---------------------------------------------------------------------------------------------

create function private.escape_html(p_text text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(p_text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')
$$;

comment on function private.escape_html(text) is 'Text made safe for HTML content and attribute values (& < > " '').';
revoke all on function private.escape_html(text) from public;

create function private.render_message(p_template text, p_variables jsonb)
returns table (subject text, body_text text, body_html text)
language plpgsql
immutable
set search_path = ''
as $$
declare
  required text[] := case p_template
    when 'membership_verified' then array['full_name', 'organization_name', 'nap', 'profile_url']
    when 'membership_rejected' then array['full_name', 'organization_name', 'reason', 'profile_url']
    when 'membership_expired' then array['full_name', 'organization_name', 'expiry_date', 'dues_url', 'profile_url']
    when 'mutation_update' then array['full_name', 'title', 'message', 'mutations_url']
  end;
  missing text[];
  v jsonb := p_variables;
  h jsonb; -- the variables, HTML-escaped
  button text := 'background:#22543d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
  footer_text text := 'Email ini dikirim otomatis oleh SIMK. Jangan membalas email ini.';
  footer_html text := '<p style="color:#4a5568;font-size:13px">' || footer_text || '</p>';
begin
  if required is null then
    raise exception 'unknown message template %', p_template using errcode = '22023';
  end if;
  select array_agg(k) into missing
  from unnest(required) k
  where jsonb_typeof(v -> k) is distinct from 'string' or btrim(v ->> k) = '';
  if missing is not null then
    raise exception 'template % needs %', p_template, array_to_string(missing, ', ') using errcode = '22023';
  end if;
  select jsonb_object_agg(e.key, private.escape_html(e.value)) into h from jsonb_each_text(v) e;

  case p_template
    when 'membership_verified' then
      subject := 'Keanggotaan Anda telah diverifikasi';
      body_text := format(
        E'Yth. %s,\n\nSelamat, keanggotaan Anda di DPC %s telah diverifikasi.\n\nNomor Anggota (NAP) Anda: %s\n\nLihat profil keanggotaan Anda:\n%s\n\n%s',
        v ->> 'full_name', v ->> 'organization_name', private.format_nap(v ->> 'nap'), v ->> 'profile_url', footer_text);
      body_html := format(
        E'<h2>Keanggotaan Anda telah diverifikasi</h2>\n<p>Yth. %s,</p>\n<p>Selamat, keanggotaan Anda di DPC %s telah diverifikasi.</p>\n<p>Nomor Anggota (NAP) Anda: <strong>%s</strong></p>\n<p><a href="%s" style="%s">Lihat profil</a></p>\n%s',
        h ->> 'full_name', h ->> 'organization_name', private.escape_html(private.format_nap(v ->> 'nap')),
        h ->> 'profile_url', button, footer_html);
    when 'membership_rejected' then
      subject := 'Pendaftaran keanggotaan Anda ditolak';
      body_text := format(
        E'Yth. %s,\n\nPendaftaran keanggotaan Anda di DPC %s ditolak dengan alasan:\n%s\n\nJika ada pertanyaan, hubungi pengurus DPC %s.\n\nLihat profil Anda:\n%s\n\n%s',
        v ->> 'full_name', v ->> 'organization_name', v ->> 'reason', v ->> 'organization_name', v ->> 'profile_url',
        footer_text);
      body_html := format(
        E'<h2>Pendaftaran keanggotaan Anda ditolak</h2>\n<p>Yth. %s,</p>\n<p>Pendaftaran keanggotaan Anda di DPC %s ditolak dengan alasan:</p>\n<blockquote>%s</blockquote>\n<p>Jika ada pertanyaan, hubungi pengurus DPC %s.</p>\n<p><a href="%s" style="%s">Lihat profil</a></p>\n%s',
        h ->> 'full_name', h ->> 'organization_name', h ->> 'reason', h ->> 'organization_name', h ->> 'profile_url',
        button, footer_html);
    when 'membership_expired' then
      subject := 'Keanggotaan Anda telah kedaluwarsa';
      body_text := format(
        E'Yth. %s,\n\nMasa keanggotaan Anda di DPC %s berakhir pada %s dan masa tenggangnya telah lewat, sehingga status keanggotaan Anda kini Kadaluarsa.\n\nLunasi tagihan iuran Anda agar keanggotaan aktif kembali:\n%s\n\n%s',
        v ->> 'full_name', v ->> 'organization_name', v ->> 'expiry_date', v ->> 'dues_url', footer_text);
      body_html := format(
        E'<h2>Keanggotaan Anda telah kedaluwarsa</h2>\n<p>Yth. %s,</p>\n<p>Masa keanggotaan Anda di DPC %s berakhir pada <strong>%s</strong> dan masa tenggangnya telah lewat, sehingga status keanggotaan Anda kini Kadaluarsa.</p>\n<p>Lunasi tagihan iuran Anda agar keanggotaan aktif kembali.</p>\n<p><a href="%s" style="%s">Bayar iuran</a></p>\n%s',
        h ->> 'full_name', h ->> 'organization_name', h ->> 'expiry_date', h ->> 'dues_url', button, footer_html);
    when 'mutation_update' then
      subject := v ->> 'title';
      body_text := format(E'Yth. %s,\n\n%s\n\nLihat permohonan mutasi Anda:\n%s\n\n%s',
        v ->> 'full_name', v ->> 'message', v ->> 'mutations_url', footer_text);
      body_html := format(
        E'<h2>%s</h2>\n<p>Yth. %s,</p>\n<p>%s</p>\n<p><a href="%s" style="%s">Lihat mutasi</a></p>\n%s',
        h ->> 'title', h ->> 'full_name', h ->> 'message', h ->> 'mutations_url', button, footer_html);
  end case;
  return next;
end;
$$;

comment on function private.render_message(text, jsonb) is
  'Renders a template with its variables: subject, text and HTML (variables escaped). Templates: membership_verified (full_name, organization_name, nap, profile_url), membership_rejected (full_name, organization_name, reason, profile_url), membership_expired (full_name, organization_name, expiry_date, dues_url, profile_url), mutation_update (full_name, title, message, mutations_url: one step of a transfer). Raises 22023 for an unknown template or a missing variable.';
revoke all on function private.render_message(text, jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Queueing
-- ---------------------------------------------------------------------------------------------

create function private.queue_message(
  p_channel public.message_channel,
  p_recipient text,
  p_template text,
  p_variables jsonb,
  p_member_id uuid default null,
  p_organization_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  rendered record;
  v_id uuid;
begin
  select * into rendered from private.render_message(p_template, p_variables);
  insert into public.outbox_messages (channel, recipient, template, variables, subject, body_text, body_html,
                                      member_id, organization_id, queued_by)
  values (p_channel, btrim(p_recipient), p_template, p_variables,
          case when p_channel = 'email' then rendered.subject end, rendered.body_text,
          case when p_channel = 'email' then rendered.body_html end,
          p_member_id, p_organization_id, (select auth.uid()))
  returning id into v_id;
  return v_id;
end;
$$;

comment on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid) is
  'Renders a template and queues the message in the caller''s transaction, recording who queued it (auth.uid()). The dispatcher sends it once the transaction commits; a rollback takes it back.';
revoke all on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid) from public;
grant execute on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid) to service_role;

create function private.queue_membership_email(p_member public.members, p_template text, p_variables jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_member.email is null then
    return null;
  end if;
  return private.queue_message(
    'email', p_member.email, p_template,
    jsonb_build_object(
      'full_name', p_member.full_name,
      'organization_name', (select o.name from public.organizations o where o.id = p_member.organization_id),
      'profile_url', private.site_url() || '/dashboard/profile'
    ) || p_variables,
    p_member.id, p_member.organization_id
  );
end;
$$;

comment on function private.queue_membership_email(public.members, text, jsonb) is
  'Queues an email about their membership to a member who has an email address (none otherwise), with their name, DPC and profile link added to the variables.';
revoke all on function private.queue_membership_email(public.members, text, jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- Dispatching: claim, then record each outcome. `p_attempt` is the attempt number the claim
-- returned; an outcome recorded for an older claim (a dispatcher that outlived its lease) changes
-- nothing.
-- ---------------------------------------------------------------------------------------------

create function private.claim_outbox_messages(p_limit integer, p_lease interval)
returns setof public.outbox_messages
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_limit not between 1 and 1000 or p_lease < interval '1 second' then
    raise exception 'claim 1 to 1000 messages with a lease of at least 1 second' using errcode = '22023';
  end if;
  -- A lease that ran out on the last attempt: its outcome is unknown and no attempt is left.
  update public.outbox_messages m
  set status = 'failed', locked_until = null,
      last_error = left('lease expired during the last attempt; delivery unknown' || coalesce(' (before: ' || m.last_error || ')', ''), 2000)
  where m.id in (
    select x.id from public.outbox_messages x
    where x.status = 'sending' and x.locked_until <= now() and x.attempts >= x.max_attempts
    for update skip locked
  );
  return query
  with due as (
    select x.id from public.outbox_messages x
    where (x.status = 'queued' and x.next_attempt_at <= now())
       or (x.status = 'sending' and x.locked_until <= now())
    order by x.next_attempt_at, x.created_at
    limit p_limit
    for update skip locked
  ), claimed as (
    update public.outbox_messages m
    set status = 'sending', attempts = m.attempts + 1, locked_until = now() + p_lease
    from due
    where m.id = due.id
    returning m.*
  )
  select * from claimed c order by c.next_attempt_at, c.created_at;
end;
$$;

comment on function private.claim_outbox_messages(integer, interval) is
  'Claims up to p_limit due messages (queued and due, or sending with an expired lease) for p_lease: status sending, one more attempt; returned oldest due first. Concurrent dispatchers skip each other''s rows. A message whose lease ran out on its last attempt is marked failed.';
revoke all on function private.claim_outbox_messages(integer, interval) from public;
grant execute on function private.claim_outbox_messages(integer, interval) to service_role;

create function private.record_message_sent(p_id uuid, p_attempt integer, p_provider_message_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.outbox_messages
  set status = 'sent', sent_at = now(), provider_message_id = p_provider_message_id, locked_until = null
  where id = p_id and status = 'sending' and attempts = p_attempt;
  return found;
end;
$$;

comment on function private.record_message_sent(uuid, integer, text) is
  'The provider accepted attempt p_attempt of a message: sent, with the provider''s id. False when that claim no longer holds the message.';
revoke all on function private.record_message_sent(uuid, integer, text) from public;
grant execute on function private.record_message_sent(uuid, integer, text) to service_role;

create function private.record_message_failure(p_id uuid, p_attempt integer, p_error text, p_retry_at timestamptz)
returns public.message_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.message_status;
begin
  update public.outbox_messages
  set status = case when p_retry_at is null or attempts >= max_attempts then 'failed' else 'queued' end::public.message_status,
      next_attempt_at = coalesce(p_retry_at, next_attempt_at),
      locked_until = null,
      last_error = left(coalesce(nullif(btrim(p_error), ''), 'unknown error'), 2000)
  where id = p_id and status = 'sending' and attempts = p_attempt
  returning status into v_status;
  return v_status;
end;
$$;

comment on function private.record_message_failure(uuid, integer, text, timestamptz) is
  'Attempt p_attempt of a message failed: queued again for p_retry_at, or failed when no attempt is left or p_retry_at is null (the provider refused it for good). Returns the new status; null when that claim no longer holds the message.';
revoke all on function private.record_message_failure(uuid, integer, text, timestamptz) from public;
grant execute on function private.record_message_failure(uuid, integer, text, timestamptz) to service_role;

create function private.defer_outbox_message(p_id uuid, p_attempt integer, p_retry_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.outbox_messages
  set status = 'queued', attempts = attempts - 1, next_attempt_at = p_retry_at, locked_until = null
  where id = p_id and status = 'sending' and attempts = p_attempt;
  return found;
end;
$$;

comment on function private.defer_outbox_message(uuid, integer, timestamptz) is
  'Gives back a claimed message that was not attempted (its channel''s provider asked to wait): queued for p_retry_at, the claim''s attempt returned.';
revoke all on function private.defer_outbox_message(uuid, integer, timestamptz) from public;
grant execute on function private.defer_outbox_message(uuid, integer, timestamptz) to service_role;
