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
-- docs/operations/messaging.md. The channel and status types are in
-- …000700_notifications_and_insights.sql, whose account settings use them first. The overdue list
-- and the reminders sent from it are in …001010_overdue.sql.

-- ---------------------------------------------------------------------------------------------
-- Settings
-- ---------------------------------------------------------------------------------------------

create table private.messaging_settings (
  singleton boolean primary key default true
    constraint messaging_settings_one_row check (singleton),
  site_url text not null
    constraint messaging_settings_site_url_is_origin check (site_url ~ '^https?://[^/?#[:space:]]+$'),
  api_url text not null default 'http://127.0.0.1:54321/functions/v1/api/v1'
    constraint messaging_settings_api_url_is_base check (api_url ~ '^https?://[^/?#[:space:]]+(/[^?#[:space:]]*[^/?#[:space:]])?$'),
  receipt_link_key bytea not null default extensions.gen_random_bytes(32)
    constraint messaging_settings_receipt_link_key_length check (length(receipt_link_key) >= 32),
  updated_at timestamptz not null default now()
);

comment on table private.messaging_settings is
  'One row: what messages need to know about the deployment. Set site_url once per deployment (docs/operations/messaging.md); the embedded stack sets it at start.';
comment on column private.messaging_settings.singleton is 'Always true: the table holds one row.';
comment on column private.messaging_settings.site_url is
  'The web app''s origin (SIMK_SITE_URL), without a trailing slash: the base of every link in a message.';
comment on column private.messaging_settings.api_url is
  'The api function''s public base (…/functions/v1/api/v1), without a trailing slash: the base of the signed receipt links in emails (decision 0055).';
comment on column private.messaging_settings.receipt_link_key is
  'The secret that signs receipt links (HMAC-SHA256, private.receipt_link_signature), random per deployment. Replacing it invalidates every receipt link already sent.';
comment on constraint messaging_settings_one_row on private.messaging_settings is 'The table holds one row.';
comment on constraint messaging_settings_api_url_is_base on private.messaging_settings is
  'An http(s) URL without query, fragment or trailing slash.';
comment on constraint messaging_settings_receipt_link_key_length on private.messaging_settings is 'At least 256 bits.';
comment on constraint messaging_settings_site_url_is_origin on private.messaging_settings is
  'An http(s) origin: scheme and host (and port), no path, query or trailing slash.';
revoke all on private.messaging_settings from public;

insert into private.messaging_settings (site_url) values ('http://127.0.0.1:5173');

create trigger messaging_settings_set_updated_at
  before update on private.messaging_settings
  for each row execute function private.set_updated_at();

create function private.site_url()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return (select site_url from private.messaging_settings);
end;
$$;

comment on function private.site_url() is 'The web app''s origin, for links in messages (private.messaging_settings).';
revoke all on function private.site_url() from public;

-- A receipt link opens the PDF without a session (an email is read on any device), so it carries
-- its own proof: an HMAC of the payment id under the deployment's key. Decision 0055.
create function private.receipt_link_signature(p_payment_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return translate(rtrim(encode(extensions.hmac(convert_to('receipt:' || p_payment_id::text, 'UTF8'),
                                                (select receipt_link_key from private.messaging_settings), 'sha256'),
                                'base64'), '='), '+/', '-_');
end;
$$;

comment on function private.receipt_link_signature(uuid) is
  'The signature of a payment''s receipt link: HMAC-SHA256 of ''receipt:<payment id>'' under private.messaging_settings.receipt_link_key, base64url without padding (43 characters). The api function compares it in constant time.';
revoke all on function private.receipt_link_signature(uuid) from public;
grant execute on function private.receipt_link_signature(uuid) to service_role;

create function private.receipt_link(p_payment_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select api_url from private.messaging_settings) || '/payments/' || p_payment_id
    || '/receipt/signed?signature=' || private.receipt_link_signature(p_payment_id);
end;
$$;

comment on function private.receipt_link(uuid) is
  'The signed link to a payment''s receipt PDF (GET /payments/{id}/receipt/signed?signature=…), opened without signing in: what the payment_receipt email links to.';
revoke all on function private.receipt_link(uuid) from public;

-- ---------------------------------------------------------------------------------------------
-- The outbox
-- ---------------------------------------------------------------------------------------------

create type public.message_delivery_status as enum ('sent', 'delivered', 'read', 'failed');
comment on type public.message_delivery_status is
  'What the provider reported after accepting a message (WhatsApp Cloud status webhooks): sent, delivered, read, failed. Statuses may arrive out of order; the furthest one is kept.';

create table public.outbox_messages (
  id uuid primary key default gen_random_uuid(),
  channel public.message_channel not null,
  recipient text not null,
  template text not null
    -- Every template private.render_message renders; the web app labels each (messageTemplates in
    -- supabase/functions/_shared/contracts/messages.ts, checked against this list by a test).
    constraint outbox_messages_template_known check (template in (
      'membership_verified', 'membership_rejected', 'membership_expired', 'nap_claim_link', 'nap_claim_update',
      'dues_reminder', 'transfer_update', 'payment_confirmation', 'payment_receipt', 'sip_expiry_reminder',
      'two_factor_reset')),
  variables jsonb not null default '{}'
    constraint outbox_messages_variables_object check (jsonb_typeof(variables) = 'object'),
  language text not null default 'id'
    constraint outbox_messages_language_known check (language in ('id', 'en')),
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
  provider text
    constraint outbox_messages_provider_known check (provider in ('resend', 'whatsapp_cloud', 'fonnte', 'twilio')),
  provider_message_id text
    constraint outbox_messages_provider_message_id_length check (length(provider_message_id) between 1 and 256),
  delivery_status public.message_delivery_status,
  delivery_status_at timestamptz,
  delivery_error text
    constraint outbox_messages_delivery_error_length check (length(delivery_error) <= 2000),
  fallback_from public.message_channel,
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
    (status = 'sent') = (sent_at is not null) and (status <> 'sent' or (provider_message_id is not null and provider is not null))
  ),
  constraint outbox_messages_delivery_after_sending check (
    (delivery_status is null or status = 'sent') and (delivery_status is null) = (delivery_status_at is null)
  ),
  constraint outbox_messages_fallback_to_email check (fallback_from is null or (channel = 'email' and fallback_from <> 'email'))
);

comment on table public.outbox_messages is
  'Every message SIMK sends (WhatsApp, SMS, email: reminders, verification results, notices), queued in the transaction of the change it reports and delivered by the dispatcher. Written only by security definer functions and the service role; officers read the messages of the DPCs where they hold members.view, members their own. Reminders are the rows of template dues_reminder (decision 0037).';
