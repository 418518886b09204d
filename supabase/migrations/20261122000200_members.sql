-- Members and the membership life cycle.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The member register, the protection of administrative columns against the member, its RLS, and
-- the status changes after verification. Applications, verification and the NAP are in
-- …000400_applications_and_verification.sql, the directory search in …000300_member_search.sql.
-- See docs/data-model.md for the status vocabulary.

-- ---------------------------------------------------------------------------------------------
-- The member register
-- ---------------------------------------------------------------------------------------------

create type public.membership_status as enum ('PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED', 'REJECTED');
comment on type public.membership_status is
  'PENDING: application awaiting verification. ACTIVE (Aktif), INACTIVE (Non-Aktif / Tidak Aktif), EXPIRED (Kadaluarsa), SUSPENDED (Suspended). REJECTED (Ditolak): an application refused with a reason; never a member, never a NAP.';

create type public.membership_type as enum ('BIASA', 'LUAR_BIASA', 'KEHORMATAN');
comment on type public.membership_type is 'Anggota Biasa, Anggota Luar Biasa, Anggota Kehormatan.';

create type public.gender as enum ('male', 'female');
comment on type public.gender is 'Shown as Laki-laki / Perempuan.';

-- Normalised search text: lower case, accents removed. `unaccent(text)` is only stable (it reads
-- the dictionary through the search path); naming the dictionary makes the result immutable, so it
-- can back the stored search_name column (and its trigram index, …000300_member_search.sql).
create function private.search_text(p_value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_value))
$$;

comment on function private.search_text(text) is
  'Lower-cased, unaccented text for search (immutable, so it can back an expression index).';
revoke all on function private.search_text(text) from public;
grant execute on function private.search_text(text) to authenticated, service_role;

create table public.members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  nap text unique check (nap ~ '^[0-9]{12}$'),
  full_name text not null check (length(btrim(full_name)) between 2 and 200)
    constraint members_full_name_no_control_characters check (full_name !~ '[[:cntrl:]]'),
  email text check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  birth_date date check (birth_date > date '1900-01-01'),
  gender public.gender,
  address text,
  city text,
  province text,
  postal_code text check (postal_code ~ '^[0-9]{5}$'),
  profession text,
  specialization text,
  workplace text,
  education text,
  str_number text,
  str_expiry_date date,
  sip_number text,
  sip_expiry_date date,
  sip_practice_place text check (length(sip_practice_place) <= 200),
  member_since date,
  membership_type public.membership_type not null default 'BIASA',
  membership_status public.membership_status not null default 'PENDING',
  organization_id uuid not null references public.organizations (id) on delete restrict,
  origin_organization_id uuid not null references public.organizations (id) on delete restrict,
  position text,
  join_date date,
  expiry_date date,
  photo_path text,
  card_token uuid not null unique default gen_random_uuid(),
  register_confirmed_at timestamptz,
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  status_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_name text generated always as (private.search_text(full_name)) stored,
  constraint members_nap_when_verified check (membership_status = 'PENDING' or nap is not null or verified_at is null),
  constraint members_expiry_after_join check (expiry_date is null or join_date is null or expiry_date >= join_date),
  constraint members_rejected_without_nap check (membership_status <> 'REJECTED' or nap is null),
  constraint members_sip_expiry_needs_number check (sip_expiry_date is null or nullif(btrim(sip_number), '') is not null),
  constraint members_sip_place_needs_number check (sip_practice_place is null or nullif(btrim(sip_number), '') is not null),
  constraint members_photo_in_own_folder check (photo_path is null or photo_path ~ ('^' || id::text || '/avatar\.(jpg|png)$'))
);

comment on table public.members is
  'The member register. organization_id is the current DPC; origin_organization_id the DPC where the member first joined (its BPS code starts the NAP). user_id is null for legacy members without a login.';
comment on constraint members_full_name_no_control_characters on public.members is
  'Names hold no control characters (tabs, line breaks, NUL-like bytes, escape sequences).';
