-- Membership applications and their verification.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Self-registration creates a PENDING application; an officer of its DPC verifies it (assigning
-- the NAP from a concurrency-safe sequence) or rejects it with a reason.

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

-- Self-registration: a new account's PENDING membership application, created by the API right
-- after sign-up, before the person has confirmed their email (so before they have a session).
create function private.submit_membership_application(
  p_user_id uuid,
  p_full_name text,
  p_email text,
  p_phone text,
  p_organization_id uuid,
  p_membership_type public.membership_type
) returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_member_id uuid;
begin
  -- Sign-up answers an already registered email with a look-alike user that does not exist (so
  -- the response cannot reveal which emails are registered); such calls change nothing.
  if not exists (select 1 from auth.users where id = p_user_id)
     or exists (select 1 from public.members where user_id = p_user_id) then
    return null;
  end if;
  if not exists (select 1 from public.organizations where id = p_organization_id and level = 'DPC') then
    raise exception 'DPC tidak ditemukan' using errcode = '22023';
  end if;
  if p_membership_type = 'KEHORMATAN' then
    raise exception 'Anggota Kehormatan tidak dapat mendaftar sendiri' using errcode = '22023';
  end if;

  insert into public.members (user_id, full_name, email, phone, organization_id, origin_organization_id,
                              membership_type, membership_status)
  values (p_user_id, btrim(p_full_name), lower(p_email), p_phone, p_organization_id, p_organization_id,
          p_membership_type, 'PENDING')
  returning id into v_member_id;
  return v_member_id;
end
$$;

comment on function private.submit_membership_application(uuid, text, text, text, uuid, public.membership_type) is
  'Creates the PENDING application of a newly signed-up user in the chosen DPC, for its officers to verify. No-op for unknown users or users who already have a member record.';

revoke all on function private.submit_membership_application(uuid, text, text, text, uuid, public.membership_type) from public;
grant execute on function private.submit_membership_application(uuid, text, text, text, uuid, public.membership_type) to service_role;

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

comment on function public.verify_member(uuid) is
  'Verifies a PENDING application and assigns its NAP. Requires members.verify in the member''s DPC.';
comment on function public.reject_member_application(uuid, text) is
  'Rejects a PENDING application with a reason. Requires members.verify in the member''s DPC.';

revoke all on function public.verify_member(uuid) from public, anon;
revoke all on function public.reject_member_application(uuid, text) from public, anon;
grant execute on function public.verify_member(uuid) to authenticated, service_role;
grant execute on function public.reject_member_application(uuid, text) to authenticated, service_role;
