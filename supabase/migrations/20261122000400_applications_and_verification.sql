-- Membership applications and their verification.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Self-registration creates a PENDING application; an officer of its DPC verifies it (assigning
-- the NAP from a concurrency-safe sequence) or rejects it with a reason (REJECTED); either way the
-- applicant is emailed through the messaging outbox (…001000_messaging.sql). An application
-- that matches a NAP holder (email, phone or STR number) is flagged: it is never given a second
-- NAP, but linked to that member (who thereby gets the login) or rejected.

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

-- The web app shows the same form (src/features/members/components/format.ts).
create function private.format_nap(p_nap text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case when p_nap ~ '^[0-9]{12}$'
              then substr(p_nap, 1, 4) || '.' || substr(p_nap, 5, 2) || '.' || substr(p_nap, 7)
              else p_nap end
$$;

comment on function private.format_nap(text) is
  'A NAP as people read it: BPS code, join year and sequence separated by dots (327309000003 → 3273.09.000003).';
revoke all on function private.format_nap(text) from public;

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

-- ---------------------------------------------------------------------------------------------
-- Duplicates: an application whose email, phone or STR number is that of a NAP holder is the same
-- person. The unique indexes on members (…000200_members.sql) make a second NAP impossible; these
-- functions find the match before verification, so the officer sees why and can link instead.
-- ---------------------------------------------------------------------------------------------

create function private.application_matches(p_member_id uuid)
returns table (member_id uuid, matched_on text[])
language sql
stable
security definer
set search_path = ''
as $$
  select h.id,
         array_remove(array[
           case when lower(h.email) = lower(a.email) then 'email' end,
           case when h.phone = a.phone then 'phone' end,
           case when private.licence_key(h.str_number) = private.licence_key(a.str_number) then 'str_number' end
         ], null)
  from public.members a
  join public.members h
    on h.nap is not null and h.id <> a.id
   and (lower(h.email) = lower(a.email)
        or h.phone = a.phone
        or private.licence_key(h.str_number) = private.licence_key(a.str_number))
  where a.id = p_member_id and a.nap is null
  order by h.nap
$$;

comment on function private.application_matches(uuid) is
  'The NAP holders an application (a member without NAP) matches by email, phone or STR number, and on which of them.';
revoke all on function private.application_matches(uuid) from public;

create type public.application_duplicate as (
  member_id uuid,
  nap text,
  full_name text,
  email text,
  phone text,
  str_number text,
  birth_date date,
  membership_status public.membership_status,
  organization_id uuid,
  organization_name text,
  has_login boolean,
  can_link boolean,
  matched_on text[]
);

comment on type public.application_duplicate is
  'A NAP holder an application matches, as the verification queue compares them (application_duplicates).';

create function private.application_duplicates(p_member_id uuid)
returns setof public.application_duplicate
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_organization_id uuid;
begin
  select m.organization_id into v_organization_id from public.members m where m.id = p_member_id;
  if not found then
    raise exception 'member % not found', p_member_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization('members.verify', v_organization_id) then
    raise exception 'permission members.verify is required for this member''s DPC' using errcode = '42501';
  end if;
  -- Contact details and licence of a match outside the officer's scope stay hidden: the officer
  -- learns that the person already holds a NAP elsewhere, and which of the applicant's own
  -- details matched, nothing more.
  return query
  select h.id, h.nap, h.full_name,
         case when v.visible then h.email end,
         case when v.visible then h.phone end,
         case when v.visible then h.str_number end,
         case when v.visible then h.birth_date end,
         h.membership_status, h.organization_id, o.name,
         h.user_id is not null,
         h.user_id is null and private.can_in_organization('members.edit', h.organization_id),
         x.matched_on
  from private.application_matches(p_member_id) x
  join public.members h on h.id = x.member_id
  join public.organizations o on o.id = h.organization_id
  cross join lateral (select private.can_in_organization('members.view', h.organization_id) as visible) v;
end;
$$;

comment on function private.application_duplicates(uuid) is
  'The NAP holders matching an application, for the side-by-side comparison. Requires members.verify in the application''s DPC; details of matches outside the caller''s members.view scope are null.';
revoke all on function private.application_duplicates(uuid) from public;
grant execute on function private.application_duplicates(uuid) to authenticated, service_role;

create function private.verify_member(p_member_id uuid)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  joined date;
  due jsonb;
begin
  perform set_config('simk.audit_action', 'members.verify', true);
  m := private.lock_member_for(p_member_id, 'members.verify');
  if m.membership_status <> 'PENDING' then
    raise exception 'only a PENDING application can be verified (status is %)', m.membership_status
      using errcode = '55000';
  end if;
  if exists (select 1 from private.application_matches(p_member_id)) then
    raise exception 'application matches a member who already holds a NAP; link or reject it'
      using errcode = '23505';
  end if;
  joined := coalesce(m.join_date, private.today());
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
  -- The member can pay the day they get their NAP (decision 0046).
  perform private.issue_joining_bills(m.id);
  due := private.dues_due_summary(m.id);
  perform private.notify(
    m.user_id, 'success', 'membership', 'high',
    case when due = '{}' then 'membership_verified_nothing_due' else 'membership_verified' end,
    jsonb_build_object('nap', private.format_nap(m.nap)) || due, '/member-dues'
  );
  perform private.queue_membership_email(m, 'membership_verified', jsonb_build_object(
    'nap', m.nap,
    'dues_url', private.site_url() || '/member-dues'
  ) || due);
  perform set_config('simk.audit_action', '', true);
  return m;
end;
$$;

comment on function private.verify_member(uuid) is
  'PENDING → ACTIVE: assigns the NAP (origin DPC BPS code + join year + sequence), join and expiry dates, records the verifier, issues this month''s bills (private.issue_joining_bills), and queues the email with the NAP and what is due in the same transaction.';
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
  set membership_status = 'REJECTED', status_reason = btrim(p_reason)
  where id = p_member_id
  returning * into m;
  perform private.notify(
    m.user_id, 'error', 'membership', 'high', 'application_rejected',
    jsonb_build_object('reason', btrim(p_reason)), '/dashboard/profile'
  );
  perform private.queue_membership_email(m, 'membership_rejected', jsonb_build_object('reason', m.status_reason));
  perform set_config('simk.audit_action', '', true);
  return m;
end;
$$;

comment on function private.reject_member_application(uuid, text) is
  'PENDING → REJECTED (never a NAP), keeping the reason, and queues the email with the reason in the same transaction.';
revoke all on function private.reject_member_application(uuid, text) from public;
grant execute on function private.reject_member_application(uuid, text) to authenticated, service_role;

create function private.link_application_to_member(p_application_id uuid, p_member_id uuid)
returns public.members
language plpgsql
security definer
set search_path = ''
as $$
declare
  a public.members;
  h public.members;
begin
  perform set_config('simk.audit_action', 'members.link', true);
  a := private.lock_member_for(p_application_id, 'members.verify');
  if a.membership_status <> 'PENDING' then
    raise exception 'only a PENDING application can be linked (status is %)', a.membership_status using errcode = '55000';
  end if;
  if not exists (select 1 from private.application_matches(p_application_id) x where x.member_id = p_member_id) then
    raise exception 'member % does not match this application', p_member_id using errcode = '22023';
  end if;
  h := private.lock_member_for(p_member_id, 'members.edit');
  if h.user_id is not null then
    raise exception 'member % already has a login', h.nap using errcode = '23505';
  end if;
  if a.user_id is null then
    raise exception 'an application without a login has nothing to link; reject it instead' using errcode = '55000';
  end if;

  -- The application's papers follow the person; then the application itself goes (the audit
  -- trail keeps it), and its login moves to the NAP holder.
  update public.documents set member_id = h.id, organization_id = h.organization_id where member_id = a.id;
  update public.certifications set member_id = h.id where member_id = a.id;
  update public.skp_credits set member_id = h.id where member_id = a.id;
  delete from public.members where id = a.id;
  update public.members set user_id = a.user_id where id = h.id returning * into h;
  perform private.issue_joining_bills(h.id);

  perform private.notify(
    h.user_id, 'success', 'membership', 'high', 'application_linked',
    jsonb_build_object('nap', private.format_nap(h.nap)), '/dashboard/profile'
  );
  perform set_config('simk.audit_action', '', true);
  return h;