comment on column public.members.nap is
  'Nomor Anggota: 4-digit BPS code of the origin DPC + 2-digit join year + 6-digit sequence. Assigned by verify_member, never changed (not even on transfer).';
comment on column public.members.phone is 'E.164 (+62…), normalised with libphonenumber-js before it is stored.';
comment on constraint members_sip_expiry_needs_number on public.members is
  'A SIP expiry date belongs to a SIP number. A past date is allowed: a lapsed SIP is a fact to record.';
comment on constraint members_sip_place_needs_number on public.members is
  'A place of practice belongs to a SIP number: a SIP is issued for one place.';
comment on column public.members.sip_practice_place is
  'Where the SIP allows the member to practise (the facility named on the SIP). A SIP lasts 5 years.';
comment on column public.members.photo_path is
  'The profile photo: its object name in the avatars bucket, always <members.id>/avatar.jpg or .png (members_photo_in_own_folder).';
comment on constraint members_photo_in_own_folder on public.members is
  'A member''s photo lies in their own avatars folder: nobody points a profile at another member''s file.';
comment on column public.members.card_token is
  'The digital member card''s secret: its QR opens /kta/<card_token>, which public.verify_member_card answers. Random, not the member id, so a card reveals nothing else; no API role writes it.';
comment on column public.members.register_confirmed_at is
  'When the member last confirmed (or corrected) on /profile/legacy the data carried over from the legacy register; set only by private.confirm_register_data.';
comment on column public.members.str_expiry_date is 'Optional: an STR is valid for life since UU 17/2023.';
comment on column public.members.status_reason is 'Why the application was rejected or the status last changed.';
comment on column public.members.search_name is
  'full_name lower-cased and without accents (private.search_text), for the directory search and its trigram index.';

create index members_organization_id_full_name_idx on public.members (organization_id, full_name, id);
create index members_full_name_idx on public.members (full_name, id);
create index members_origin_organization_id_idx on public.members (origin_organization_id);
create index members_verified_by_idx on public.members (verified_by);
create index members_status_idx on public.members (membership_status);
create index members_nap_pattern_idx on public.members (nap text_pattern_ops);
create index members_full_name_trgm_idx on public.members using gin (full_name extensions.gin_trgm_ops);
create index members_email_idx on public.members (lower(email));

-- One person, one NAP: no two NAP holders share an email or a phone. Applications (no NAP yet) may,
-- and are flagged in the verification queue instead (private.application_duplicates).
create unique index members_nap_holder_email_key on public.members (lower(email)) where nap is not null;
create unique index members_nap_holder_phone_key on public.members (phone) where nap is not null;
comment on index public.members_nap_holder_email_key is 'One NAP holder per email (case-insensitive).';
comment on index public.members_nap_holder_phone_key is 'One NAP holder per phone (E.164).';