comment on column public.outbox_messages.recipient is 'An email address for email, an E.164 phone number (+62…) for whatsapp and sms.';
comment on column public.outbox_messages.template is 'The template the message was rendered from (private.render_message).';
comment on column public.outbox_messages.variables is 'The values the template was rendered with, as queued.';
comment on column public.outbox_messages.language is
  'The language the message was written in: the recipient''s (user_preferences.language of the member''s login), Indonesian when unknown. WhatsApp sends the approved template of this language.';
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
comment on column public.outbox_messages.provider is 'The provider that accepted the message: resend, whatsapp_cloud, fonnte or twilio.';
comment on column public.outbox_messages.provider_message_id is 'The provider''s id of the sent message (Resend''s email id, WhatsApp''s wamid, Fonnte''s id, Twilio''s SID).';
comment on column public.outbox_messages.delivery_status is 'The furthest delivery status the provider reported after accepting the message (WhatsApp status webhooks); null until one arrives.';
comment on column public.outbox_messages.delivery_status_at is 'When the provider reported delivery_status.';
comment on column public.outbox_messages.delivery_error is 'The provider''s error when it reported the message failed after accepting it.';
comment on column public.outbox_messages.fallback_from is 'The channel asked for (whatsapp, sms) when the message went by email instead, because the member has no phone number (or, for the automatic messages, turned WhatsApp off).';
comment on column public.outbox_messages.member_id is 'The member the message is about, if any; the message outlives the member record.';
comment on column public.outbox_messages.organization_id is 'The DPC the message belongs to: whose officers see it.';
comment on column public.outbox_messages.queued_by is 'The user whose action queued the message (auth.uid() at queue time); null for the system.';
comment on constraint outbox_messages_template_known on public.outbox_messages is
  'The templates private.render_message renders: a new one is added here, there, and to the web app''s messageTemplates (with its labels).';
comment on constraint outbox_messages_variables_object on public.outbox_messages is 'Template variables are a JSON object.';
comment on constraint outbox_messages_language_known on public.outbox_messages is 'The app''s languages: id or en.';
comment on constraint outbox_messages_subject_one_line on public.outbox_messages is
  'A subject is one line of at most 200 characters: no control characters, so no header can be injected.';
comment on constraint outbox_messages_body_text_length on public.outbox_messages is 'A text body is 1 to 100,000 characters.';
comment on constraint outbox_messages_body_html_length on public.outbox_messages is 'An HTML body is 1 to 200,000 characters.';
comment on constraint outbox_messages_max_attempts_range on public.outbox_messages is 'Between 1 and 20 attempts.';
comment on constraint outbox_messages_last_error_length on public.outbox_messages is 'Errors are kept to 2,000 characters.';
comment on constraint outbox_messages_provider_message_id_length on public.outbox_messages is 'Provider ids are 1 to 256 characters.';
comment on constraint outbox_messages_provider_known on public.outbox_messages is 'One of the providers SIMK has an adapter for.';
comment on constraint outbox_messages_delivery_error_length on public.outbox_messages is 'Errors are kept to 2,000 characters.';
comment on constraint outbox_messages_delivery_after_sending on public.outbox_messages is
  'Only a sent message has a delivery status, always with its time.';
comment on constraint outbox_messages_fallback_to_email on public.outbox_messages is 'A message falls back from a phone channel to email only.';
comment on constraint outbox_messages_recipient_for_channel on public.outbox_messages is
  'One address per message, of the channel''s kind: an email address (no display name, list or control character) or an E.164 phone number.';
comment on constraint outbox_messages_email_has_subject on public.outbox_messages is 'An email has a subject.';
comment on constraint outbox_messages_attempts_range on public.outbox_messages is 'Never more attempts than allowed.';
comment on constraint outbox_messages_lease_while_sending on public.outbox_messages is
  'A message being sent has a lease, and only such a message has one.';
comment on constraint outbox_messages_sent_has_provider_id on public.outbox_messages is
  'A sent message has its sending time, its provider and the provider''s id; no other message has a sending time.';

create index outbox_messages_queued_due_idx on public.outbox_messages (next_attempt_at) where status = 'queued';
create index outbox_messages_sending_lease_idx on public.outbox_messages (locked_until) where status = 'sending';
create index outbox_messages_organization_id_idx on public.outbox_messages (organization_id, created_at desc);
create index outbox_messages_member_id_idx on public.outbox_messages (member_id, created_at desc);
create index outbox_messages_queued_by_idx on public.outbox_messages (queued_by);
create index outbox_messages_provider_message_id_idx on public.outbox_messages (provider, provider_message_id)
  where provider_message_id is not null;
create index outbox_messages_failed_idx on public.outbox_messages (organization_id, created_at desc) where status = 'failed';
comment on index public.outbox_messages_queued_due_idx is 'The dispatcher''s claim: queued messages by due time.';
comment on index public.outbox_messages_sending_lease_idx is 'The dispatcher''s claim: messages being sent whose lease ran out.';
comment on index public.outbox_messages_organization_id_idx is 'A DPC''s messages, newest first (officers'' view).';
comment on index public.outbox_messages_member_id_idx is 'A member''s messages, newest first.';
comment on index public.outbox_messages_queued_by_idx is 'Foreign key index for queued_by.';
comment on index public.outbox_messages_provider_message_id_idx is
  'A delivery status webhook finds its message by the provider''s id (not unique: a simulator restarted may reuse ids).';
comment on index public.outbox_messages_failed_idx is 'A DPC''s failed messages, newest first (what officers retry).';

-- RLS and grants. API roles only read; every write goes through the security definer functions
-- below or the service role, so there is no insert, update or delete policy or grant for them.
alter table public.outbox_messages enable row level security;
revoke all on public.outbox_messages from public, anon, authenticated;
grant all on public.outbox_messages to service_role;
grant select on public.outbox_messages to authenticated;

create policy outbox_messages_select on public.outbox_messages
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.view'))))
  );

comment on policy outbox_messages_select on public.outbox_messages is
  'Officers read the messages of the organizations where they hold members.view (to see what was sent and what failed and retry it); a member reads the messages about herself; anon reads none.';

-- ---------------------------------------------------------------------------------------------
-- Templates, rendered in SQL when a message is queued. Every variable is escaped in the HTML part.
-- ---------------------------------------------------------------------------------------------

