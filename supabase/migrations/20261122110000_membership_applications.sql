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