-- STR numbers as officers type them (spaces, dots, dashes, lower case) compare equal.
create function private.licence_key(p_number text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select nullif(regexp_replace(upper(p_number), '[^0-9A-Z]', '', 'g'), '')
$$;

comment on function private.licence_key(text) is
  'A licence number (STR, SIP) reduced to its letters and digits, upper case, for matching.';
revoke all on function private.licence_key(text) from public;
grant execute on function private.licence_key(text) to authenticated, service_role; -- index expression of members

create index members_nap_holder_str_key_idx on public.members (private.licence_key(str_number)) where nap is not null;

-- ---------------------------------------------------------------------------------------------
-- The caller as a member, and separation of duties
-- ---------------------------------------------------------------------------------------------

-- The members.id of the caller (null without a live session at the right level:
-- private.current_user_id). PL/pgSQL for a plan cached per connection, like the scope helpers
-- (…000100_organizations_and_access.sql).
create function private.current_member_id()
returns uuid
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  v_user uuid := private.current_user_id();
begin
  if v_user is null then
    return null;
  end if;
  return (select m.id from public.members m where m.user_id = v_user);
end;
$$;

comment on function private.current_member_id() is 'The members.id of the caller, or null.';
revoke all on function private.current_member_id() from public;
grant execute on function private.current_member_id() to authenticated, service_role;

-- What a summary that restates a read policy needs to know of the caller, in one place: whether
-- they see every chapter, the chapters they administer, and who they are as a user and a member
-- (private.bill_totals, payment_totals, member_totals are read through it).
create function private.caller_scope()
returns table ("national" boolean, organization_ids uuid[], user_id uuid, member_id uuid)
language sql
stable
-- One row: the planner would otherwise plan each summary's query for a thousand.
rows 1
set search_path = ''
as $$
  select private.has_national_scope(),
         coalesce(private.administered_organization_ids(), '{}'),
         private.current_user_id(),
         private.current_member_id()
$$;

comment on function private.caller_scope() is
  'The caller''s reach for the summaries that restate a read policy: national (every chapter), the chapters they administer, their user and member ids.';
revoke all on function private.caller_scope() from public;
grant execute on function private.caller_scope() to authenticated, service_role;

-- Separation of duties (decision 0049): an officer who is also a member does not decide their own
-- transfer, record a payment for their own bills, waive their own bill or verify their own
-- document; a second officer or the level above does it. One rule and one sentence for each.
create function private.refuse_own_member(p_member_id uuid, p_action text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.members m where m.id = p_member_id and m.user_id = auth.uid()) then
    raise exception '% Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.',
      p_action using errcode = '42501', constraint = 'separation_of_duties';
  end if;
end;
$$;

comment on function private.refuse_own_member(uuid, text) is
  'Raises 42501 separation_of_duties, with an Indonesian sentence starting with p_action (e.g. ''Membebaskan tagihan''), when the member row is the caller''s own (members.user_id = auth.uid()): the separation of duties of decision 0049.';
revoke all on function private.refuse_own_member(uuid, text) from public;

-- ---------------------------------------------------------------------------------------------
-- The SIP warning window
-- ---------------------------------------------------------------------------------------------

-- A SIP lasts five years and its renewal needs SKP credits, so its last 90 days are the time to act.
-- The one home of that number: the insights, the daily SIP notices and the profile (which the web
-- app's Dokumen tab reads it from) all ask here.
create function private.sip_warning_days()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 90
$$;

comment on function private.sip_warning_days() is
  'Days before a SIP expires (the expiry day counted, up to and including this many days ahead) in which it needs the member''s attention: the AI insights, the daily SIP notices'' first stage and the profile''s sipWarningDays.';
revoke all on function private.sip_warning_days() from public;
grant execute on function private.sip_warning_days() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Protection of administrative columns. Column grants already keep API roles away from nap,
-- status, chapter and identity columns; this trigger also keeps a member (who is not an officer of
-- the row's DPC) away from type, dates and position, and fixes the NAP for everyone.
-- ---------------------------------------------------------------------------------------------

create function private.protect_member_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.nap is not null and new.nap is distinct from old.nap then
    raise exception 'a NAP never changes' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' then
    new.origin_organization_id := coalesce(new.origin_organization_id, new.organization_id);
  end if;

  if current_user <> 'authenticated' then
    return new;
  end if;

  if tg_op = 'INSERT' then
    -- Applications start PENDING, without NAP or verification, in their own DPC.
    if new.nap is not null or new.membership_status <> 'PENDING' or new.verified_at is not null
       or new.verified_by is not null then
      raise exception 'new members start as PENDING applications without a NAP' using errcode = '42501';
    end if;
    new.origin_organization_id := new.organization_id;
    if (select o.level from public.organizations o where o.id = new.organization_id) is distinct from 'DPC' then
      raise exception 'members belong to a DPC' using errcode = '23514';
    end if;
    return new;
  end if;

  if new.id is distinct from old.id or new.user_id is distinct from old.user_id
     or new.organization_id is distinct from old.organization_id
     or new.origin_organization_id is distinct from old.origin_organization_id
     or new.membership_status is distinct from old.membership_status
     or new.verified_at is distinct from old.verified_at or new.verified_by is distinct from old.verified_by
     or new.created_at is distinct from old.created_at then
    raise exception 'this column changes only through SIMK functions' using errcode = '42501';
  end if;

  -- A member with a login signs in with this address: it follows auth.users.email
  -- (members_follow_login_email) and changes only through the auth service's confirmed email change.
  if old.user_id is not null and new.email is distinct from old.email then
    raise exception 'the email of a member with a login changes only through the confirmed sign-in email change'
      using errcode = '23514', constraint = 'members_login_email_follows_auth';
  end if;

  if not private.can_in_organization('members.edit', old.organization_id)
     and (new.membership_type is distinct from old.membership_type
       or new.member_since is distinct from old.member_since
       or new.join_date is distinct from old.join_date
       or new.expiry_date is distinct from old.expiry_date
       or new.position is distinct from old.position
       or new.status_reason is distinct from old.status_reason) then
    raise exception 'only an officer of the member''s DPC can change membership data' using errcode = '42501';
  end if;
  return new;
end;
$$;

comment on function private.protect_member_columns() is
  'BEFORE trigger on members: NAP is immutable; API callers cannot set identity, chapter, status or verification columns, nor the email of a member with a login (it follows auth.users); only officers of the DPC change type, dates and position.';
revoke all on function private.protect_member_columns() from public;

-- A member belongs to a city/regency chapter (DPC): the NAP starts with the DPC's BPS code and
-- the dues, reminders and transfers are run by DPCs. The members_insert policy only checks that
-- the organization is in the caller's scope (for a DPW officer that includes the DPW itself);
-- this trigger refuses any organization that is not a DPC, for every role.
create function private.check_member_chapter()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.organizations o where o.id = new.organization_id and o.level = 'DPC') then
    raise exception 'a member belongs to a DPC, not to organization %', new.organization_id using errcode = '23514';
  end if;
  return new;
end;
$$;

comment on function private.check_member_chapter() is
  'BEFORE trigger on members: the organization (current chapter) must be a DPC.';
revoke all on function private.check_member_chapter() from public;

-- Write guard (decision 0009; rule and shared helpers in the platform migration): links to logins
-- and the member's own membership data.
create function private.authorize_member_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- A member record is linked to a login only by that login's own application.
    if new.user_id is not null and new.user_id is distinct from auth.uid() then
      perform private.deny('a member record can be linked only to the caller''s own account');
    end if;
    -- A self-application does not choose honorary membership or an office.
    if not private.can_in_organization('members.create', new.organization_id)
       and (new.membership_type = 'KEHORMATAN' or new.position is not null) then
      perform private.deny('an application cannot choose honorary membership or a position');
    end if;
    return new;
  end if;
  -- Officers do not change their own membership data either.
  if old.user_id = auth.uid()
     and (new.membership_type, new.member_since, new.join_date, new.expiry_date, new.position, new.status_reason)
       is distinct from
         (old.membership_type, old.member_since, old.join_date, old.expiry_date, old.position, old.status_reason) then
    perform private.deny('your own membership type, dates, position and status are changed by another officer');
  end if;
  return new;
end;
$$;

comment on function private.authorize_member_write() is
  'BEFORE INSERT/UPDATE trigger on members (API callers): user_id only the caller''s own; no honorary type or position in a self-application; nobody changes their own membership type, dates, position or status reason. members_protect_columns keeps NAP, status, chapter and verification.';
revoke all on function private.authorize_member_write() from public;

create trigger members_authorize_write
  before insert or update on public.members
  for each row execute function private.authorize_member_write();
create trigger members_protect_columns
  before insert or update on public.members
  for each row execute function private.protect_member_columns();
create trigger members_check_chapter
  before insert or update of organization_id on public.members
  for each row execute function private.check_member_chapter();
create trigger members_set_updated_at
  before update on public.members
  for each row execute function private.set_updated_at();
create trigger members_audit
  after insert or update or delete on public.members
  for each row execute function private.audit_row_change();

-- ---------------------------------------------------------------------------------------------
-- The sign-in email and the member record: a confirmed email change in Supabase Auth (both
-- addresses confirmed, decision 0042) carries the new address to the member's row, so nothing
-- changes the email silently and the two never drift. Hosted Supabase allows triggers on auth.users.
-- ---------------------------------------------------------------------------------------------

create function private.sync_member_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('simk.audit_action', 'members.email_change', true);
  update public.members m set email = new.email
   where m.user_id = new.id and m.email is distinct from new.email;
  perform set_config('simk.audit_action', '', true);
  return new;
end;
$$;

comment on function private.sync_member_email() is
  'AFTER UPDATE OF email trigger on auth.users: the member record of that login takes the new sign-in email (audit action members.email_change).';
revoke all on function private.sync_member_email() from public;

-- Keeps public.members.email equal to the login's confirmed email. (No `comment on trigger`: that
-- needs the owner of auth.users, which migrations are not, here or on hosted Supabase.)
create trigger members_follow_login_email
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_member_email();

-- ---------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------

alter table public.members enable row level security;

revoke all on public.members from public, anon, authenticated;
grant all on public.members to service_role;
grant select, delete on public.members to authenticated;
grant insert (
  user_id, full_name, email, phone, birth_date, gender, address, city, province, postal_code,
  profession, specialization, workplace, education, str_number, str_expiry_date, sip_number,
  sip_expiry_date, sip_practice_place, membership_type, organization_id, position, photo_path
) on public.members to authenticated;
grant update (
  full_name, email, phone, birth_date, gender, address, city, province, postal_code,
  profession, specialization, workplace, education, str_number, str_expiry_date, sip_number,
  sip_expiry_date, sip_practice_place, member_since, membership_type, position, join_date, expiry_date, photo_path,
  status_reason
) on public.members to authenticated;

-- The national arm first: for SUPER_ADMIN/ADMIN_DPP the OR stops there on every row.
create policy members_select on public.members
  for select to authenticated
  using (
    (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
    or user_id = (select private.current_user_id())
  );
comment on policy members_select on public.members is
  'Every member for a national officer, the members of the chapters the caller administers, and the caller''s own row. Restated outside RLS by security definer functions, which must change with it: private.member_page and private.member_name_matches (the directory''s ids and total, from private.member_search); private.overdue_page (the overdue members'' names and contacts, from private.member_arrears, in the caller''s dues.remind chapters); private.refresh_ai_insights_for (an officer''s insights). public.member_statistics (the dashboard''s member figures, from private.member_totals); private.pending_applications_to_verify (the verification badge, in the caller''s members.verify chapters); public.membership_report (the membership report, from private.member_totals and the membership events, in the caller''s reports.view chapters); public.analytics (the trend view''s registrations and median wait, from the membership events and the members verified in the window, in the caller''s reports.view chapters). private.chapter_figures (the chapter list''s and the structure tree''s member counts, from private.member_totals, in the chapters the caller administers). Counted past it for everyone, as aggregates without a row: private.statistics_overview, private.member_distribution, private.member_growth (the public statistics).';
create policy members_insert on public.members
  for insert to authenticated
  with check (
    (user_id = (select private.current_user_id()) and (select private.current_member_id()) is null)
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.create'))))
  );
create policy members_update on public.members
  for update to authenticated
  using (
    user_id = (select private.current_user_id())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.edit'))))
  )
  with check (
    user_id = (select private.current_user_id())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.edit'))))
  );
create policy members_delete on public.members
  for delete to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('members.delete')))));