-- PL/pgSQL rather than SQL: a SQL function with its own search_path is never inlined, and is
-- planned again in every statement that calls it; PL/pgSQL keeps its plan for the session. Five
-- times cheaper per call, which matters when 10,000 reminders are rendered at once.
create function private.escape_html(p_text text)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return replace(replace(replace(replace(replace(p_text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
end;
$$;

comment on function private.escape_html(text) is 'Text made safe for HTML content and attribute values (& < > " '').';
revoke all on function private.escape_html(text) from public;

-- What a member writes (their name, their SIP number) reaches WhatsApp and SMS inside an official
-- message: there, *bold*, _italic_, ~strike~ and `code` format the text, and anything that looks
-- like an address becomes a link. So it goes in as plain words: one line, no formatting
-- characters, no scheme, a space after every full stop (no domain survives), and bounded.
-- WhatsApp has no escape character; a space after a dot also keeps SMS within GSM-7.
create function private.plain_message_text(p_text text, p_max_length integer)
returns text
language plpgsql
immutable
strict
parallel safe
set search_path = ''
as $$
begin
  return btrim(left(
    regexp_replace(
      regexp_replace(
        regexp_replace(regexp_replace(p_text, '[*_~`]+', '', 'g'), '[a-z][a-z0-9+.-]*://', '', 'gi'),
        '\.(?=\S)', '. ', 'g'),
      '[\s[:cntrl:]]+', ' ', 'g'),
    p_max_length));
end;
$$;

comment on function private.plain_message_text(text, integer) is
  'Member-written text made plain for a WhatsApp or SMS message: one line, no WhatsApp formatting characters (* _ ~ `), no URL scheme, a space after every full stop so nothing reads as a link, at most p_max_length characters. Applying it twice changes nothing.';
revoke all on function private.plain_message_text(text, integer) from public;

-- The words of the templates, one row per template and language: render_message fills the
-- recipient's. A template that words each step of a process differently (the event of a transfer
-- or a NAP claim) or whether dues are owed (a verification) has one row per case, whose subject,
-- message and action its frame places.
create table private.message_wordings (
  template text not null,
  variant text not null default '',
  language text not null constraint message_wordings_language_known check (language in ('id', 'en')),
  subject text,
  message text,
  action text,
  body_text text,
  body_html text,
  primary key (template, variant, language),
  constraint message_wordings_frame_or_case check (
    case when variant = '' then body_text is not null and body_html is not null and message is null and action is null
         else message is not null and body_text is null and body_html is null end),
  constraint message_wordings_placeholders check (
    concat(subject, message, action, body_text, body_html) ~ '^([^{}]|\{[a-z_]+\})*$')
);

comment on table private.message_wordings is
  'The words of each message template in each language, with {placeholders} for its variables (private.word_message fills them; a message is written in Indonesian when its language has no words for its template). Template ''*'': words every message shares (variant footer). Filled by this migration.';
comment on column private.message_wordings.variant is
  'Empty: the template''s frame (subject, text, HTML). Otherwise one case of it: the value of the event variable (transfer_update, nap_claim_update), or dues / no_dues (membership_verified, whether dues_amount is given).';
comment on column private.message_wordings.subject is
  'The subject; on a case, the subject of the frames that have none (their {subject}).';
comment on column private.message_wordings.message is 'A case''s sentences, the frame''s {message}.';
comment on column private.message_wordings.action is 'A case''s link text, the frame''s {action}.';
comment on column private.message_wordings.body_text is
  'The text part (the WhatsApp and SMS text too): {footer} where an email''s text ends with the footer.';
comment on column private.message_wordings.body_html is
  'The HTML part before the footer paragraph, which every HTML part ends with; {button} is the style of its link button.';
comment on constraint message_wordings_frame_or_case on private.message_wordings is
  'A frame has a text and an HTML part; a case has a message.';
comment on constraint message_wordings_placeholders on private.message_wordings is
  'Braces only around a placeholder''s name (lower case and _).';
alter table private.message_wordings enable row level security;
revoke all on private.message_wordings from public, anon, authenticated;

insert into private.message_wordings (template, variant, language, message) values
  ('*', 'footer', 'id', 'Email ini dikirim otomatis oleh SIMK. Jangan membalas email ini.'),
  ('*', 'footer', 'en', 'This email was sent automatically by SIMK. Please do not reply to it.');

insert into private.message_wordings (template, language, subject, body_text, body_html) values
  ('membership_verified', 'id', 'Keanggotaan Anda telah diverifikasi',
   E'Yth. {full_name},\n\nSelamat, keanggotaan Anda di DPC {organization_name} telah diverifikasi.\n\nNomor Anggota (NAP) Anda: {nap}\nMasuk ke SIMK dengan NAP ini dan kata sandi Anda.\n\nIuran: {message}\n{dues_url}\n\nLihat profil keanggotaan Anda:\n{profile_url}\n\n{footer}',
   E'<h2>Keanggotaan Anda telah diverifikasi</h2>\n<p>Yth. {full_name},</p>\n<p>Selamat, keanggotaan Anda di DPC {organization_name} telah diverifikasi.</p>\n<p>Nomor Anggota (NAP) Anda: <strong>{nap}</strong><br>Masuk ke SIMK dengan NAP ini dan kata sandi Anda.</p>\n<p>Iuran: {message}</p>\n<p><a href="{dues_url}" style="{button}">Bayar iuran</a> &nbsp; <a href="{profile_url}">Lihat profil</a></p>'),
  ('membership_verified', 'en', 'Your membership has been verified',
   E'Dear {full_name},\n\nCongratulations, your membership with DPC {organization_name} has been verified.\n\nYour member number (NAP): {nap}\nSign in to SIMK with this NAP and your password.\n\nDues: {message}\n{dues_url}\n\nView your membership profile:\n{profile_url}\n\n{footer}',
   E'<h2>Your membership has been verified</h2>\n<p>Dear {full_name},</p>\n<p>Congratulations, your membership with DPC {organization_name} has been verified.</p>\n<p>Your member number (NAP): <strong>{nap}</strong><br>Sign in to SIMK with this NAP and your password.</p>\n<p>Dues: {message}</p>\n<p><a href="{dues_url}" style="{button}">Pay dues</a> &nbsp; <a href="{profile_url}">View profile</a></p>'),
  ('membership_rejected', 'id', 'Pendaftaran keanggotaan Anda ditolak',
   E'Yth. {full_name},\n\nPendaftaran keanggotaan Anda di DPC {organization_name} ditolak dengan alasan:\n{reason}\n\nJika ada pertanyaan, hubungi pengurus DPC {organization_name}.\n\nLihat profil Anda:\n{profile_url}\n\n{footer}',
   E'<h2>Pendaftaran keanggotaan Anda ditolak</h2>\n<p>Yth. {full_name},</p>\n<p>Pendaftaran keanggotaan Anda di DPC {organization_name} ditolak dengan alasan:</p>\n<blockquote>{reason}</blockquote>\n<p>Jika ada pertanyaan, hubungi pengurus DPC {organization_name}.</p>\n<p><a href="{profile_url}" style="{button}">Lihat profil</a></p>'),
  ('membership_rejected', 'en', 'Your membership application was rejected',
   E'Dear {full_name},\n\nYour membership application with DPC {organization_name} was rejected for this reason:\n{reason}\n\nIf you have any questions, contact the officers of DPC {organization_name}.\n\nView your profile:\n{profile_url}\n\n{footer}',
   E'<h2>Your membership application was rejected</h2>\n<p>Dear {full_name},</p>\n<p>Your membership application with DPC {organization_name} was rejected for this reason:</p>\n<blockquote>{reason}</blockquote>\n<p>If you have any questions, contact the officers of DPC {organization_name}.</p>\n<p><a href="{profile_url}" style="{button}">View profile</a></p>'),
  ('membership_expired', 'id', 'Keanggotaan Anda telah kedaluwarsa',
   E'Yth. {full_name},\n\nMasa keanggotaan Anda di DPC {organization_name} berakhir pada {expiry_date} dan masa tenggangnya telah lewat, sehingga status keanggotaan Anda kini Kadaluarsa.\n\nLunasi tagihan iuran Anda agar keanggotaan aktif kembali:\n{dues_url}\n\n{footer}',
   E'<h2>Keanggotaan Anda telah kedaluwarsa</h2>\n<p>Yth. {full_name},</p>\n<p>Masa keanggotaan Anda di DPC {organization_name} berakhir pada <strong>{expiry_date}</strong> dan masa tenggangnya telah lewat, sehingga status keanggotaan Anda kini Kadaluarsa.</p>\n<p>Lunasi tagihan iuran Anda agar keanggotaan aktif kembali.</p>\n<p><a href="{dues_url}" style="{button}">Bayar iuran</a></p>'),
  ('membership_expired', 'en', 'Your membership has expired',
   E'Dear {full_name},\n\nYour membership with DPC {organization_name} ended on {expiry_date} and its grace period has passed, so your membership status is now Expired.\n\nPay your outstanding dues to make your membership active again:\n{dues_url}\n\n{footer}',
   E'<h2>Your membership has expired</h2>\n<p>Dear {full_name},</p>\n<p>Your membership with DPC {organization_name} ended on <strong>{expiry_date}</strong> and its grace period has passed, so your membership status is now Expired.</p>\n<p>Pay your outstanding dues to make your membership active again.</p>\n<p><a href="{dues_url}" style="{button}">Pay dues</a></p>'),
  ('nap_claim_link', 'id', 'Konfirmasi klaim akun SIMK',
   E'Yth. {full_name},\n\nKami menerima permintaan untuk menghubungkan NAP {nap} dengan akun SIMK baru untuk alamat email ini.\n\nBuka tautan berikut dalam 24 jam untuk membuat kata sandi dan masuk:\n{claim_url}\n\nJika Anda tidak meminta ini, abaikan email ini; tidak ada yang berubah.\n\n{footer}',
   E'<h2>Konfirmasi klaim akun SIMK</h2>\n<p>Yth. {full_name},</p>\n<p>Kami menerima permintaan untuk menghubungkan NAP <strong>{nap}</strong> dengan akun SIMK baru untuk alamat email ini.</p>\n<p>Buka tautan berikut dalam 24 jam untuk membuat kata sandi dan masuk.</p>\n<p><a href="{claim_url}" style="{button}">Klaim akun</a></p>\n<p>Jika Anda tidak meminta ini, abaikan email ini; tidak ada yang berubah.</p>'),
  ('nap_claim_link', 'en', 'Confirm your SIMK account claim',
   E'Dear {full_name},\n\nWe received a request to link NAP {nap} to a new SIMK account for this email address.\n\nOpen the following link within 24 hours to set a password and sign in:\n{claim_url}\n\nIf you did not ask for this, ignore this email; nothing changes.\n\n{footer}',
   E'<h2>Confirm your SIMK account claim</h2>\n<p>Dear {full_name},</p>\n<p>We received a request to link NAP <strong>{nap}</strong> to a new SIMK account for this email address.</p>\n<p>Open the following link within 24 hours to set a password and sign in.</p>\n<p><a href="{claim_url}" style="{button}">Claim account</a></p>\n<p>If you did not ask for this, ignore this email; nothing changes.</p>'),
  -- A claim on a register row without email (decision 0035): no name before an officer checked.
  ('nap_claim_update', 'id', null,
   E'Yth. Bapak/Ibu,\n\n{message}\n\n{action}:\n{claim_url}\n\n{footer}',
   E'<h2>{subject}</h2>\n<p>Yth. Bapak/Ibu,</p>\n<p>{message}</p>\n<p><a href="{claim_url}" style="{button}">{action}</a></p>'),
  ('nap_claim_update', 'en', null,
   E'Dear Sir or Madam,\n\n{message}\n\n{action}:\n{claim_url}\n\n{footer}',
   E'<h2>{subject}</h2>\n<p>Dear Sir or Madam,</p>\n<p>{message}</p>\n<p><a href="{claim_url}" style="{button}">{action}</a></p>'),
  -- Also WhatsApp's approved template simk_pengingat_iuran ({{1}}…{{5}} in this order:
  -- supabase/functions/_shared/messaging/whatsapp-templates.ts) and the SMS text.
  ('dues_reminder', 'id', 'Pengingat pembayaran iuran',
   'Yth. {full_name}, pembayaran {category_name} sebesar {amount} yang jatuh tempo pada {due_date} belum kami terima. Mohon segera melakukan pembayaran melalui SIMK: {dues_url}',
   E'<h2>Pengingat pembayaran iuran</h2>\n<p>Yth. {full_name},</p>\n<p>Pembayaran {category_name} sebesar <strong>{amount}</strong> yang jatuh tempo pada {due_date} belum kami terima. Mohon segera melakukan pembayaran melalui SIMK.</p>\n<p><a href="{dues_url}" style="{button}">Bayar iuran</a></p>'),
  ('dues_reminder', 'en', 'Dues payment reminder',
   'Dear {full_name}, we have not yet received your payment of {category_name} of {amount}, due on {due_date}. Please pay soon through SIMK: {dues_url}',
   E'<h2>Dues payment reminder</h2>\n<p>Dear {full_name},</p>\n<p>We have not yet received your payment of {category_name} of <strong>{amount}</strong>, due on {due_date}. Please pay soon through SIMK.</p>\n<p><a href="{dues_url}" style="{button}">Pay dues</a></p>'),
  ('transfer_update', 'id', null,
   E'Yth. {full_name},\n\n{message}\n\nLihat permohonan mutasi Anda:\n{transfers_url}\n\n{footer}',
   E'<h2>{subject}</h2>\n<p>Yth. {full_name},</p>\n<p>{message}</p>\n<p><a href="{transfers_url}" style="{button}">Lihat mutasi</a></p>'),
  ('transfer_update', 'en', null,
   E'Dear {full_name},\n\n{message}\n\nView your transfer request:\n{transfers_url}\n\n{footer}',
   E'<h2>{subject}</h2>\n<p>Dear {full_name},</p>\n<p>{message}</p>\n<p><a href="{transfers_url}" style="{button}">View transfer</a></p>'),
  -- Also WhatsApp's template simk_konfirmasi_pembayaran (whatsapp-templates.ts).
  ('payment_confirmation', 'id', 'Pembayaran iuran diterima',
   'Yth. {full_name}, pembayaran iuran sebesar {amount} telah kami terima pada {paid_date}. Nomor kwitansi: {receipt_number}. Lihat kwitansi: {receipt_url}',
   E'<h2>Pembayaran iuran diterima</h2>\n<p>Yth. {full_name},</p>\n<p>Pembayaran iuran sebesar <strong>{amount}</strong> telah kami terima pada {paid_date}.</p>\n<p>Nomor kwitansi: <strong>{receipt_number}</strong></p>\n<p><a href="{receipt_url}" style="{button}">Lihat kwitansi</a></p>'),
  ('payment_confirmation', 'en', 'Dues payment received',
   'Dear {full_name}, we received your dues payment of {amount} on {paid_date}. Receipt number: {receipt_number}. View the receipt: {receipt_url}',
   E'<h2>Dues payment received</h2>\n<p>Dear {full_name},</p>\n<p>We received your dues payment of <strong>{amount}</strong> on {paid_date}.</p>\n<p>Receipt number: <strong>{receipt_number}</strong></p>\n<p><a href="{receipt_url}" style="{button}">View receipt</a></p>'),
  -- The receipt by email, next to the WhatsApp confirmation: a signed link opens the PDF without
  -- signing in (private.receipt_link, decision 0055).
  ('payment_receipt', 'id', 'Kwitansi pembayaran iuran',
   E'Yth. {full_name},\n\nTerima kasih, pembayaran iuran sebesar {amount} telah kami terima pada {paid_date}.\nNomor kwitansi: {receipt_number}\n\nUnduh kwitansi (PDF):\n{receipt_pdf_url}\n\nTautan kwitansi ini dapat dibuka tanpa masuk ke SIMK; jangan bagikan kepada orang lain.\n\nLihat status pembayaran:\n{payment_url}\n\n{footer}',
   E'<h2>Kwitansi pembayaran iuran</h2>\n<p>Yth. {full_name},</p>\n<p>Terima kasih, pembayaran iuran sebesar <strong>{amount}</strong> telah kami terima pada {paid_date}.</p>\n<p>Nomor kwitansi: <strong>{receipt_number}</strong></p>\n<p><a href="{receipt_pdf_url}" style="{button}">Unduh kwitansi (PDF)</a></p>\n<p>Tautan kwitansi ini dapat dibuka tanpa masuk ke SIMK; jangan bagikan kepada orang lain.</p>\n<p><a href="{payment_url}">Lihat status pembayaran</a></p>'),
  ('payment_receipt', 'en', 'Your dues payment receipt',
   E'Dear {full_name},\n\nThank you, we received your dues payment of {amount} on {paid_date}.\nReceipt number: {receipt_number}\n\nDownload the receipt (PDF):\n{receipt_pdf_url}\n\nThis receipt link opens without signing in to SIMK; do not share it with others.\n\nView the payment status:\n{payment_url}\n\n{footer}',
   E'<h2>Dues payment receipt</h2>\n<p>Dear {full_name},</p>\n<p>Thank you, we received your dues payment of <strong>{amount}</strong> on {paid_date}.</p>\n<p>Receipt number: <strong>{receipt_number}</strong></p>\n<p><a href="{receipt_pdf_url}" style="{button}">Download the receipt (PDF)</a></p>\n<p>This receipt link opens without signing in to SIMK; do not share it with others.</p>\n<p><a href="{payment_url}">View the payment status</a></p>'),
  -- Also WhatsApp's template simk_sip_berakhir (whatsapp-templates.ts).
  ('sip_expiry_reminder', 'id', 'SIP Anda akan berakhir',
   'Yth. {full_name}, SIP Anda nomor {sip_number} berakhir pada {expiry_date} ({days_left} hari lagi). Segera siapkan perpanjangannya; panduan perpanjangan SIP dan SKP: {guide_url}',
   E'<h2>SIP Anda akan berakhir</h2>\n<p>Yth. {full_name},</p>\n<p>SIP Anda nomor {sip_number} berakhir pada <strong>{expiry_date}</strong> ({days_left} hari lagi). Segera siapkan perpanjangannya.</p>\n<p><a href="{guide_url}" style="{button}">Panduan perpanjangan SIP</a></p>'),
  ('sip_expiry_reminder', 'en', 'Your SIP will expire',
   'Dear {full_name}, your SIP number {sip_number} expires on {expiry_date} (in {days_left} days). Please prepare its renewal; the SIP and SKP renewal guide: {guide_url}',
   E'<h2>Your SIP will expire</h2>\n<p>Dear {full_name},</p>\n<p>Your SIP number {sip_number} expires on <strong>{expiry_date}</strong> (in {days_left} days). Please prepare its renewal.</p>\n<p><a href="{guide_url}" style="{button}">SIP renewal guide</a></p>'),
  ('two_factor_reset', 'id', 'Autentikasi dua faktor akun SIMK Anda diatur ulang',
   E'Yth. {full_name},\n\nPengurus SIMK telah menghapus autentikasi dua faktor akun SIMK Anda setelah memeriksa identitas Anda. Semua sesi yang masih terbuka telah diakhiri; sekarang Anda masuk dengan kata sandi saja.\n\nAktifkan kembali autentikasi dua faktor di Pengaturan Akun, Keamanan:\n{security_url}\n\nJika Anda tidak meminta ini, segera hubungi pengurus DPC {organization_name}.\n\n{footer}',
   E'<h2>Autentikasi dua faktor diatur ulang</h2>\n<p>Yth. {full_name},</p>\n<p>Pengurus SIMK telah menghapus autentikasi dua faktor akun SIMK Anda setelah memeriksa identitas Anda. Semua sesi yang masih terbuka telah diakhiri; sekarang Anda masuk dengan kata sandi saja.</p>\n<p><a href="{security_url}" style="{button}">Aktifkan kembali di Keamanan</a></p>\n<p>Jika Anda tidak meminta ini, segera hubungi pengurus DPC {organization_name}.</p>'),
  ('two_factor_reset', 'en', 'The two-factor authentication of your SIMK account was reset',
   E'Dear {full_name},\n\nSIMK officers removed the two-factor authentication of your SIMK account after checking your identity. Every open session has been ended; you now sign in with your password only.\n\nTurn two-factor authentication on again in Account Settings, Security:\n{security_url}\n\nIf you did not ask for this, contact the officers of DPC {organization_name} at once.\n\n{footer}',
   E'<h2>Two-factor authentication reset</h2>\n<p>Dear {full_name},</p>\n<p>SIMK officers removed the two-factor authentication of your SIMK account after checking your identity. Every open session has been ended; you now sign in with your password only.</p>\n<p><a href="{security_url}" style="{button}">Turn it on again under Security</a></p>\n<p>If you did not ask for this, contact the officers of DPC {organization_name} at once.</p>');

insert into private.message_wordings (template, variant, language, subject, message, action) values
  ('membership_verified', 'no_dues', 'id', null, 'Saat ini tidak ada tagihan iuran yang perlu dibayar.', null),
  ('membership_verified', 'no_dues', 'en', null, 'You have no dues to pay at the moment.', null),
  ('membership_verified', 'dues', 'id', null,
   'Tagihan iuran Anda saat ini {dues_amount}, jatuh tempo {dues_due_date}. Bayar dengan QRIS di menu Pembayaran Iuran.', null),
  ('membership_verified', 'dues', 'en', null,
   'Your dues now come to {dues_amount}, due on {dues_due_date}. Pay with QRIS under Dues Payment.', null),
  ('nap_claim_update', 'awaiting_approval', 'id', 'Klaim NAP menunggu persetujuan DPC',
   'Kami menerima permintaan untuk menghubungkan NAP {nap} dengan akun SIMK baru untuk alamat email ini. Data register NAP ini tidak memuat email, jadi pengurus DPC {organization_name} akan memeriksa identitas Anda sebelum menyetujui. Pengurus dapat menghubungi Anda atau meminta Anda datang dengan KTP. Kami akan mengirim email lagi setelah permintaan diputuskan. Jika Anda tidak meminta ini, abaikan email ini.',
   'Lihat status'),
  ('nap_claim_update', 'awaiting_approval', 'en', 'NAP claim awaiting DPC approval',
   'We received a request to link NAP {nap} to a new SIMK account for this email address. The register entry of this NAP has no email, so the officers of DPC {organization_name} will check your identity before approving. They may contact you or ask you to come with your identity card (KTP). We will email you again once the request is decided. If you did not ask for this, ignore this email.',
   'View status'),
  ('nap_claim_update', 'approved', 'id', 'Klaim NAP disetujui',
   'Pengurus DPC {organization_name} menyetujui permintaan Anda untuk menghubungkan NAP {nap} dengan alamat email ini. Buka tautan berikut dalam 24 jam untuk membuat kata sandi dan masuk.',
   'Buat kata sandi'),
  ('nap_claim_update', 'approved', 'en', 'NAP claim approved',
   'The officers of DPC {organization_name} approved your request to link NAP {nap} to this email address. Open the following link within 24 hours to set a password and sign in.',
   'Set a password'),
  ('nap_claim_update', 'rejected', 'id', 'Klaim NAP ditolak',
   'Pengurus DPC {organization_name} menolak permintaan untuk menghubungkan NAP {nap} dengan alamat email ini. Jika NAP ini milik Anda, hubungi pengurus DPC {organization_name} dengan membawa KTP.',
   'Buka halaman klaim'),
  ('nap_claim_update', 'rejected', 'en', 'NAP claim rejected',
   'The officers of DPC {organization_name} rejected the request to link NAP {nap} to this email address. If this NAP is yours, contact the officers of DPC {organization_name} and bring your identity card (KTP).',
   'Open the claim page'),
  ('transfer_update', 'requested', 'id', 'Permohonan mutasi diajukan',
   'Permohonan mutasi Anda ke DPC {target_name} telah diajukan dan menunggu pelepasan oleh DPC {origin_name}.', null),
  ('transfer_update', 'requested', 'en', 'Transfer requested',
   'Your transfer request to DPC {target_name} has been submitted and awaits release by DPC {origin_name}.', null),
  ('transfer_update', 'released', 'id', 'Mutasi dilepas DPC asal',
   'DPC {origin_name} telah melepas permohonan mutasi Anda. Menunggu penerimaan oleh DPC {target_name}.', null),
  ('transfer_update', 'released', 'en', 'Transfer released by your DPC',
   'DPC {origin_name} has released your transfer request. It now awaits acceptance by DPC {target_name}.', null),
  ('transfer_update', 'completed', 'id', 'Mutasi selesai', 'Anda kini terdaftar di DPC {target_name}. NAP Anda tidak berubah.', null),
  ('transfer_update', 'completed', 'en', 'Transfer completed', 'You are now registered with DPC {target_name}. Your NAP has not changed.', null),
  ('transfer_update', 'rejected', 'id', 'Mutasi ditolak', 'Permohonan mutasi Anda ke DPC {target_name} ditolak: {reason}', null),
  ('transfer_update', 'rejected', 'en', 'Transfer rejected', 'Your transfer request to DPC {target_name} was rejected: {reason}', null),
  ('transfer_update', 'withdrawn', 'id', 'Mutasi dibatalkan', 'Anda membatalkan permohonan mutasi ke DPC {target_name}.', null),
  ('transfer_update', 'withdrawn', 'en', 'Transfer withdrawn', 'You withdrew your transfer request to DPC {target_name}.', null);

-- One pass over the pattern, so a value that looks like a placeholder stays as written. A loop
-- rather than a query, as escape_html: it runs three times for each of 10,000 reminders.
create function private.fill_placeholders(p_pattern text, p_values jsonb, p_html boolean)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  -- Text, name, text, name, …, text (message_wordings_placeholders keeps braces to names).
  parts constant text[] := regexp_split_to_array(p_pattern, '[{}]');
  filled text := parts[1];
  value text;
begin
  for i in 2 .. cardinality(parts) - 1 by 2 loop
    value := coalesce(p_values ->> parts[i], '');
    filled := filled || case when p_html then private.escape_html(value) else value end || parts[i + 1];
  end loop;
  return filled;
end;
$$;

comment on function private.fill_placeholders(text, jsonb, boolean) is
  'A pattern with each {name} replaced by the value of name (empty when there is none), escaped for HTML when p_html. Values are not read for placeholders.';
revoke all on function private.fill_placeholders(text, jsonb, boolean) from public;

create function private.word_message(p_template text, p_language text, v jsonb)
returns table (subject text, body_text text, body_html text)
language plpgsql
stable
set search_path = ''
as $$
declare
  button constant text := 'background:#22543d;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
  wording_case text := case when p_template = 'membership_verified'
                       then case when v ->> 'dues_amount' is null then 'no_dues' else 'dues' end
                       else v ->> 'event' end;
  w private.message_wordings;
  frame private.message_wordings;
  words jsonb := v || jsonb_build_object('nap', private.format_nap(v ->> 'nap'), 'button', button);
begin
  -- The frame, its case and the footer.
  for w in
    select m.* from private.message_wordings m
    where m.template in (p_template, '*') and m.variant in ('', wording_case, 'footer') and m.language = p_language
  loop
    if w.template = '*' then
      words := words || jsonb_build_object('footer', w.message);
    elsif w.variant = '' then
      frame := w;
    else
      words := words || jsonb_build_object('subject', private.fill_placeholders(w.subject, words, false),
        'message', private.fill_placeholders(w.message, words, false),
        'action', private.fill_placeholders(w.action, words, false));
    end if;
  end loop;
  if frame is null and p_language <> 'id' then
    return query select * from private.word_message(p_template, 'id', v);
    return;
  end if;
  if frame is null or (frame.subject is null and words ->> 'subject' is null) then
    raise exception 'template % has no words for %', p_template, coalesce(wording_case, 'no event') using errcode = '22023';
  end if;
  subject := coalesce(frame.subject, words ->> 'subject');
  body_text := private.fill_placeholders(frame.body_text, words, false);
  body_html := private.fill_placeholders(frame.body_html, words, true)
    || E'\n<p style="color:#4a5568;font-size:13px">' || private.escape_html(words ->> 'footer') || '</p>';
  return next;
end;
$$;

comment on function private.word_message(text, text, jsonb) is
  'The subject, text and HTML of a template in a language (private.message_wordings; in Indonesian when the language has no words for the template) with its variables filled in (escaped in the HTML; nap formatted), for private.render_message, which has checked them. Raises 22023 for a template or event without words.';
revoke all on function private.word_message(text, text, jsonb) from public;

-- "A", "A dan B", "A, B, dan C" (Indonesian); "A", "A and B", "A, B, and C" (English). A loop
-- rather than a query: render_message calls it for each of 10,000 reminders.
create function private.list_words(p_items jsonb, p_language text)
returns text
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  n constant integer := jsonb_array_length(p_items);
  conjunction constant text := case when p_language = 'en' then ' and ' else ' dan ' end;
  words text := p_items ->> 0;
begin
  for i in 1 .. n - 1 loop
    words := words || case when i < n - 1 then ', ' when n > 2 then ',' || conjunction else conjunction end
                   || (p_items ->> i);
  end loop;
  return words;
end;
$$;

comment on function private.list_words(jsonb, text) is 'A JSON array of words joined as a list is written in the language (id: A, B, dan C; en: A, B, and C).';
revoke all on function private.list_words(jsonb, text) from public;

-- The language a member reads: their login's preference, Indonesian when unknown (no login, or
-- a register row). PL/pgSQL for its kept plan, as escape_html: reminders call it per member.
create function private.member_language(p_member_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce((select up.language from public.members m join public.user_preferences up on up.user_id = m.user_id
                   where m.id = p_member_id), 'id');
end;
$$;

comment on function private.member_language(uuid) is
  'The language of the messages to a member: user_preferences.language of their login, id when there is none.';
revoke all on function private.member_language(uuid) from public;

create function private.render_message(
  p_template text,
  p_variables jsonb,
  p_channel public.message_channel default 'email',
  p_language text default 'id'
)
returns table (subject text, body_text text, body_html text, variables jsonb)
language plpgsql
stable
set search_path = ''
as $$
declare
  required text[] := case p_template
    when 'membership_verified' then array['full_name', 'organization_name', 'nap', 'profile_url', 'dues_url']
    when 'membership_rejected' then array['full_name', 'organization_name', 'reason', 'profile_url']
    when 'membership_expired' then array['full_name', 'organization_name', 'expiry_date', 'dues_url', 'profile_url']
    when 'nap_claim_link' then array['full_name', 'nap', 'claim_url']
    when 'nap_claim_update' then array['event', 'nap', 'organization_name', 'claim_url']
    when 'dues_reminder' then array['full_name', 'category_name', 'amount', 'due_date', 'dues_url']
    when 'transfer_update' then array['full_name', 'event', 'origin_name', 'target_name', 'transfers_url']
    when 'payment_confirmation' then array['full_name', 'amount', 'receipt_number', 'paid_date', 'receipt_url']
    when 'payment_receipt' then array['full_name', 'amount', 'receipt_number', 'paid_date', 'receipt_pdf_url', 'payment_url']
    when 'sip_expiry_reminder' then array['full_name', 'sip_number', 'expiry_date', 'days_left', 'guide_url']
    when 'two_factor_reset' then array['full_name', 'organization_name', 'security_url']
  end;
  missing text[];
  k text;
  -- Off email, the variables members write are made plain (the WhatsApp template's parameters
  -- are these too); an email escapes them in its HTML and keeps them as written.
  v jsonb := case when p_channel = 'email' then p_variables else p_variables
    || case when jsonb_typeof(p_variables -> 'full_name') = 'string'
            then jsonb_build_object('full_name', private.plain_message_text(p_variables ->> 'full_name', 100)) else '{}' end
    || case when jsonb_typeof(p_variables -> 'sip_number') = 'string'
            then jsonb_build_object('sip_number', private.plain_message_text(p_variables ->> 'sip_number', 50)) else '{}' end
  end;
begin
  if required is null then
    raise exception 'unknown message template %', p_template using errcode = '22023';
  end if;
  if p_language is null or p_language not in ('id', 'en') then
    raise exception 'unknown message language %', p_language using errcode = '22023';
  end if;
  -- A reminder's categories are joined as the recipient's language writes a list; the outbox
  -- keeps the joined words (WhatsApp's template parameter).
  if jsonb_typeof(v -> 'category_names') = 'array' then
    v := (v - 'category_names')
      || jsonb_build_object('category_name', private.list_words(v -> 'category_names', p_language));
  end if;
  -- Loops and plain expressions rather than queries: this runs once per message, 10,000 times
  -- when reminders are queued for a selection (docs/benchmarks/messaging.md).
  foreach k in array required loop
    if jsonb_typeof(v -> k) is distinct from 'string' or btrim(v ->> k) = '' then
      missing := missing || k;
    end if;
  end loop;
  if missing is not null then
    raise exception 'template % needs %', p_template, array_to_string(missing, ', ') using errcode = '22023';
  end if;

  select w.subject, w.body_text, w.body_html into subject, body_text, body_html
  from private.word_message(p_template, p_language, v) w;
  variables := v;
  return next;
end;
$$;

comment on function private.render_message(text, jsonb, public.message_channel, text) is
  'Renders a template with its variables for a channel in a language (id, the default, or en: the words of private.message_wordings): subject, text and HTML (variables escaped), and the variables as written into it (off email, full_name and sip_number made plain by private.plain_message_text; a dues reminder''s category_names joined into category_name in the language; the outbox stores these). Templates: membership_verified (full_name, organization_name, nap, profile_url, dues_url; dues_amount and dues_due_date when something is due), membership_rejected (full_name, organization_name, reason, profile_url), membership_expired (full_name, organization_name, expiry_date, dues_url, profile_url), nap_claim_link (full_name, nap, claim_url), nap_claim_update (event awaiting_approval|approved|rejected, nap, organization_name, claim_url: a claim on a register row without email), dues_reminder (full_name, category_name or category_names, amount, due_date, dues_url), transfer_update (full_name, event requested|released|completed|rejected|withdrawn, origin_name, target_name, reason, transfers_url: one step of a transfer), payment_confirmation (full_name, amount, receipt_number, paid_date, receipt_url), payment_receipt (full_name, amount, receipt_number, paid_date, receipt_pdf_url: the signed PDF link, payment_url), sip_expiry_reminder (full_name, sip_number, expiry_date, days_left, guide_url), two_factor_reset (full_name, organization_name, security_url). Raises 22023 for an unknown template or language or a missing variable.';
revoke all on function private.render_message(text, jsonb, public.message_channel, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Queueing
-- ---------------------------------------------------------------------------------------------

create function private.queue_message(
  p_channel public.message_channel,
  p_recipient text,
  p_template text,
  p_variables jsonb,
  p_member_id uuid default null,
  p_organization_id uuid default null,
  p_fallback_from public.message_channel default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_language text := private.member_language(p_member_id);
  rendered record;
  v_id uuid;
begin
  select * into rendered from private.render_message(p_template, p_variables, p_channel, v_language);
  insert into public.outbox_messages (channel, recipient, template, variables, language, subject, body_text, body_html,
                                      member_id, organization_id, queued_by, fallback_from)
  values (p_channel, btrim(p_recipient), p_template, rendered.variables, v_language,
          case when p_channel = 'email' then rendered.subject end, rendered.body_text,
          case when p_channel = 'email' then rendered.body_html end,
          p_member_id, p_organization_id, (select auth.uid()), p_fallback_from)
  returning id into v_id;
  return v_id;
end;
$$;

comment on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid, public.message_channel) is
  'Renders a template in the language of the member it is about (private.member_language; Indonesian without one) and queues the message in the caller''s transaction, recording who queued it (auth.uid()) and, for a message that went by email instead of the channel asked for, that channel. The dispatcher sends it once the transaction commits; a rollback takes it back.';
revoke all on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid, public.message_channel) from public;
grant execute on function private.queue_message(public.message_channel, text, text, jsonb, uuid, uuid, public.message_channel) to service_role;

create function private.queue_membership_email(p_member public.members, p_template text, p_variables jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_member.email is null
     or not private.notification_allowed(p_member.user_id, 'membership_update', 'email') then
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
  'Queues an email about their membership to a member who has an email address and has not turned off email or membership updates (none otherwise), with their name, DPC and profile link added to the variables.';
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
  -- Each kind of due message from its own partial index, stopping at p_limit: one `or` over both
  -- read and sorted the whole backlog (32 ms a batch with 100k queued; docs/benchmarks/messaging.md).
  return query
  with due_queued as (
    select x.id, x.next_attempt_at, x.created_at from public.outbox_messages x
    where x.status = 'queued' and x.next_attempt_at <= now()
    order by x.next_attempt_at, x.created_at
    limit p_limit
    for update skip locked
  ), lease_expired as (
    select x.id, x.next_attempt_at, x.created_at from public.outbox_messages x
    where x.status = 'sending' and x.locked_until <= now()
    order by x.locked_until
    limit p_limit
    for update skip locked
  ), due as (
    select d.id from (select * from due_queued union all select * from lease_expired) d
    order by d.next_attempt_at, d.created_at
    limit p_limit
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

create function private.record_message_sent(p_id uuid, p_attempt integer, p_provider text, p_provider_message_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.outbox_messages
  set status = 'sent', sent_at = now(), provider = p_provider, provider_message_id = p_provider_message_id,
      locked_until = null
  where id = p_id and status = 'sending' and attempts = p_attempt;
  return found;
end;
$$;

comment on function private.record_message_sent(uuid, integer, text, text) is
  'The provider p_provider accepted attempt p_attempt of a message: sent, with the provider''s id. False when that claim no longer holds the message.';
revoke all on function private.record_message_sent(uuid, integer, text, text) from public;
grant execute on function private.record_message_sent(uuid, integer, text, text) to service_role;

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

-- ---------------------------------------------------------------------------------------------
-- After sending: the provider's delivery statuses, and officers sending failed messages again.
-- ---------------------------------------------------------------------------------------------

create function private.record_delivery_status(
  p_provider text,
  p_provider_message_id text,
  p_status public.message_delivery_status,
  p_at timestamptz,
  p_error text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
begin
  -- Statuses arrive out of order and `delivered` may be skipped: keep the furthest. A failure
  -- after delivery (or a late `sent`) does not take a message back.
  update public.outbox_messages m
  set delivery_status = p_status,
      delivery_status_at = coalesce(p_at, now()),
      delivery_error = case when p_status = 'failed' then left(coalesce(nullif(btrim(p_error), ''), 'failed'), 2000) end
  where m.provider = p_provider and m.provider_message_id = p_provider_message_id and m.status = 'sent'
    and (case p_status when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 else 3 end)
        > coalesce(case m.delivery_status when 'sent' then 1 when 'delivered' then 2 when 'failed' then 2 when 'read' then 3 end, 0);
  get diagnostics changed = row_count;
  return changed;
end;
$$;

comment on function private.record_delivery_status(text, text, public.message_delivery_status, timestamptz, text) is
  'Records a delivery status the provider reported for one of its message ids (WhatsApp status webhook): sent < delivered = failed < read, the furthest kept. Returns how many messages changed (0 for an unknown id or an older status).';
revoke all on function private.record_delivery_status(text, text, public.message_delivery_status, timestamptz, text) from public;
grant execute on function private.record_delivery_status(text, text, public.message_delivery_status, timestamptz, text) to service_role;

create function private.retry_outbox_message(p_id uuid)
returns public.outbox_messages
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.outbox_messages;
  before_row public.outbox_messages;
begin
  select * into m from public.outbox_messages where id = p_id for update;
  if not found then
    raise exception 'message % not found', p_id using errcode = 'P0002';
  end if;
  if m.organization_id is null or not private.can_in_organization('dues.remind', m.organization_id) then
    raise exception 'permission dues.remind is required in the message''s DPC' using errcode = '42501';
  end if;
  if m.status <> 'failed' then
    raise exception 'only a failed message can be sent again; this one is %', m.status
      using errcode = '55000', constraint = 'outbox_messages_retryable';
  end if;
  before_row := m;
  -- A full set of attempts, due now. last_error stays until the next attempt replaces it.
  update public.outbox_messages
  set status = 'queued', attempts = 0, next_attempt_at = now()
  where id = m.id
  returning * into m;
  perform private.write_audit('outbox_messages.retry', 'outbox_messages', m.id::text, m.organization_id,
    jsonb_build_object('status', before_row.status, 'attempts', before_row.attempts, 'last_error', before_row.last_error),
    jsonb_build_object('status', m.status, 'attempts', m.attempts, 'channel', m.channel, 'template', m.template));
  return m;
end;
$$;

comment on function private.retry_outbox_message(uuid) is
  'Sends a failed message again: queued, due now, with a full set of attempts (55000 outbox_messages_retryable unless failed; P0002 unknown). Requires dues.remind in the message''s DPC (42501). Audited as outbox_messages.retry.';
revoke all on function private.retry_outbox_message(uuid) from public;
grant execute on function private.retry_outbox_message(uuid) to authenticated, service_role;

create function public.retry_outbox_message(p_id uuid)
returns public.outbox_messages
language sql
security invoker
set search_path = ''
as $$
  select * from private.retry_outbox_message(p_id)
$$;

comment on function public.retry_outbox_message(uuid) is 'Sends a failed message again (officer action); see private.retry_outbox_message.';
revoke all on function public.retry_outbox_message(uuid) from public, anon;
grant execute on function public.retry_outbox_message(uuid) to authenticated, service_role;

create function private.retry_failed_outbox_messages(p_ids uuid[])
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  retried uuid[];
  requested integer;
begin
  requested := cardinality(array(select distinct unnest(p_ids)));
  if p_ids is null or requested not between 1 and 1000 then
    raise exception 'retry 1 to 1000 messages at once' using errcode = '22023';
  end if;
  -- As retry_outbox_message, for every failed message among them in a DPC where the caller holds
  -- dues.remind; the others (sent meanwhile, or another chapter's) are counted as skipped.
  with queued_again as (
    update public.outbox_messages m
    set status = 'queued', attempts = 0, next_attempt_at = now()
    where m.id = any (p_ids) and m.status = 'failed'
      and m.organization_id = any (private.organization_ids_with_permission('dues.remind'))
    returning m.id
  )
  select coalesce(array_agg(q.id order by q.id), '{}') into retried from queued_again q;
  perform private.write_audit('outbox_messages.retry_failed', 'outbox_messages', null, null, null,
    jsonb_build_object('requested', requested, 'retried', retried));
  return jsonb_build_object('retried', cardinality(retried), 'skipped', requested - cardinality(retried));
end;
$$;

comment on function private.retry_failed_outbox_messages(uuid[]) is
  'Sends failed messages again at once (1 to 1000 ids; 22023 otherwise): each failed one in a DPC where the caller holds dues.remind is queued, due now, with a full set of attempts; returns {retried, skipped}. Audited once as outbox_messages.retry_failed with the ids retried.';
revoke all on function private.retry_failed_outbox_messages(uuid[]) from public;
grant execute on function private.retry_failed_outbox_messages(uuid[]) to authenticated, service_role;

create function public.retry_failed_outbox_messages(p_ids uuid[])
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.retry_failed_outbox_messages(p_ids)
$$;

comment on function public.retry_failed_outbox_messages(uuid[]) is
  'Sends failed messages again (officer action, "Kirim ulang semua"); see private.retry_failed_outbox_messages.';
revoke all on function public.retry_failed_outbox_messages(uuid[]) from public, anon;
grant execute on function public.retry_failed_outbox_messages(uuid[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Routing a message to a member: channel, recipient, the member's settings
-- ---------------------------------------------------------------------------------------------

create function private.message_skip_reason(p_member_id uuid, p_template text, p_channel public.message_channel)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_topic constant text := case p_template
                             when 'dues_reminder' then 'payment_reminder'
                             else 'membership_update'
                           end;
begin
  -- The member's account settings (private.notification_allowed): SMS is off by default, and a
  -- topic or channel turned off is skipped.
  if not private.notification_allowed((select m.user_id from public.members m where m.id = p_member_id), v_topic, p_channel) then
    return 'preference';
  end if;
  return null;
end;
$$;

comment on function private.message_skip_reason(uuid, text, public.message_channel) is
  'Why a member must not get a message of this template on this channel (''preference'': their account settings, private.notification_allowed; dues_reminder is the payment_reminder topic, every other template a membership update), or null to send it.';
revoke all on function private.message_skip_reason(uuid, text, public.message_channel) from public;

create function private.message_route(
  p_channel public.message_channel,
  p_phone text,
  p_email text,
  out channel public.message_channel,
  out recipient text
)
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  -- PL/pgSQL, like the helpers below: a SQL function with its own search_path is planned again on
  -- every call of a 10,000-row queue (docs/benchmarks/messaging.md).
  -- No phone: the message goes by email (the caller records the fallback).
  channel := case when p_channel <> 'email' and p_phone is null and p_email is not null then 'email' else p_channel end;
  recipient := case when p_channel = 'email' or p_phone is null then p_email else p_phone end;
end;
$$;

comment on function private.message_route(public.message_channel, text, text) is
  'The channel and recipient of a message to a member asked for on p_channel: their phone, or their email when it is email or they have no phone; recipient null when they have neither.';
revoke all on function private.message_route(public.message_channel, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- The trigger on hosted Supabase: pg_cron calls the api function's dispatch route every minute
-- through pg_net, with the URL and the service role key from Vault (docs/operations/messaging.md).
-- Where pg_cron or pg_net is absent (the embedded stack, the tests) local/services.ts runs the
-- same dispatcher on a timer.
-- ---------------------------------------------------------------------------------------------

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_extension where extname = 'pg_net') then
    perform cron.schedule('simk-outbox-dispatch', '* * * * *', $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'simk_api_url') || '/messages/dispatch',
        headers := jsonb_build_object('Authorization', 'Bearer ' ||
          (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        timeout_milliseconds := 60000)
    $job$);
  end if;
end;
$$;
