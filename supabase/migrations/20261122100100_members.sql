-- Members and the membership life cycle.
--
-- The member register with its NAP (membership number), the concurrency-safe NAP sequence, the
-- protection of administrative columns against the member, and the SQL functions that verify,
-- reject and change the status of a membership. See docs/data-model.md for the status vocabulary.

create type public.membership_status as enum ('PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED');
comment on type public.membership_status is
  'PENDING: application awaiting verification. ACTIVE (Aktif), INACTIVE (Non-Aktif / Tidak Aktif), EXPIRED (Kadaluarsa), SUSPENDED (Suspended).';

create type public.membership_type as enum ('BIASA', 'LUAR_BIASA', 'KEHORMATAN');
comment on type public.membership_type is 'Anggota Biasa, Anggota Luar Biasa, Anggota Kehormatan.';

create type public.gender as enum ('male', 'female');
comment on type public.gender is 'Shown as Laki-laki / Perempuan.';

create table public.members (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  nap text unique check (nap ~ '^[0-9]{12}$'),
  full_name text not null check (length(btrim(full_name)) between 2 and 200),
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
  member_since date,
  membership_type public.membership_type not null default 'BIASA',
  membership_status public.membership_status not null default 'PENDING',
  organization_id uuid not null references public.organizations (id) on delete restrict,
  origin_organization_id uuid not null references public.organizations (id) on delete restrict,
  position text,
  join_date date,
  expiry_date date,
  photo_path text,
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null,
  status_reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint members_nap_when_verified check (membership_status = 'PENDING' or nap is not null or verified_at is null),
  constraint members_expiry_after_join check (expiry_date is null or join_date is null or expiry_date >= join_date)
);

comment on table public.members is
  'The member register. organization_id is the current DPC; origin_organization_id the DPC where the member first joined (its BPS code starts the NAP). user_id is null for legacy members without a login.';
comment on column public.members.nap is
  'Nomor Anggota: 4-digit BPS code of the origin DPC + 2-digit join year + 6-digit sequence. Assigned by verify_member, never changed (not even on transfer).';
comment on column public.members.phone is 'E.164 (+62…), normalised with libphonenumber-js before it is stored.';
comment on column public.members.str_expiry_date is 'Optional: an STR is valid for life since UU 17/2023.';
comment on column public.members.status_reason is 'Why the application was rejected or the status last changed.';

create index members_organization_id_full_name_idx on public.members (organization_id, full_name, id);
create index members_full_name_idx on public.members (full_name, id);
create index members_origin_organization_id_idx on public.members (origin_organization_id);
create index members_verified_by_idx on public.members (verified_by);
create index members_status_idx on public.members (membership_status);
create index members_nap_pattern_idx on public.members (nap text_pattern_ops);
create index members_full_name_trgm_idx on public.members using gin (full_name extensions.gin_trgm_ops);
create index members_email_idx on public.members (lower(email));

-- ---------------------------------------------------------------------------------------------
-- NAP sequences: one counter per origin DPC and join year, incremented with an upsert so that two
-- concurrent verifications serialise on the row lock and never share a number.
-- ---------------------------------------------------------------------------------------------

create table private.nap_sequences (
  organization_id uuid not null references public.organizations (id) on delete cascade,
  year smallint not null check (year between 1950 and 2099),
  last_value integer not null check (last_value between 0 and 999999),
  primary key (organization_id, year)
);

comment on table private.nap_sequences is 'Last NAP sequence number used per DPC and join year.';
revoke all on private.nap_sequences from public;

create function private.next_nap(p_organization_id uuid, p_year integer)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  code text;
  seq integer;
begin
  select o.bps_code into code from public.organizations o where o.id = p_organization_id and o.level = 'DPC';
  if code is null then
    raise exception 'NAP needs a DPC with a BPS code' using errcode = '22023';
  end if;
  insert into private.nap_sequences as s (organization_id, year, last_value)
  values (p_organization_id, p_year, 1)
  on conflict (organization_id, year) do update set last_value = s.last_value + 1
  returning s.last_value into seq;
  return code || lpad((p_year % 100)::text, 2, '0') || lpad(seq::text, 6, '0');
end;
$$;

comment on function private.next_nap(uuid, integer) is
  'Allocates the next NAP for a DPC and join year: BPS code || yy || 6-digit sequence. Safe under concurrency (row lock of the upsert).';