-- ---------------------------------------------------------------------------------------------
-- Status changes after verification. Privileged implementations live in `private` (security
-- definer, explicit permission and transition checks); `public` exposes thin security invoker
-- wrappers for the API.
-- ---------------------------------------------------------------------------------------------

create function private.lock_member_for(p_member_id uuid, p_permission text)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
begin
  select * into m from public.members where id = p_member_id for update;
  if not found then
    raise exception 'member % not found', p_member_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization(p_permission, m.organization_id) then
    raise exception 'permission % is required for this member''s DPC', p_permission using errcode = '42501';
  end if;
  return m;
end;
$$;

comment on function private.lock_member_for(uuid, text) is
  'Locks a member row and checks that the caller holds the permission in its DPC.';
revoke all on function private.lock_member_for(uuid, text) from public;

-- The transitions set_membership_status allows, in one place: the function enforces them and the
-- API asks the same question to offer only the actions that would succeed (GET /members/{id}).
create function private.membership_transition_allowed(
  p_from public.membership_status,
  p_to public.membership_status,
  p_has_nap boolean
)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    (p_from = 'ACTIVE' and p_to in ('INACTIVE', 'EXPIRED', 'SUSPENDED'))
    or (p_from = 'INACTIVE' and p_to = 'ACTIVE' and p_has_nap)
    or (p_from = 'EXPIRED' and p_to in ('ACTIVE', 'INACTIVE'))
    or (p_from = 'SUSPENDED' and p_to in ('ACTIVE', 'INACTIVE')),
    false
  )
