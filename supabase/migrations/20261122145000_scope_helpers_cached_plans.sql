-- Scope helpers in PL/pgSQL, so their plans are cached per connection.
--
-- A SQL-language function that cannot be inlined (ours are security definer with a fixed
-- search_path) is parsed and planned again for every statement that calls it. Each SELECT policy
-- calls the helpers in init plans, so every statement under RLS paid that planning: about 0.2 ms
-- per helper, 0.5 ms for `has_national_scope()` (it plans `active_officer_scopes()` too), which
-- was most of the RLS overhead of the member list and search at 200k members (`npm run bench:db`,
-- docs/benchmarks/db.md). PL/pgSQL keeps a prepared plan per statement and connection: the same
-- call costs about 0.02 ms. Meaning, security definer, search_path, parallel safety, grants and
-- comments are unchanged (CREATE OR REPLACE keeps grants and comments; parallel safety is restated
-- because it is not kept). Decision 0007.

create or replace function private.current_user_id()
returns uuid
language plpgsql
stable
parallel safe
set search_path = ''
as $$
begin
  return auth.uid();
end;
$$;

create or replace function private.active_officer_scopes()
returns table (organization_id uuid, organization_level public.organization_level, role_id uuid)
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return query
    select ra.organization_id, o.level, ra.role_id
    from public.role_assignments ra
    join public.roles r on r.id = ra.role_id
    join public.organizations o on o.id = ra.organization_id
    where ra.user_id = auth.uid()
      and r.level >= 2
      and (ra.expires_at is null or ra.expires_at > now());
end;
$$;

create or replace function private.expand_scope(p_organization_ids uuid[], p_levels public.organization_level[])
returns uuid[]
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return (
    select coalesce(array_agg(distinct o.id), '{}')
    from public.organizations o
    where 'DPP' = any (p_levels)
       or o.id = any (p_organization_ids)
       or o.parent_id = any (p_organization_ids)
  );
end;
$$;

create or replace function private.administered_organization_ids()
returns uuid[]
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return (
    select private.expand_scope(array_agg(s.organization_id), array_agg(s.organization_level))
    from private.active_officer_scopes() s
  );
end;
$$;

create or replace function private.organization_ids_with_permission(p_permission text)
returns uuid[]
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return (
    select private.expand_scope(array_agg(s.organization_id), array_agg(s.organization_level))
    from private.active_officer_scopes() s
    join public.role_permissions rp on rp.role_id = s.role_id
    join public.permissions p on p.id = rp.permission_id
    where p.name = p_permission
  );
end;
$$;

create or replace function private.has_national_scope()
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return exists (select 1 from private.active_officer_scopes() s where s.organization_level = 'DPP');
end;
$$;

create or replace function private.has_permission(p_permission text)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.role_assignments ra
    join public.role_permissions rp on rp.role_id = ra.role_id
    join public.permissions p on p.id = rp.permission_id
    where ra.user_id = auth.uid()
      and p.name = p_permission
      and (ra.expires_at is null or ra.expires_at > now())
  );
end;
$$;

create or replace function private.can_in_organization(p_permission text, p_organization_id uuid)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return p_organization_id = any (private.organization_ids_with_permission(p_permission));
end;
$$;

create or replace function private.current_member_id()
returns uuid
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return (select m.id from public.members m where m.user_id = auth.uid());
end;
$$;