revoke all on function private.next_nap(uuid, integer) from public;

create function private.current_member_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.id from public.members m where m.user_id = (select auth.uid())
$$;

comment on function private.current_member_id() is 'The members.id of the caller, or null.';
revoke all on function private.current_member_id() from public;
grant execute on function private.current_member_id() to authenticated, service_role;

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
  'BEFORE trigger on members: NAP is immutable; API callers cannot set identity, chapter, status or verification columns; only officers of the DPC change type, dates and position.';
revoke all on function private.protect_member_columns() from public;

create trigger members_protect_columns
  before insert or update on public.members
  for each row execute function private.protect_member_columns();
create trigger members_set_updated_at
  before update on public.members
  for each row execute function private.set_updated_at();
create trigger members_audit
  after insert or update or delete on public.members
  for each row execute function private.audit_row_change();

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
  sip_expiry_date, membership_type, organization_id, position, photo_path
) on public.members to authenticated;
grant update (
  full_name, email, phone, birth_date, gender, address, city, province, postal_code,
  profession, specialization, workplace, education, str_number, str_expiry_date, sip_number,
  sip_expiry_date, member_since, membership_type, position, join_date, expiry_date, photo_path,
  status_reason
) on public.members to authenticated;

create policy members_select on public.members
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy members_insert on public.members
  for insert to authenticated
  with check (
    (user_id = (select auth.uid()) and (select private.current_member_id()) is null)
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.create'))))
  );
create policy members_update on public.members
  for update to authenticated
  using (
    user_id = (select auth.uid())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.edit'))))
  )
  with check (
    user_id = (select auth.uid())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('members.edit'))))
  );
create policy members_delete on public.members
  for delete to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('members.delete')))));

-- ---------------------------------------------------------------------------------------------
-- Notifications (per auth user). Defined here because membership functions write them.
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
  title text not null,
  message text not null,
  action_url text check (action_url is null or action_url ~ '^/'),
  action_label text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.notifications is
  'In-app notifications per user. Written by SIMK functions and services; the user reads, marks read and deletes their own.';
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);

alter table public.notifications enable row level security;
revoke all on public.notifications from public, anon, authenticated;
grant all on public.notifications to service_role;
grant select, delete on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;

create policy notifications_select on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));
create policy notifications_delete on public.notifications
  for delete to authenticated
  using (user_id = (select auth.uid()));

create function private.notify(
  p_user_id uuid,
  p_type public.notification_type,
  p_category public.notification_category,
  p_priority public.notification_priority,
  p_title text,
  p_message text,
  p_action_url text default null,
  p_action_label text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, category, priority, title, message, action_url, action_label)
  select p_user_id, p_type, p_category, p_priority, p_title, p_message, p_action_url, p_action_label
  where p_user_id is not null
$$;

comment on function private.notify(uuid, public.notification_type, public.notification_category, public.notification_priority, text, text, text, text) is
  'Adds a notification for a user (no-op when the user is null, e.g. a legacy member without login).';