$$;

comment on function private.membership_transition_allowed(public.membership_status, public.membership_status, boolean) is
  'Whether set_membership_status may change a verified membership from p_from to p_to (INACTIVE → ACTIVE needs a NAP). Verification and rejection of PENDING applications are verify_member and reject_member_application.';
revoke all on function private.membership_transition_allowed(public.membership_status, public.membership_status, boolean) from public;
grant execute on function private.membership_transition_allowed(public.membership_status, public.membership_status, boolean) to authenticated, service_role;

create function private.set_membership_status(
  p_member_id uuid,
  p_status public.membership_status,
  p_reason text default null
)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
begin
  perform set_config('simk.audit_action', 'members.set_status', true);
  m := private.lock_member_for(p_member_id, 'members.edit');
  if not private.membership_transition_allowed(m.membership_status, p_status, m.nap is not null) then
    raise exception 'membership status cannot change from % to %', m.membership_status, p_status
      using errcode = '55000';
  end if;
  if (p_status = 'SUSPENDED' or (p_status = 'ACTIVE' and m.membership_status in ('INACTIVE', 'SUSPENDED')))
     and (p_reason is null or length(btrim(p_reason)) < 3) then
    raise exception 'a reason is required to suspend or reactivate a member' using errcode = '22023';
  end if;
  update public.members
  set membership_status = p_status,
      status_reason = nullif(btrim(coalesce(p_reason, '')), ''),
      expiry_date = case
        when p_status = 'ACTIVE' and m.membership_status = 'EXPIRED' then ((select private.today()) + interval '5 years')::date
        else expiry_date
      end
  where id = p_member_id
  returning * into m;
  perform set_config('simk.audit_action', '', true);
  return m;
