-- Officer actions: the caller's permission names, members only in a DPC, and mutation audit rows
-- that officers can see.
--
-- private.caller_permissions() is what the web app shows or hides officer actions by (GET
-- /profile/permissions): the permissions of the caller's unexpired role assignments, the same rows
-- private.has_permission() reads, so a button is shown exactly when the API's permission check
-- passes. Whether a row is in the caller's scope stays the business of RLS and
-- can_in_organization().
--
-- A member belongs to a city/regency chapter (DPC): the NAP starts with the DPC's BPS code and
-- the dues, reminders and transfers are run by DPCs. The members_insert policy only checks that
-- the organization is in the caller's scope, which for a DPW officer includes the DPW itself; a
-- trigger now refuses any organization that is not a DPC, for every role.
--
-- Audit rows of mutation requests had no organization (the table has an origin and a target, no
-- organization_id), so the audit_logs policy showed them to auditors only and an officer's recent
-- activity never listed a mutation decision. They now carry the side that acted.

create function private.caller_permissions()
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(distinct p.name order by p.name), '{}')
    from public.role_assignments ra
    join public.role_permissions rp on rp.role_id = ra.role_id
    join public.permissions p on p.id = rp.permission_id
    where ra.user_id = auth.uid()
      and (ra.expires_at is null or ra.expires_at > now())
  );
end;
$$;

comment on function private.caller_permissions() is
  'Sorted names of the permissions granted by the caller''s unexpired role assignments (any scope): the set private.has_permission() tests against. Empty for anon.';
revoke all on function private.caller_permissions() from public;
grant execute on function private.caller_permissions() to authenticated, service_role;

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

create trigger members_check_chapter
  before insert or update of organization_id on public.members
  for each row execute function private.check_member_chapter();

-- A mutation request's audit row goes to the side that acted: the target DPC for accept and
-- complete, the origin DPC for the request itself, release and reject.
create or replace function private.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  new_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  any_row jsonb := coalesce(new_row, old_row);
  action text := coalesce(nullif(current_setting('simk.audit_action', true), ''), tg_table_name || '.' || lower(tg_op));
begin
  if tg_op = 'UPDATE' and old_row = new_row then
    return null;
  end if;
  perform private.write_audit(
    action,
    tg_table_name,
    coalesce(any_row ->> 'id', any_row ->> 'role_id'),
    coalesce(
      any_row ->> 'organization_id',
      case tg_table_name
        when 'organizations' then any_row ->> 'id'
        when 'mutation_requests' then
          case when action in ('mutation_requests.accept', 'mutation_requests.complete')
               then any_row ->> 'target_organization_id'
               else any_row ->> 'origin_organization_id' end
      end
    )::uuid,
    old_row,
    new_row
  );
  return null;
end;
$$;