revoke all on function private.notify(uuid, public.notification_type, public.notification_category, public.notification_priority, text, text, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Membership functions. Privileged implementations live in `private` (security definer, explicit
-- permission and transition checks); `public` exposes thin security invoker wrappers for the API.
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

create function private.verify_member(p_member_id uuid)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  joined date;
begin
  perform set_config('simk.audit_action', 'members.verify', true);
  m := private.lock_member_for(p_member_id, 'members.verify');
  if m.membership_status <> 'PENDING' then
    raise exception 'only a PENDING application can be verified (status is %)', m.membership_status
      using errcode = '55000';
  end if;
  joined := coalesce(m.join_date, current_date);
  update public.members
  set membership_status = 'ACTIVE',
      nap = coalesce(m.nap, private.next_nap(m.origin_organization_id, extract(year from joined)::integer)),
      join_date = joined,
      member_since = coalesce(m.member_since, joined),
      expiry_date = coalesce(m.expiry_date, (joined + interval '5 years')::date),
      verified_at = now(),
      verified_by = (select auth.uid()),
      status_reason = null
  where id = p_member_id
  returning * into m;
  perform private.notify(
    m.user_id, 'success', 'membership', 'high', 'Keanggotaan terverifikasi',
    'Selamat, keanggotaan Anda telah diverifikasi. NAP Anda: ' || m.nap || '.', '/dashboard/profile', 'Lihat profil'
  );
  perform set_config('simk.audit_action', '', true);
  return m;
end;
$$;

comment on function private.verify_member(uuid) is
  'PENDING → ACTIVE: assigns the NAP (origin DPC BPS code + join year + sequence), join and expiry dates, and records the verifier.';
revoke all on function private.verify_member(uuid) from public;
grant execute on function private.verify_member(uuid) to authenticated, service_role;

create function private.reject_member_application(p_member_id uuid, p_reason text)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
begin
  perform set_config('simk.audit_action', 'members.reject', true);
  if p_reason is null or length(btrim(p_reason)) < 3 then
    raise exception 'a reason is required to reject an application' using errcode = '22023';
  end if;
  m := private.lock_member_for(p_member_id, 'members.verify');
  if m.membership_status <> 'PENDING' then
    raise exception 'only a PENDING application can be rejected (status is %)', m.membership_status
      using errcode = '55000';
  end if;
  update public.members
  set membership_status = 'INACTIVE', status_reason = btrim(p_reason)
  where id = p_member_id
  returning * into m;
  perform private.notify(
    m.user_id, 'error', 'membership', 'high', 'Pendaftaran ditolak',
    'Pendaftaran keanggotaan Anda ditolak: ' || btrim(p_reason), '/dashboard/profile', 'Lihat profil'
  );
  perform set_config('simk.audit_action', '', true);
  return m;
end;
$$;

comment on function private.reject_member_application(uuid, text) is
  'PENDING → INACTIVE without a NAP, keeping the reason.';
revoke all on function private.reject_member_application(uuid, text) from public;
grant execute on function private.reject_member_application(uuid, text) to authenticated, service_role;

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
  if not (
    (m.membership_status = 'ACTIVE' and p_status in ('INACTIVE', 'EXPIRED', 'SUSPENDED'))
    or (m.membership_status = 'INACTIVE' and p_status = 'ACTIVE' and m.nap is not null)
    or (m.membership_status = 'EXPIRED' and p_status in ('ACTIVE', 'INACTIVE'))
    or (m.membership_status = 'SUSPENDED' and p_status in ('ACTIVE', 'INACTIVE'))
  ) then
    raise exception 'membership status cannot change from % to %', m.membership_status, p_status
      using errcode = '55000';
  end if;
  if p_status = 'SUSPENDED' and (p_reason is null or length(btrim(p_reason)) < 3) then
    raise exception 'a reason is required to suspend a member' using errcode = '22023';
  end if;
  update public.members
  set membership_status = p_status,
      status_reason = nullif(btrim(coalesce(p_reason, '')), ''),
      expiry_date = case
        when p_status = 'ACTIVE' and m.membership_status = 'EXPIRED' then (current_date + interval '5 years')::date
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

create function public.verify_member(p_member_id uuid)
returns public.members
language sql
security invoker
set search_path = ''
as $$
  select * from private.verify_member(p_member_id)
$$;

create function public.reject_member_application(p_member_id uuid, p_reason text)
returns public.members
language sql
security invoker
set search_path = ''
as $$
  select * from private.reject_member_application(p_member_id, p_reason)
$$;

create function public.set_membership_status(p_member_id uuid, p_status public.membership_status, p_reason text default null)
returns public.members
language sql
security invoker
set search_path = ''
as $$
  select * from private.set_membership_status(p_member_id, p_status, p_reason)
$$;

comment on function public.verify_member(uuid) is
  'Verifies a PENDING application and assigns its NAP. Requires members.verify in the member''s DPC.';
comment on function public.reject_member_application(uuid, text) is
  'Rejects a PENDING application with a reason. Requires members.verify in the member''s DPC.';
comment on function public.set_membership_status(uuid, public.membership_status, text) is
  'Changes the status of a verified membership along the allowed transitions. Requires members.edit in the member''s DPC.';

revoke all on function public.verify_member(uuid) from public, anon;
revoke all on function public.reject_member_application(uuid, text) from public, anon;
revoke all on function public.set_membership_status(uuid, public.membership_status, text) from public, anon;
grant execute on function public.verify_member(uuid) to authenticated, service_role;
grant execute on function public.reject_member_application(uuid, text) to authenticated, service_role;
grant execute on function public.set_membership_status(uuid, public.membership_status, text) to authenticated, service_role;