end;
$$;

comment on function private.set_membership_status(uuid, public.membership_status, text) is
  'Status changes after verification: ACTIVE → INACTIVE/EXPIRED/SUSPENDED; INACTIVE (with NAP) → ACTIVE; EXPIRED → ACTIVE (renewal, new expiry)/INACTIVE; SUSPENDED → ACTIVE/INACTIVE. Never back to PENDING.';
revoke all on function private.set_membership_status(uuid, public.membership_status, text) from public;
grant execute on function private.set_membership_status(uuid, public.membership_status, text) to authenticated, service_role;

create function public.set_membership_status(p_member_id uuid, p_status public.membership_status, p_reason text default null)
returns public.members
language sql
security invoker
set search_path = ''
as $$
  select * from private.set_membership_status(p_member_id, p_status, p_reason)
$$;

comment on function public.set_membership_status(uuid, public.membership_status, text) is
  'Changes the status of a verified membership along the allowed transitions. Requires members.edit in the member''s DPC.';
revoke all on function public.set_membership_status(uuid, public.membership_status, text) from public, anon;
grant execute on function public.set_membership_status(uuid, public.membership_status, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Two-factor recovery (issue 24, decision 0032 "Recovery"): a member who lost the phone asks the
-- DPC, which checks who they are and removes the login's factors. The factors and sessions are
-- Supabase Auth's own rows (auth.mfa_factors, auth.sessions), which the hosted auth server and the
-- local one both read; this function is owned by postgres, which may delete them on either.
-- ---------------------------------------------------------------------------------------------

create function private.reset_member_two_factor(p_member_id uuid, p_identity_checked boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  v_email text;
  v_officer_level smallint;
  v_factors jsonb;
  v_count integer;
begin
  if p_identity_checked is distinct from true then
    raise exception 'the officer must confirm that the member''s identity was checked' using errcode = '22023';
  end if;
  m := private.lock_member_for(p_member_id, 'members.verify');
  perform private.refuse_own_member(m.id, 'Mengatur ulang autentikasi dua faktor akun');
  -- An officer's factors guard officer powers: only the level above resets them (national
  -- officers, with no level above, each other's).
  select max(r.level) into v_officer_level
    from public.role_assignments ra join public.roles r on r.id = ra.role_id
   where ra.user_id = m.user_id and r.level >= 2 and (ra.expires_at is null or ra.expires_at > now());
  if v_officer_level is not null and private.caller_max_role_level() < least(v_officer_level + 1, 4) then
    raise exception 'Autentikasi dua faktor seorang pengurus hanya dapat diatur ulang oleh pengurus tingkat di atasnya.'
      using errcode = '42501', constraint = 'separation_of_duties';
  end if;

  select u.email into v_email from auth.users u where u.id = m.user_id;
  select count(*)::integer,
         coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'friendly_name', f.friendly_name, 'factor_type', f.factor_type,
                                               'created_at', f.created_at) order by f.created_at), '[]')
    into v_count, v_factors
    from auth.mfa_factors f
   where m.user_id is not null and f.user_id = m.user_id and f.status = 'verified';
  if v_count = 0 then
    raise exception 'member % has no verified second factor', p_member_id
      using errcode = '55000', constraint = 'two_factor_not_enabled';
  end if;

  delete from auth.mfa_factors where user_id = m.user_id;
  -- Whoever holds the lost phone may hold a session too: every session of the login ends (their
  -- refresh tokens and AMR claims go with them), and the member signs in again with the password.
  delete from auth.sessions where user_id = m.user_id;
  perform private.write_audit('members.two_factor_reset', 'members', m.id::text, m.organization_id,
    jsonb_build_object('factors', v_factors), jsonb_build_object('factors', '[]'::jsonb, 'identity_checked', true));
  -- A security notice: sent whatever the member's notification preferences say.
  if v_email is not null then
    perform private.queue_message('email', v_email, 'two_factor_reset',
      jsonb_build_object(
        'full_name', m.full_name,
        'organization_name', (select o.name from public.organizations o where o.id = m.organization_id),
        'security_url', private.site_url() || '/dashboard/profile/settings'),
      m.id, m.organization_id);
  end if;
  return v_count;
end;
$$;

comment on function private.reset_member_two_factor(uuid, boolean) is
  'Removes the verified second factors (and every session) of a member''s login after the officer confirms the identity check: members.verify in the member''s DPC, never one''s own (separation_of_duties), an officer''s only by a higher level; audited (members.two_factor_reset) and the member emailed (two_factor_reset). Returns the number of factors removed; 55000 two_factor_not_enabled when there are none.';
revoke all on function private.reset_member_two_factor(uuid, boolean) from public;
grant execute on function private.reset_member_two_factor(uuid, boolean) to authenticated, service_role;

create function public.reset_member_two_factor(p_member_id uuid, p_identity_checked boolean)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.reset_member_two_factor(p_member_id, p_identity_checked)
$$;

comment on function public.reset_member_two_factor(uuid, boolean) is
  'Resets a member''s two-factor sign-in after an identity check (lost phone). Requires members.verify in the member''s DPC; not one''s own; an officer''s only by a higher level.';
revoke all on function public.reset_member_two_factor(uuid, boolean) from public, anon;
grant execute on function public.reset_member_two_factor(uuid, boolean) to authenticated, service_role;