end;
$$;

comment on function private.link_application_to_member(uuid, uuid) is
  'Resolves a flagged application: the matching NAP holder (without a login) receives the applicant''s login, documents and credits, and the application is deleted. Requires members.verify for the application and members.edit for the NAP holder.';
revoke all on function private.link_application_to_member(uuid, uuid) from public;
grant execute on function private.link_application_to_member(uuid, uuid) to authenticated, service_role;

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

create function public.link_application_to_member(p_application_id uuid, p_member_id uuid)
returns public.members
language sql
security invoker
set search_path = ''
as $$
  select * from private.link_application_to_member(p_application_id, p_member_id)
$$;

create function public.application_duplicates(p_member_id uuid)
returns setof public.application_duplicate
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.application_duplicates(p_member_id)
$$;

comment on function public.verify_member(uuid) is
  'Verifies a PENDING application and assigns its NAP. Requires members.verify in the member''s DPC.';
comment on function public.reject_member_application(uuid, text) is
  'Rejects a PENDING application with a reason. Requires members.verify in the member''s DPC.';
comment on function public.link_application_to_member(uuid, uuid) is
  'Links a flagged PENDING application to the NAP holder it matches (see private.link_application_to_member).';
comment on function public.application_duplicates(uuid) is
  'The NAP holders a PENDING application matches, for the verification queue''s comparison. Requires members.verify.';

revoke all on function public.verify_member(uuid) from public, anon;
revoke all on function public.reject_member_application(uuid, text) from public, anon;
grant execute on function public.verify_member(uuid) to authenticated, service_role;
grant execute on function public.reject_member_application(uuid, text) to authenticated, service_role;
revoke all on function public.link_application_to_member(uuid, uuid) from public, anon;
revoke all on function public.application_duplicates(uuid) from public, anon;
grant execute on function public.link_application_to_member(uuid, uuid) to authenticated, service_role;
grant execute on function public.application_duplicates(uuid) to authenticated, service_role;
