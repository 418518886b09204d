-- Organizations, access control and the audit log.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The chapter tree (DPP → DPW → DPC), roles, permissions, role assignments, the security definer
-- helpers in `private` that every RLS policy uses to find the caller's scope, and the audit log
-- that triggers and every state-changing function write. Scope comes from data (role
-- assignments), never from JWT claims, so a role change applies at once. See docs/data-model.md.
--
-- The audit log lives here rather than in a file of its own: its table refers to organizations,
-- and the tables of this file (and the reference data at the end) are audited from the start.

-- ---------------------------------------------------------------------------------------------
-- Organizations
-- ---------------------------------------------------------------------------------------------

create type public.organization_level as enum ('DPP', 'DPW', 'DPC');
comment on type public.organization_level is
  'Chapter level: DPP (national), DPW (province), DPC (city or regency).';

create table public.organizations (
  id uuid primary key default gen_random_uuid(),
  level public.organization_level not null,
  parent_id uuid references public.organizations (id) on delete restrict,
  bps_code text,
  name text not null check (length(btrim(name)) between 2 and 120)
    constraint organizations_name_no_control_characters check (name !~ '[[:cntrl:]]'),
  latitude numeric(8, 5) check (latitude between -90 and 90),
  longitude numeric(8, 5) check (longitude between -180 and 180),
  address text,
  phone text check (phone ~ '^\+[1-9][0-9]{6,14}$'),
  email text check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  is_active boolean not null default true,
  -- The chapter profile (issue 28 §3): written only by public.update_organization_profile.
  bank_name text
    constraint organizations_bank_name_format check (length(btrim(bank_name)) between 2 and 80 and bank_name !~ '[[:cntrl:]]'),
  bank_account_number text
    constraint organizations_bank_account_number_format check (bank_account_number ~ '^[0-9]{5,20}$'),
  bank_account_name text
    constraint organizations_bank_account_name_format check (
      length(btrim(bank_account_name)) between 2 and 120 and bank_account_name !~ '[[:cntrl:]]'),
  logo_path text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint organizations_bank_account_complete check (
    (bank_name is null) = (bank_account_number is null) and (bank_name is null) = (bank_account_name is null)),
  constraint organizations_logo_in_own_folder check (logo_path ~ ('^' || id::text || '/logo-[0-9a-f-]{36}\.(png|jpg|webp)$')),
  constraint organizations_address_length check (length(address) <= 500),
  constraint organizations_parent_by_level check ((level = 'DPP') = (parent_id is null)),
  constraint organizations_bps_code_format check (
    (level = 'DPP' and bps_code is null)
    or (level = 'DPW' and bps_code ~ '^[0-9]{2}$')
    or (level = 'DPC' and bps_code ~ '^[0-9]{4}$')
  ),
  constraint organizations_bps_code_key unique (bps_code)
);

comment on table public.organizations is
  'Chapters of the association: one DPP, a DPW per province (2-digit BPS code), a DPC per city or regency (4-digit BPS code). Latitude/longitude is a representative point for the public map.';
comment on constraint organizations_name_no_control_characters on public.organizations is
  'Names hold no control characters (tabs, line breaks, NUL-like bytes, escape sequences).';
comment on column public.organizations.bank_name is
  'Chapter profile: the bank of the account members pay manual transfers to (with bank_account_number and bank_account_name, all or none).';
comment on column public.organizations.bank_account_number is 'Chapter profile: the account number for manual transfers (digits only).';
comment on column public.organizations.bank_account_name is 'Chapter profile: the account holder''s name for manual transfers.';
comment on column public.organizations.logo_path is
  'Chapter profile: the logo''s object name in the public organization-logos bucket (<organizations.id>/logo-<uuid>.<ext>), or null.';
comment on constraint organizations_bank_account_complete on public.organizations is
  'A bank account for manual transfers is complete (bank, number, holder) or absent.';
comment on constraint organizations_logo_in_own_folder on public.organizations is
  'The logo lies in the chapter''s own folder of organization-logos.';
comment on constraint organizations_address_length on public.organizations is
  'An address is at most 500 characters.';
comment on column public.organizations.bps_code is
  'BPS (Badan Pusat Statistik) region code: 2 digits for a province, 4 for a city/regency. The first 4 digits of a NAP.';

create index organizations_parent_id_idx on public.organizations (parent_id);
create index organizations_level_idx on public.organizations (level);

create function private.check_organization_parent()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent public.organizations;
begin
  if new.parent_id is null then
    return new;
  end if;
  select * into parent from public.organizations where id = new.parent_id;
  if new.level = 'DPW' and parent.level is distinct from 'DPP' then
    raise exception 'a DPW must belong to the DPP' using errcode = '23514';
  end if;
  if new.level = 'DPC' and (parent.level is distinct from 'DPW' or left(new.bps_code, 2) <> parent.bps_code) then
    raise exception 'a DPC must belong to the DPW of its province (BPS code %)', left(new.bps_code, 2)
      using errcode = '23514';
  end if;
  return new;
end;
$$;

comment on function private.check_organization_parent() is
  'Trigger: a DPW hangs under the DPP, a DPC under the DPW whose BPS code prefixes its own.';
revoke all on function private.check_organization_parent() from public;

create trigger organizations_check_parent
  before insert or update of parent_id, level, bps_code on public.organizations
  for each row execute function private.check_organization_parent();
create trigger organizations_set_updated_at
  before update on public.organizations
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Roles, permissions and assignments
-- ---------------------------------------------------------------------------------------------

create type public.role_tier as enum ('SYSTEM', 'DPP', 'DPW', 'DPC', 'MEMBER');
comment on type public.role_tier is
  'The organization level a role is assigned at: SYSTEM and DPP roles at the DPP, DPW roles at a DPW, DPC and MEMBER roles at a DPC.';

create type public.permission_category as enum ('Members', 'Payments', 'Documents', 'Events', 'Organizations', 'System');
comment on type public.permission_category is 'Grouping of permissions on the role management screen.';

create table public.roles (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  display_name text not null,
  description text,
  level smallint not null check (level between 1 and 4),
  tier public.role_tier not null,
  is_system boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.roles is
  'Roles (spec §6). level: 4 SUPER_ADMIN/ADMIN_DPP, 3 DPW roles, 2 PENGURUS_DPC, 1 ANGGOTA. Roles of level 2 and above are officer roles: they give scope over organizations.';

create table public.permissions (
  id uuid primary key default gen_random_uuid(),
  name text not null unique check (name ~ '^[a-z_]+\.[a-z_]+$'),
  display_name text not null,
  category public.permission_category not null,
  description text,
  created_at timestamptz not null default now()
);

comment on table public.permissions is 'Permissions in dotted form (members.view), grouped by category.';

create table public.role_permissions (
  role_id uuid not null references public.roles (id) on delete cascade,
  permission_id uuid not null references public.permissions (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (role_id, permission_id)
);

comment on table public.role_permissions is 'Which permissions each role grants.';
create index role_permissions_permission_id_idx on public.role_permissions (permission_id);

create table public.role_assignments (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role_id uuid not null references public.roles (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete cascade,
  assigned_at timestamptz not null default now(),
  expires_at timestamptz,
  assigned_by uuid references auth.users (id) on delete set null,
  constraint role_assignments_unique unique (user_id, role_id, organization_id),
  constraint role_assignments_expiry_after_assignment check (expires_at is null or expires_at > assigned_at)
);

comment on table public.role_assignments is
  'A user holds a role within an organization (its scope). A DPP-level officer role covers every organization, a DPW-level one the DPW and its DPCs, a DPC-level one that DPC. Optional expiry.';

create index role_assignments_role_id_idx on public.role_assignments (role_id);
create index role_assignments_organization_id_idx on public.role_assignments (organization_id);
create index role_assignments_assigned_by_idx on public.role_assignments (assigned_by);

create trigger roles_set_updated_at
  before update on public.roles
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Scope helpers (security definer, not exposed): every policy calls these inside `(select …)`
-- so they run once per statement.
--
-- They are PL/pgSQL, not SQL: a SQL function that cannot be inlined (security definer, fixed
-- search_path) is parsed and planned again by every statement that calls it, while PL/pgSQL
-- keeps a prepared plan per statement and connection (≈0.2 ms → 0.02 ms a call). They are
-- parallel safe: they only read tables and the request's claims, which parallel workers
-- inherit, so a query under RLS keeps its parallel plan. Decision 0007, docs/benchmarks/db.md.
-- ---------------------------------------------------------------------------------------------

-- ---------------------------------------------------------------------------------------------
-- Two-factor sign-in for officers: SUPER_ADMIN may require that officers act only from a session
-- that passed the second factor (Supabase Auth MFA: the access token's `aal` claim is `aal2`).
-- The permission helpers below then grant an officer no permission that changes data at aal1;
-- reading stays allowed, so an officer can still see why and sign in again with the code.
-- ---------------------------------------------------------------------------------------------

create table public.security_settings (
  singleton boolean primary key default true
    constraint security_settings_one_row check (singleton),
  officer_aal2_required boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null
);

comment on table public.security_settings is
  'One row: the sign-in rules SUPER_ADMIN may change (set_officer_aal2_required). Read by every signed-in user.';
comment on column public.security_settings.singleton is 'Always true: the table holds one row.';
comment on column public.security_settings.officer_aal2_required is
  'When true, officers (roles of level ≥ 2) may change data only from a session at aal2 (password and authenticator code).';
comment on column public.security_settings.updated_at is 'When the settings last changed.';
comment on column public.security_settings.updated_by is 'Who last changed the settings (null for the migration).';
comment on constraint security_settings_one_row on public.security_settings is 'The table holds one row.';

create index security_settings_updated_by_idx on public.security_settings (updated_by);
insert into public.security_settings (officer_aal2_required) values (false);

create function private.is_read_permission(p_permission text)
returns boolean
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return p_permission ~ '\.view(_|$)';
end;
$$;

comment on function private.is_read_permission(text) is
  'Whether a permission only reads (members.view, system.view_audit, …); every other permission changes data.';

create function private.officer_aal_ok()
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not coalesce((select s.officer_aal2_required from public.security_settings s), false);
end;
$$;

comment on function private.officer_aal_ok() is
  'True unless SUPER_ADMIN requires aal2 for officers (security_settings) and the caller''s access token is not at aal2. The permission helpers apply it to officer roles and permissions that change data.';

revoke all on function private.is_read_permission(text) from public;
revoke all on function private.officer_aal_ok() from public;
grant execute on function private.is_read_permission(text) to authenticated, service_role;
grant execute on function private.officer_aal_ok() to authenticated, service_role;

create function private.active_officer_scopes()
returns table (organization_id uuid, organization_level public.organization_level, role_id uuid)
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  -- Once per call: named in the WHERE, the check would run per row and again for the estimates.
  v_user uuid := private.current_user_id();
begin
  if v_user is null then
    return;
  end if;
  return query
    select ra.organization_id, o.level, ra.role_id
    from public.role_assignments ra
    join public.roles r on r.id = ra.role_id
    join public.organizations o on o.id = ra.organization_id
    where ra.user_id = v_user
      and r.level >= 2
      and (ra.expires_at is null or ra.expires_at > now());
end;
$$;

comment on function private.active_officer_scopes() is
  'The caller''s unexpired officer assignments (role level ≥ 2) with the level of the organization each applies to.';

create function private.expand_scope(p_organization_ids uuid[], p_levels public.organization_level[])
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

comment on function private.expand_scope(uuid[], public.organization_level[]) is
  'Expands assigned organizations to the organizations they administer: DPP → all, DPW → itself and its DPCs, DPC → itself.';

create function private.administered_organization_ids()
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

comment on function private.administered_organization_ids() is
  'Organizations the caller administers through any officer role (DPC officer: its DPC; DPW: itself and its DPCs; DPP/SUPER_ADMIN: all). Empty for members and anon.';

create function private.organization_ids_with_permission(p_permission text)
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
      and (private.is_read_permission(p_permission) or private.officer_aal_ok())
  );
end;
$$;

comment on function private.organization_ids_with_permission(text) is
  'Organizations in which the caller holds an officer role granting the given permission. A permission that changes data counts only while private.officer_aal_ok() holds.';

create function private.has_national_scope()
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

comment on function private.has_national_scope() is
  'True when the caller holds an officer role at the DPP (SUPER_ADMIN, ADMIN_DPP): they see every organization.';

-- A member's own rights come from being the member (decision 0046): whoever is linked to a member
-- row that holds a NAP (members.user_id) holds the permissions of the ANGGOTA role, in the member's
-- current DPC, without any role assignment. Verification, a NAP claim, a transfer or a status change
-- therefore need no second write, and nothing can drift. An applicant (no NAP yet) holds none of
-- them: they see their profile and documents, which RLS gives them as the row's owner. Each action
-- still checks its own status rule (a transfer needs an ACTIVE member; arrears can always be paid).
create function private.member_role_id()
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
  return (
    select r.id
    from public.members m
    join public.roles r on r.name = 'ANGGOTA'
    where m.user_id = v_user and m.nap is not null
  );
end;
$$;

comment on function private.member_role_id() is
  'The ANGGOTA role''s id when the caller is linked (members.user_id) to a member row holding a NAP, else null: the member''s own rights, derived from the link rather than assigned.';
revoke all on function private.member_role_id() from public;
grant execute on function private.member_role_id() to authenticated, service_role;

create function private.has_permission(p_permission text)
returns boolean
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
    return false;
  end if;
  return exists (
    select 1
    from public.role_assignments ra
    join public.role_permissions rp on rp.role_id = ra.role_id
    join public.permissions p on p.id = rp.permission_id
    where ra.user_id = v_user
      and p.name = p_permission
      and (ra.expires_at is null or ra.expires_at > now())
      and (private.is_read_permission(p_permission) or private.officer_aal_ok())
  ) or exists (
    select 1
    from public.role_permissions rp
    join public.permissions p on p.id = rp.permission_id
    where rp.role_id = private.member_role_id() and p.name = p_permission
  );
end;
$$;

comment on function private.has_permission(text) is
  'True when any unexpired role assignment of the caller grants the permission, in any scope, or the caller''s membership does (private.member_role_id). An officer role grants a permission that changes data only while private.officer_aal_ok() holds.';

create function private.can_in_organization(p_permission text, p_organization_id uuid)
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

comment on function private.can_in_organization(text, uuid) is
  'True when the caller holds the permission through an officer role whose scope covers the organization.';

-- A chapter's own officers (issue 28 §3): the profile of a chapter (address, contacts, bank
-- account, logo) is edited by whoever holds the permission through an assignment at that very
-- chapter, not by the officers above it, whose scope covers it too.
create function private.is_chapter_officer(p_organization_id uuid, p_permission text)
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
    from private.active_officer_scopes() s
    join public.role_permissions rp on rp.role_id = s.role_id
    join public.permissions p on p.id = rp.permission_id
    where s.organization_id = p_organization_id
      and p.name = p_permission
      and (private.is_read_permission(p_permission) or private.officer_aal_ok())
  );
end;
$$;

comment on function private.is_chapter_officer(uuid, text) is
  'True when one of the caller''s unexpired officer assignments is at this organization itself (not above it) and its role grants the permission; a permission that changes data only while private.officer_aal_ok() holds. Used by public.update_organization_profile and the organization-logos policies.';
revoke all on function private.is_chapter_officer(uuid, text) from public;
grant execute on function private.is_chapter_officer(uuid, text) to authenticated, service_role;

-- Who hears of a DPC's requests (transfers, NAP claims): its own officers and its DPW's, not the
-- DPP's, which would hear of every request in the country.
create function private.chapter_officer_ids(p_organization_id uuid, p_permission text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct ra.user_id
  from public.role_assignments ra
  join public.roles ro on ro.id = ra.role_id
  join public.role_permissions rp on rp.role_id = ra.role_id
  join public.permissions p on p.id = rp.permission_id
  where p.name = p_permission
    and ro.level >= 2
    and (ra.expires_at is null or ra.expires_at > now())
    and ra.organization_id in (
      p_organization_id, (select o.parent_id from public.organizations o where o.id = p_organization_id)
    )
$$;

comment on function private.chapter_officer_ids(uuid, text) is
  'The officers told of a DPC''s requests: an unexpired officer role granting the permission, assigned at the DPC or at its DPW (not the DPP).';
revoke all on function private.chapter_officer_ids(uuid, text) from public;

revoke all on function private.active_officer_scopes() from public;
revoke all on function private.expand_scope(uuid[], public.organization_level[]) from public;
revoke all on function private.administered_organization_ids() from public;
revoke all on function private.organization_ids_with_permission(text) from public;
revoke all on function private.has_national_scope() from public;
revoke all on function private.has_permission(text) from public;
revoke all on function private.can_in_organization(text, uuid) from public;
grant execute on function private.administered_organization_ids() to authenticated, service_role;
grant execute on function private.organization_ids_with_permission(text) to authenticated, service_role;
grant execute on function private.has_national_scope() to authenticated, service_role;
grant execute on function private.has_permission(text) to authenticated, service_role;
grant execute on function private.can_in_organization(text, uuid) to authenticated, service_role;

-- The caller's id for policies and for every helper that names the caller. GoTrue's auth.uid() is
-- not marked parallel safe (and stays as GoTrue defines it), so naming it in a policy plans the
-- whole query without parallel workers; this wrapper is declared parallel safe. Policies call it
-- inside `(select …)`, like auth.uid(). (Comparing `id` with private.current_member_id() instead
-- would break INSERT … RETURNING of a self-registration: the new row is not yet visible to it.)
-- It is null for a token whose session has ended or that lacks the second factor its user has
-- (private.session_ok, decision 0050): every policy and helper built on it then finds nothing.
create function private.current_user_id()
returns uuid
language plpgsql
stable
parallel safe
set search_path = ''
as $$
begin
  return case when private.session_ok() then auth.uid() end;
end;
$$;

comment on function private.current_user_id() is
  'auth.uid() for policies and the helpers that name the caller, declared parallel safe so that a policy does not force a serial plan; null unless private.session_ok() (a live session, at aal2 when the user has a verified factor).';
revoke all on function private.current_user_id() from public;
grant execute on function private.current_user_id() to authenticated, service_role;

-- What the web app shows or hides officer actions by (GET /profile/permissions): the permissions
-- of the caller's unexpired role assignments, the same rows private.has_permission() reads, so a
-- button is shown exactly when the API's permission check passes. Whether a row is in the
-- caller's scope stays the business of RLS and can_in_organization().
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
    from (
      select ra.role_id
      from public.role_assignments ra
      where ra.user_id = (select private.current_user_id()) and (ra.expires_at is null or ra.expires_at > now())
      union all
      select private.member_role_id()
    ) held
    join public.role_permissions rp on rp.role_id = held.role_id
    join public.permissions p on p.id = rp.permission_id
  );
end;
$$;

comment on function private.caller_permissions() is
  'Sorted names of the permissions granted by the caller''s unexpired role assignments (any scope) and their membership (private.member_role_id): the set private.has_permission() tests against. Empty for anon.';
revoke all on function private.caller_permissions() from public;
grant execute on function private.caller_permissions() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Write guards of this file's tables (decision 0009; the rule and the shared helpers are in the
-- platform migration): nobody widens a scope, grants above their own or grants themselves.
-- ---------------------------------------------------------------------------------------------

create function private.holds_at_dpp(p_permission text)
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
    from private.active_officer_scopes() s
    join public.role_permissions rp on rp.role_id = s.role_id
    join public.permissions p on p.id = rp.permission_id
    where s.organization_level = 'DPP' and p.name = p_permission
  ) and private.officer_aal_ok();
end;
$$;

comment on function private.holds_at_dpp(text) is
  'True when an unexpired officer role of the caller at the DPP grants the permission, while private.officer_aal_ok() holds: a national power, not one held over a chapter''s subtree.';
revoke all on function private.holds_at_dpp(text) from public;
grant execute on function private.holds_at_dpp(text) to authenticated, service_role;

create function private.is_system_admin()
returns boolean
language sql
stable
security definer
parallel safe
set search_path = ''
as $$
  select private.holds_at_dpp('system.settings');
$$;

comment on function private.is_system_admin() is
  'True for a national system administrator: an unexpired officer role at the DPP granting system.settings (SUPER_ADMIN), while private.officer_aal_ok() holds. Only they change the chapter tree (level, parent, BPS code) or the rank of a role.';
revoke all on function private.is_system_admin() from public;
grant execute on function private.is_system_admin() to authenticated, service_role;

-- The settings of the whole federation (sign-in rules, grace period, dues split) are theirs alone.
create function private.require_system_admin(p_refusal text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.is_system_admin() then
    perform private.deny(p_refusal);
  end if;
end;
$$;

comment on function private.require_system_admin(text) is
  'Raises 42501 with the refusal unless the caller is a national system administrator (private.is_system_admin).';
revoke all on function private.require_system_admin(text) from public;

create function private.caller_max_role_level()
returns smallint
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return (
    select greatest(coalesce(max(r.level), 0), case when private.member_role_id() is not null then 1 else 0 end)::smallint
    from public.role_assignments ra
    join public.roles r on r.id = ra.role_id
    where ra.user_id = (select private.current_user_id()) and (ra.expires_at is null or ra.expires_at > now())
  );
end;
$$;

comment on function private.caller_max_role_level() is
  'The highest level (1 member … 4 national) among the caller''s unexpired roles; 0 for anon.';
revoke all on function private.caller_max_role_level() from public;
grant execute on function private.caller_max_role_level() to authenticated, service_role;

create function private.can_grant_role(p_role_id uuid, p_organization_id uuid)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  v_parent uuid := (select o.parent_id from public.organizations o where o.id = p_organization_id);
begin
  -- Officers are appointed from above: a DPW's role managers appoint its DPCs' officers, never
  -- their own level's (that would let them appoint each other); the DPP's own officers are the
  -- national role managers' to appoint.
  return (case when v_parent is null then private.manages_roles_nationally()
               else private.can_in_organization('system.manage_roles', v_parent) end)
    and coalesce((select r.level from public.roles r where r.id = p_role_id), 99) <= private.caller_max_role_level()
    and not exists (
      select 1
      from public.role_permissions rp
      join public.permissions p on p.id = rp.permission_id
      where rp.role_id = p_role_id
        and not private.can_in_organization(p.name, p_organization_id)
    );
end;
$$;

comment on function private.can_grant_role(uuid, uuid) is
  'May the caller assign (or change, or revoke) this role in this organization? They need system.manage_roles in the chapter above it (at the DPP itself: private.manages_roles_nationally), so nobody appoints at their own level, a role level at least the role''s, and every permission of the role in that organization: nobody grants above their own (an ADMIN_DPP, lacking system.settings, cannot grant SUPER_ADMIN).';
revoke all on function private.can_grant_role(uuid, uuid) from public;
grant execute on function private.can_grant_role(uuid, uuid) to authenticated, service_role;

create function private.can_grant_permission(p_role_id uuid, p_permission_id uuid)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  permission_name text := (select p.name from public.permissions p where p.id = p_permission_id);
begin
  return private.manages_roles_nationally()
    and permission_name is not null
    and private.has_permission(permission_name)
    -- Changing a role one holds is granting oneself.
    and not exists (select 1 from public.role_assignments ra where ra.role_id = p_role_id and ra.user_id = auth.uid())
    -- Every holder of the role gets the permission where they hold it: the caller must hold it there too.
    and not exists (
      select 1 from public.role_assignments ra
      where ra.role_id = p_role_id and not private.can_in_organization(permission_name, ra.organization_id)
    );
end;
$$;

comment on function private.can_grant_permission(uuid, uuid) is
  'May the caller add (or remove) this permission on this role? They need system.manage_roles at the DPP (private.manages_roles_nationally), the permission itself in every organization the role is assigned in, and must not hold the role themselves.';
revoke all on function private.can_grant_permission(uuid, uuid) from public;
grant execute on function private.can_grant_permission(uuid, uuid) to authenticated, service_role;

-- The chapter tree defines everyone's scope.
create function private.authorize_organization_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if (new.level, new.parent_id, new.bps_code) is distinct from (old.level, old.parent_id, old.bps_code)
     and not private.is_system_admin() then
    perform private.deny('only a national system administrator changes the level, parent or BPS code of an organization');
  end if;
  -- (De)activating is done from above: by whoever manages the parent (the DPP: system administrators).
  if new.is_active is distinct from old.is_active
     and not (private.is_system_admin() or coalesce(private.can_in_organization('organizations.manage', old.parent_id), false)) then
    perform private.deny('only the managers of the parent organization (de)activate an organization');
  end if;
  return new;
end;
$$;

comment on function private.authorize_organization_write() is
  'BEFORE UPDATE trigger on organizations (API callers): level, parent and BPS code (which define scope) change only by a system administrator; is_active only by managers of the parent organization.';
revoke all on function private.authorize_organization_write() from public;

create trigger organizations_authorize_write
  before update on public.organizations
  for each row execute function private.authorize_organization_write();

create function private.authorize_role_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if tg_op = 'INSERT' and new.level > private.caller_max_role_level() then
    perform private.deny('a role cannot rank above the caller''s own');
  end if;
  if tg_op = 'UPDATE' and (new.level, new.tier) is distinct from (old.level, old.tier) and not private.is_system_admin() then
    perform private.deny('only a national system administrator changes the level or tier of a role');
  end if;
  return new;
end;
$$;

comment on function private.authorize_role_write() is
  'BEFORE INSERT/UPDATE trigger on roles (API callers): a new role ranks no higher than the caller; changing the level or tier of an existing role (and so the scope of everyone holding it) is for system administrators.';
revoke all on function private.authorize_role_write() from public;

create trigger roles_authorize_write
  before insert or update on public.roles
  for each row execute function private.authorize_role_write();

-- Assignments: who, what and where are fixed once made (revoke and assign again); only the expiry
-- changes. assigned_by and assigned_at are set by the database.
create function private.authorize_role_assignment_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if new.user_id = auth.uid() then
    perform private.deny('you cannot change your own role assignments');
  end if;
  if not private.can_grant_role(new.role_id, new.organization_id) then
    perform private.deny('this role cannot be granted by you in this organization');
  end if;
  if tg_op = 'INSERT' then
    new.assigned_by := auth.uid();
    new.assigned_at := now();
  end if;
  return new;
end;
$$;

comment on function private.authorize_role_assignment_write() is
  'BEFORE INSERT/UPDATE trigger on role_assignments (API callers): never one''s own, only roles the caller may grant there (can_grant_role); records who assigned it and when.';
revoke all on function private.authorize_role_assignment_write() from public;

create trigger role_assignments_authorize_write
  before insert or update on public.role_assignments
  for each row execute function private.authorize_role_assignment_write();

-- Assignments must match the role's tier, and nobody may grant themselves a role.
-- The one rule of where a role is held: its tier's organization level.
create function private.organization_level_of_tier(p_tier public.role_tier)
returns public.organization_level
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_tier when 'SYSTEM' then 'DPP' when 'DPP' then 'DPP' when 'DPW' then 'DPW' when 'DPC' then 'DPC' end
    ::public.organization_level;
$$;

comment on function private.organization_level_of_tier(public.role_tier) is
  'The organization level a role of this tier is held at: SYSTEM and DPP at the DPP, DPW at a DPW, DPC at a DPC; none for MEMBER (member rights follow the membership).';
revoke all on function private.organization_level_of_tier(public.role_tier) from public;
grant execute on function private.organization_level_of_tier(public.role_tier) to authenticated, service_role;

create function private.check_role_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  role_tier public.role_tier;
  org_level public.organization_level;
begin
  select r.tier into role_tier from public.roles r where r.id = new.role_id;
  select o.level into org_level from public.organizations o where o.id = new.organization_id;
  -- Member rights follow the member's link (private.member_role_id), never an assignment that
  -- could be missing or outlive the membership (decision 0046).
  if role_tier = 'MEMBER' then
    raise exception 'Hak anggota mengikuti keanggotaan yang tertaut ke akun, bukan penugasan peran'
      using errcode = '42501';
  end if;
  if private.organization_level_of_tier(role_tier) is distinct from org_level then
    raise exception 'role tier % cannot be assigned at a % organization', role_tier, org_level
      using errcode = '23514';
  end if;
  -- Runs as the caller (security invoker): API callers are `authenticated`.
  if current_user = 'authenticated' and new.user_id = (select auth.uid()) then
    raise exception 'you cannot change your own role assignments' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' then
    new.assigned_by := coalesce(new.assigned_by, (select auth.uid()));
  end if;
  return new;
end;
$$;

comment on function private.check_role_assignment() is
  'Trigger: the organization level must match the role tier, a member-tier role (ANGGOTA) is never assigned (member rights come from members.user_id, private.member_role_id), and a caller cannot assign a role to themselves.';
revoke all on function private.check_role_assignment() from public;

create trigger role_assignments_check
  before insert or update on public.role_assignments
  for each row execute function private.check_role_assignment();

-- ---------------------------------------------------------------------------------------------
-- Role management (issue 28 §1): the rules that hold for every writer, Studio included, and the
-- functions the role management screens call. The functions are security invoker: the policies
-- and write guards above decide, and the functions say why in Indonesian first (the constraint
-- names map to API error codes in routes/_shared/database-errors.ts).
-- ---------------------------------------------------------------------------------------------

-- Custom roles are national reference data: only role managers at the DPP (SUPER_ADMIN,
-- ADMIN_DPP) define them, not a DPW's officers, whose system.manage_roles appoints their DPCs'
-- officers.
create function private.manages_roles_nationally()
returns boolean
language sql
stable
security definer
parallel safe
set search_path = ''
as $$
  select private.holds_at_dpp('system.manage_roles');
$$;

comment on function private.manages_roles_nationally() is
  'True for a role manager at the DPP: an unexpired officer role at the DPP granting system.manage_roles, while private.officer_aal_ok() holds. Only they create, edit and delete roles (policies roles_insert/update/delete, private.can_grant_permission).';
revoke all on function private.manages_roles_nationally() from public;
grant execute on function private.manages_roles_nationally() to authenticated, service_role;

-- A role still held is not deleted (the cascade would end its holders' assignments unseen).
create function private.refuse_role_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  select count(*)::integer into v_count
  from public.role_assignments ra
  where ra.role_id = old.id and (ra.expires_at is null or ra.expires_at > now());
  if v_count > 0 then
    raise exception 'Peran % masih dipegang oleh % penugasan aktif. Cabut penugasan tersebut sebelum menghapus peran.',
      old.display_name, v_count
      using errcode = '55000', constraint = 'role_in_use', detail = v_count::text;
  end if;
  return old;
end;
$$;

comment on function private.refuse_role_in_use() is
  'BEFORE DELETE trigger on roles (every writer): a role with unexpired assignments is not deleted; the message names how many (constraint role_in_use, the count in DETAIL). Expired assignments go with the role.';
revoke all on function private.refuse_role_in_use() from public;

create trigger roles_refuse_in_use
  before delete on public.roles
  for each row execute function private.refuse_role_in_use();

-- The association always has a SUPER_ADMIN. Its "horizon" is the latest moment one still holds
-- the role (infinity for one without expiry); no revocation, expiry or deletion (of the user, the
-- role or the DPP cascades here too) may bring it earlier than the changed row's own. Revoking one
-- of two permanent SUPER_ADMINs is fine; revoking the last, or giving it an expiry, is not.
create function private.keep_a_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old_horizon timestamptz;
  v_horizon timestamptz;
begin
  if not exists (select 1 from public.roles r where r.id = old.role_id and r.name = 'SUPER_ADMIN')
     or (old.expires_at is not null and old.expires_at <= now()) then
    return null;
  end if;
  v_old_horizon := coalesce(old.expires_at, 'infinity');
  select max(coalesce(ra.expires_at, 'infinity')) into v_horizon
  from public.role_assignments ra
  join public.roles r on r.id = ra.role_id
  where r.name = 'SUPER_ADMIN' and (ra.expires_at is null or ra.expires_at > now());
  if coalesce(v_horizon, '-infinity') < v_old_horizon then
    raise exception 'Super Administrator aktif terakhir tidak dapat dicabut, dibatasi masa berlakunya, atau dihapus. Tunjuk Super Administrator lain terlebih dahulu.'
      using errcode = '55000', constraint = 'last_super_admin';
  end if;
  return null;
end;
$$;

comment on function private.keep_a_super_admin() is
  'AFTER UPDATE/DELETE trigger on role_assignments (every writer, cascades included): refuses a change that shortens how long an active SUPER_ADMIN remains (constraint last_super_admin): the last permanent SUPER_ADMIN is never revoked, given an expiry or deleted.';
revoke all on function private.keep_a_super_admin() from public;

create trigger role_assignments_keep_a_super_admin
  after update or delete on public.role_assignments
  for each row execute function private.keep_a_super_admin();

-- Who an assignment is for, as the role management screens show it. The account's email is in
-- auth.users, which API roles cannot read: shown only for a user one of whose assignments the
-- caller sees (this restates policy role_assignments_select).
create function private.assignee_account(p_user_id uuid)
returns table (email text, full_name text, nap text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.role_assignments ra
    where ra.user_id = p_user_id
      and (ra.user_id = private.current_user_id()
           or private.has_national_scope()
           or ra.organization_id = any (private.administered_organization_ids()))
  ) then
    return;
  end if;
  return query
    select u.email::text,
           coalesce(m.full_name, nullif(u.raw_user_meta_data ->> 'full_name', ''), u.email::text),
           m.nap
    from auth.users u
    left join public.members m on m.user_id = u.id
    where u.id = p_user_id;
end;
$$;

comment on function private.assignee_account(uuid) is
  'The email, name and NAP of a user one of whose role assignments the caller may see (restates policy role_assignments_select); nothing otherwise.';
revoke all on function private.assignee_account(uuid) from public;
grant execute on function private.assignee_account(uuid) to authenticated, service_role;

-- The Assign Role dialog's user search: by email, NAP or name. A national role manager finds any
-- account; a chapter's role manager the members of the chapters where they manage roles.
create function public.search_role_candidates(p_search text, p_limit integer default 10)
returns table (user_id uuid, email text, full_name text, nap text, organization_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[] := private.organization_ids_with_permission('system.manage_roles');
  v_national boolean := private.manages_roles_nationally();
  v_pattern text := '%' || replace(replace(replace(lower(btrim(coalesce(p_search, ''))), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  if cardinality(coalesce(v_scope, '{}')) = 0 then
    perform private.deny('Anda tidak berwenang menugaskan peran.');
  end if;
  if length(btrim(coalesce(p_search, ''))) < 2 then
    return;
  end if;
  return query
    select u.id, u.email::text,
           coalesce(m.full_name, nullif(u.raw_user_meta_data ->> 'full_name', ''), u.email::text),
           m.nap, o.name
    from auth.users u
    left join public.members m on m.user_id = u.id
    left join public.organizations o on o.id = m.organization_id
    where (v_national or m.organization_id = any (v_scope))
      and (lower(u.email) like v_pattern or lower(coalesce(m.nap, '')) like v_pattern
           or lower(coalesce(m.full_name, u.raw_user_meta_data ->> 'full_name', '')) like v_pattern)
    order by lower(coalesce(m.full_name, u.email)), u.id
    limit least(greatest(coalesce(p_limit, 10), 1), 50);
end;
$$;

comment on function public.search_role_candidates(text, integer) is
  'Accounts a role could be assigned to, found by email, NAP or name (at least 2 characters, up to 50 rows): any account for a national role manager, else members of the chapters where the caller holds system.manage_roles. Refused (42501) to anyone holding it nowhere.';
revoke all on function public.search_role_candidates(text, integer) from public, anon;
grant execute on function public.search_role_candidates(text, integer) to authenticated, service_role;

-- The rank of a role follows its tier (spec §6).
create function private.role_level_of_tier(p_tier public.role_tier)
returns smallint
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
begin
  return case p_tier when 'SYSTEM' then 4 when 'DPP' then 4 when 'DPW' then 3 when 'DPC' then 2 else 1 end;
end;
$$;

comment on function private.role_level_of_tier(public.role_tier) is 'The level (1-4) of a role of a tier: SYSTEM/DPP 4, DPW 3, DPC 2, MEMBER 1.';
revoke all on function private.role_level_of_tier(public.role_tier) from public;
grant execute on function private.role_level_of_tier(public.role_tier) to authenticated, service_role;

-- Sets a custom role's permissions to exactly p_permission_ids; each added or removed one passes
-- policy role_permissions_insert/delete (private.can_grant_permission).
create function private.set_role_permissions(p_role_id uuid, p_permission_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_missing text;
begin
  if exists (select 1 from unnest(p_permission_ids) i where not exists (select 1 from public.permissions p where p.id = i)) then
    raise exception 'Izin yang dipilih tidak dikenal.' using errcode = '22023', constraint = 'role_input';
  end if;
  select string_agg(p.name, ', ' order by p.name) into v_missing
  from public.permissions p
  where (p.id = any (p_permission_ids)
         and not exists (select 1 from public.role_permissions rp where rp.role_id = p_role_id and rp.permission_id = p.id)
         or p.id <> all (p_permission_ids)
         and exists (select 1 from public.role_permissions rp where rp.role_id = p_role_id and rp.permission_id = p.id))
    and not private.can_grant_permission(p_role_id, p.id);
  if v_missing is not null then
    raise exception 'Anda tidak dapat memberikan atau mencabut izin yang tidak Anda miliki di setiap cakupan peran ini: %.', v_missing
      using errcode = '42501', constraint = 'role_not_grantable';
  end if;
  delete from public.role_permissions rp where rp.role_id = p_role_id and rp.permission_id <> all (p_permission_ids);
  insert into public.role_permissions (role_id, permission_id)
  select p_role_id, i from unnest(p_permission_ids) i
  on conflict do nothing;
end;
$$;

comment on function private.set_role_permissions(uuid, uuid[]) is
  'Makes a custom role grant exactly the given permissions; every change is one the caller may make (private.can_grant_permission, policies role_permissions_insert/delete), else 42501 role_not_grantable naming the permissions.';
revoke all on function private.set_role_permissions(uuid, uuid[]) from public;
grant execute on function private.set_role_permissions(uuid, uuid[]) to authenticated, service_role;

create function private.require_role_manager()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.manages_roles_nationally() then
    raise exception 'Hanya pengelola peran tingkat pusat yang dapat membuat, mengubah atau menghapus peran.'
      using errcode = '42501', constraint = 'role_not_grantable';
  end if;
end;
$$;

comment on function private.require_role_manager() is
  'Raises 42501 (role_not_grantable) unless the caller manages roles nationally (private.manages_roles_nationally).';
revoke all on function private.require_role_manager() from public;
grant execute on function private.require_role_manager() to authenticated, service_role;

create function public.create_role(
  p_name text,
  p_display_name text,
  p_description text,
  p_tier public.role_tier,
  p_permission_ids uuid[]
)
returns public.roles
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.roles;
begin
  perform private.require_role_manager();
  if p_tier is null or p_tier not in ('DPW', 'DPC') then
    raise exception 'Tingkat peran baru harus DPW atau DPC.' using errcode = '22023', constraint = 'role_input';
  end if;
  perform set_config('simk.audit_action', 'roles.create', true);
  insert into public.roles (name, display_name, description, level, tier)
  values (upper(btrim(p_name)), btrim(p_display_name), nullif(btrim(coalesce(p_description, '')), ''),
          private.role_level_of_tier(p_tier), p_tier)
  returning * into r;
  perform private.set_role_permissions(r.id, coalesce(p_permission_ids, '{}'));
  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function public.create_role(text, text, text, public.role_tier, uuid[]) is
  'Creates a custom role of tier DPW or DPC (level from the tier) with the given permissions, each one the caller holds. National role managers only; a taken name is 23505; audited (roles.create).';
revoke all on function public.create_role(text, text, text, public.role_tier, uuid[]) from public, anon;
grant execute on function public.create_role(text, text, text, public.role_tier, uuid[]) to authenticated, service_role;

create function public.update_role(p_id uuid, p_display_name text, p_description text, p_permission_ids uuid[])
returns public.roles
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.roles;
begin
  perform private.require_role_manager();
  select * into r from public.roles where id = p_id;
  if not found then
    raise exception 'Peran tidak ditemukan.' using errcode = 'P0002';
  end if;
  if r.is_system then
    raise exception 'Peran sistem tidak dapat diubah.' using errcode = '42501', constraint = 'role_not_grantable';
  end if;
  perform set_config('simk.audit_action', 'roles.update', true);
  update public.roles
     set display_name = btrim(p_display_name), description = nullif(btrim(coalesce(p_description, '')), '')
   where id = p_id
  returning * into r;
  perform private.set_role_permissions(r.id, coalesce(p_permission_ids, '{}'));
  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function public.update_role(uuid, text, text, uuid[]) is
  'Renames, describes and sets the permissions of a custom role (system roles are fixed). National role managers only, each permission change one they may make; audited (roles.update).';
revoke all on function public.update_role(uuid, text, text, uuid[]) from public, anon;
grant execute on function public.update_role(uuid, text, text, uuid[]) to authenticated, service_role;

create function public.delete_role(p_id uuid)
returns public.roles
language plpgsql
security invoker
set search_path = ''
as $$
declare
  r public.roles;
begin
  perform private.require_role_manager();
  select * into r from public.roles where id = p_id;
  if not found then
    raise exception 'Peran tidak ditemukan.' using errcode = 'P0002';
  end if;
  if r.is_system then
    raise exception 'Peran sistem tidak dapat dihapus.' using errcode = '42501', constraint = 'role_not_grantable';
  end if;
  perform set_config('simk.audit_action', 'roles.delete', true);
  delete from public.roles where id = p_id returning * into r;
  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function public.delete_role(uuid) is
  'Deletes a custom role no one holds (private.refuse_role_in_use names how many assignments do). National role managers only; audited (roles.delete).';
revoke all on function public.delete_role(uuid) from public, anon;
grant execute on function public.delete_role(uuid) to authenticated, service_role;

-- An expiry is a calendar date: the assignment holds through that day (Asia/Jakarta).
create function private.role_expiry_instant(p_expires_on date)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_expires_on is null then
    return null;
  end if;
  if p_expires_on < private.today() then
    raise exception 'Tanggal berakhir tidak boleh sebelum hari ini.' using errcode = '22023', constraint = 'role_assignment_input';
  end if;
  return (p_expires_on + 1)::timestamp at time zone 'Asia/Jakarta';
end;
$$;

comment on function private.role_expiry_instant(date) is
  'The end (Asia/Jakarta) of the last day an assignment holds; null for none. A day before private.today() is 22023 role_assignment_input.';
revoke all on function private.role_expiry_instant(date) from public;
grant execute on function private.role_expiry_instant(date) to authenticated, service_role;

-- Why an assignment may not be made or changed, in words; the write guards refuse it anyway.
create function private.check_role_grant(p_user_id uuid, p_role_id uuid, p_organization_id uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_user_id = auth.uid() then
    raise exception 'Anda tidak dapat mengubah penugasan peran Anda sendiri; mintalah pengelola peran lain.'
      using errcode = '42501', constraint = 'separation_of_duties';
  end if;
  if not private.can_grant_role(p_role_id, p_organization_id) then
    raise exception 'Anda tidak dapat memberikan peran ini di organisasi ini: peran itu memuat izin, tingkat atau cakupan yang tidak Anda miliki di sana.'
      using errcode = '42501', constraint = 'role_not_grantable';
  end if;
end;
$$;

comment on function private.check_role_grant(uuid, uuid, uuid) is
  'Raises, in Indonesian, why the caller may not assign, change or revoke this role here: their own (separation_of_duties) or not grantable (private.can_grant_role, role_not_grantable).';
revoke all on function private.check_role_grant(uuid, uuid, uuid) from public;
grant execute on function private.check_role_grant(uuid, uuid, uuid) to authenticated, service_role;

create function public.assign_role(p_user_id uuid, p_role_id uuid, p_organization_id uuid, p_expires_on date default null)
returns public.role_assignments
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_tier public.role_tier := (select r.tier from public.roles r where r.id = p_role_id);
  v_level public.organization_level := (select o.level from public.organizations o where o.id = p_organization_id);
  v_expires_at timestamptz := private.role_expiry_instant(p_expires_on);
  a public.role_assignments;
begin
  if v_tier is null or v_level is null then
    raise exception 'Peran atau organisasi tidak ditemukan.' using errcode = '22023', constraint = 'role_assignment_input';
  end if;
  if v_tier = 'MEMBER' then
    raise exception 'Hak anggota mengikuti keanggotaan yang tertaut ke akun, bukan penugasan peran.'
      using errcode = '22023', constraint = 'role_assignment_input';
  end if;
  if v_level <> private.organization_level_of_tier(v_tier) then
    raise exception 'Peran tingkat % hanya dapat ditugaskan di organisasi tingkat %.', v_tier,
      private.organization_level_of_tier(v_tier)
      using errcode = '22023', constraint = 'role_assignment_input';
  end if;
  perform private.check_role_grant(p_user_id, p_role_id, p_organization_id);
  if not private.user_exists(p_user_id) then
    raise exception 'Pengguna tidak ditemukan.' using errcode = '22023', constraint = 'role_assignment_input';
  end if;
  perform set_config('simk.audit_action', 'role_assignments.assign', true);
  -- An expired assignment of the same role there is replaced (both steps audited).
  delete from public.role_assignments ra
   where ra.user_id = p_user_id and ra.role_id = p_role_id and ra.organization_id = p_organization_id
     and ra.expires_at <= now();
  insert into public.role_assignments (user_id, role_id, organization_id, expires_at)
  values (p_user_id, p_role_id, p_organization_id, v_expires_at)
  returning * into a;
  perform set_config('simk.audit_action', '', true);
  return a;
end;
$$;

comment on function public.assign_role(uuid, uuid, uuid, date) is
  'Gives a user a role in an organization of the role''s level, until the end of p_expires_on (Asia/Jakarta) or without expiry. Only a role the caller may grant there (private.can_grant_role), never to themselves; an active one already held is 23505; an expired one is replaced. Audited (role_assignments.assign).';
revoke all on function public.assign_role(uuid, uuid, uuid, date) from public, anon;
grant execute on function public.assign_role(uuid, uuid, uuid, date) to authenticated, service_role;

create function private.user_exists(p_user_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (select 1 from auth.users u where u.id = p_user_id);
end;
$$;

comment on function private.user_exists(uuid) is 'Whether an auth user of that id exists (API roles cannot read auth.users).';
revoke all on function private.user_exists(uuid) from public;
grant execute on function private.user_exists(uuid) to authenticated, service_role;

create function private.lock_role_assignment(p_id uuid)
returns public.role_assignments
language plpgsql
set search_path = ''
as $$
declare
  a public.role_assignments;
begin
  -- Seen first, then checked, then locked: FOR UPDATE also applies the update policy, which would
  -- hide one's own assignment instead of saying why it cannot change.
  select * into a from public.role_assignments where id = p_id;
  if not found then
    raise exception 'Penugasan peran tidak ditemukan.' using errcode = 'P0002';
  end if;
  perform private.check_role_grant(a.user_id, a.role_id, a.organization_id);
  select * into a from public.role_assignments where id = p_id for update;
  return a;
end;
$$;

comment on function private.lock_role_assignment(uuid) is
  'Locks an assignment the caller sees (RLS; P0002 otherwise) and may change (private.check_role_grant).';
revoke all on function private.lock_role_assignment(uuid) from public;
grant execute on function private.lock_role_assignment(uuid) to authenticated, service_role;

create function public.set_role_assignment_expiry(p_id uuid, p_expires_on date)
returns public.role_assignments
language plpgsql
security invoker
set search_path = ''
as $$
declare
  a public.role_assignments := private.lock_role_assignment(p_id);
  v_expires_at timestamptz := private.role_expiry_instant(p_expires_on);
begin
  perform set_config('simk.audit_action', 'role_assignments.set_expiry', true);
  update public.role_assignments set expires_at = v_expires_at where id = a.id returning * into a;
  perform set_config('simk.audit_action', '', true);
  return a;
end;
$$;

comment on function public.set_role_assignment_expiry(uuid, date) is
  'Renews or limits an assignment: it holds through p_expires_on (Asia/Jakarta), or without expiry when null. Same rights as assigning it; the last SUPER_ADMIN keeps no expiry (private.keep_a_super_admin). Audited (role_assignments.set_expiry).';
revoke all on function public.set_role_assignment_expiry(uuid, date) from public, anon;
grant execute on function public.set_role_assignment_expiry(uuid, date) to authenticated, service_role;

create function public.revoke_role_assignment(p_id uuid)
returns public.role_assignments
language plpgsql
security invoker
set search_path = ''
as $$
declare
  a public.role_assignments := private.lock_role_assignment(p_id);
begin
  perform set_config('simk.audit_action', 'role_assignments.revoke', true);
  delete from public.role_assignments where id = a.id returning * into a;
  perform set_config('simk.audit_action', '', true);
  return a;
end;
$$;

comment on function public.revoke_role_assignment(uuid) is
  'Ends an assignment at once. Same rights as assigning it; never the last SUPER_ADMIN (private.keep_a_super_admin). Audited (role_assignments.revoke).';
revoke all on function public.revoke_role_assignment(uuid) from public, anon;
grant execute on function public.revoke_role_assignment(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Audit log
-- ---------------------------------------------------------------------------------------------

create table public.audit_logs (
  id bigint generated always as identity primary key,
  actor_id uuid,
  actor_role text not null default current_user,
  action text not null,
  entity text not null,
  entity_id text,
  organization_id uuid,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);

comment on table public.audit_logs is
  'Append-only audit trail: who (auth user and database role) did what to which row, with the row before and after. Written by triggers and by every state-changing function; never writable by API roles.';
comment on column public.audit_logs.actor_id is 'auth.users id of the caller; kept (no foreign key) when the user is deleted.';
comment on column public.audit_logs.organization_id is
  'The organization whose officers see the entry; kept (no foreign key: a referential action would rewrite the entry, and the log is append-only) when the organization is deleted.';

-- The audit viewer (GET /audit/entries) pages newest first, by (created_at, id) (keyset): each
-- filter it offers has an index that yields its rows in that order, so a page reads about a page
-- of rows (tests/db/audit-log.test.ts, at a million entries).
create index audit_logs_entity_idx on public.audit_logs (entity, entity_id);
create index audit_logs_created_at_idx on public.audit_logs (created_at desc, id desc);
create index audit_logs_organization_id_created_at_idx on public.audit_logs (organization_id, created_at desc, id desc);
create index audit_logs_actor_id_idx on public.audit_logs (actor_id, created_at desc, id desc);
create index audit_logs_action_idx on public.audit_logs (action, created_at desc, id desc);


create function private.write_audit(
  p_action text,
  p_entity text,
  p_entity_id text,
  p_organization_id uuid,
  p_before jsonb,
  p_after jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_logs (actor_id, actor_role, action, entity, entity_id, organization_id, before, after)
  values (
    (select auth.uid()),
    coalesce(nullif((select auth.role()), ''), session_user::text),
    p_action, p_entity, p_entity_id, p_organization_id, p_before, p_after
  )
$$;

comment on function private.write_audit(text, text, text, uuid, jsonb, jsonb) is
  'Appends one audit_logs row for the current caller.';
revoke all on function private.write_audit(text, text, text, uuid, jsonb, jsonb) from public;

-- A transfer request has no organization_id: its audit row goes to the side that acted, the
-- target DPC for accept and complete, the origin DPC for the request itself, release and reject.
create function private.audit_row_change()
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
        when 'transfer_requests' then
          case when action in ('transfer_requests.accept', 'transfer_requests.complete')
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

comment on function private.audit_row_change() is
  'AFTER trigger: writes the row before/after to audit_logs. A state-changing function names its action by setting simk.audit_action (transaction-local) around its writes.';
revoke all on function private.audit_row_change() from public;

create trigger organizations_audit after insert or update or delete on public.organizations
  for each row execute function private.audit_row_change();
create trigger roles_audit after insert or update or delete on public.roles
  for each row execute function private.audit_row_change();
create trigger role_permissions_audit after insert or update or delete on public.role_permissions
  for each row execute function private.audit_row_change();
create trigger role_assignments_audit after insert or update or delete on public.role_assignments
  for each row execute function private.audit_row_change();
create trigger security_settings_set_updated_at before update on public.security_settings
  for each row execute function private.set_updated_at();
create trigger security_settings_audit after insert or update or delete on public.security_settings
  for each row execute function private.audit_row_change();

alter table public.security_settings enable row level security;
revoke all on public.security_settings from public, anon, authenticated;
grant all on public.security_settings to service_role;
-- Written only by set_officer_aal2_required (security definer).
grant select on public.security_settings to authenticated;

create policy security_settings_select on public.security_settings
  for select to authenticated
  using (true);

comment on policy security_settings_select on public.security_settings is
  'Every signed-in user reads the sign-in rules (the app tells an officer why a change needs the code).';

create function public.set_officer_aal2_required(p_required boolean)
returns public.security_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.security_settings;
begin
  perform private.require_system_admin('only a system administrator changes the security settings');
  -- Turning the rule on from an aal1 session would lock the administrator out of changing it back.
  if p_required and coalesce(auth.jwt() ->> 'aal', '') <> 'aal2' then
    raise exception 'requiring aal2 for officers needs a session at aal2' using errcode = '42501';
  end if;
  perform set_config('simk.audit_action', 'security_settings.update', true);
  update public.security_settings set officer_aal2_required = p_required, updated_by = (select auth.uid())
  where singleton
  returning * into s;
  perform set_config('simk.audit_action', '', true);
  return s;
end;
$$;

comment on function public.set_officer_aal2_required(boolean) is
  'Requires (or stops requiring) aal2 for officers'' changes. SUPER_ADMIN only (system.settings at the DPP); turning it on needs the caller at aal2; audited.';
revoke all on function public.set_officer_aal2_required(boolean) from public, anon;
grant execute on function public.set_officer_aal2_required(boolean) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- RLS and grants
-- ---------------------------------------------------------------------------------------------

alter table public.organizations enable row level security;
alter table public.roles enable row level security;
alter table public.permissions enable row level security;
alter table public.role_permissions enable row level security;
alter table public.role_assignments enable row level security;
alter table public.audit_logs enable row level security;

revoke all on public.organizations, public.roles, public.permissions, public.role_permissions,
  public.role_assignments, public.audit_logs from public, anon, authenticated;
grant all on public.organizations, public.roles, public.permissions, public.role_permissions,
  public.role_assignments to service_role;
-- The audit log is append-only (private.refuse_audit_change, audit viewer migration): the service
-- role reads it; entries are written by private.write_audit (security definer) only. The owner
-- gives up changing it too.
revoke all on public.audit_logs from service_role;
grant select on public.audit_logs to service_role;
revoke update, delete, truncate on public.audit_logs from postgres;

-- Organizations are public information (map, registration form). Ids and timestamps are the
-- database's.
grant select on public.organizations to anon, authenticated;
grant delete on public.organizations to authenticated;
grant insert (level, parent_id, bps_code, name, latitude, longitude, address, phone, email, is_active)
  on public.organizations to authenticated;
-- The profile (address, phone, email, bank account, logo) changes only through
-- public.update_organization_profile, by the chapter's own officers.
grant update (level, parent_id, bps_code, name, latitude, longitude, is_active)
  on public.organizations to authenticated;

create policy organizations_select on public.organizations
  for select to anon, authenticated
  using (true);
-- New organizations go under one the caller manages; a new DPP only by a system administrator.
create policy organizations_insert on public.organizations
  for insert to authenticated
  with check (
    case
      when level = 'DPP' then (select private.is_system_admin())
      else parent_id = any (array(select unnest(private.organization_ids_with_permission('organizations.manage'))))
    end
  );
create policy organizations_update on public.organizations
  for update to authenticated
  using (id = any (array(select unnest(private.organization_ids_with_permission('organizations.manage')))))
  with check (id = any (array(select unnest(private.organization_ids_with_permission('organizations.manage')))));
-- Removing a chapter reshapes the tree: system administrators only.
create policy organizations_delete on public.organizations
  for delete to authenticated
  using ((select private.is_system_admin()));

-- Roles and permissions: readable by signed-in users (the UI shows them), managed by system admins.
-- role_permissions rows are added or removed, never edited; ids and timestamps are the database's.
grant select on public.roles, public.permissions, public.role_permissions to authenticated;
grant delete on public.roles, public.role_permissions to authenticated;
grant insert (name, display_name, description, level, tier) on public.roles to authenticated;
grant update (name, display_name, description, level, tier) on public.roles to authenticated;
grant insert (role_id, permission_id) on public.role_permissions to authenticated;

create policy roles_select on public.roles
  for select to authenticated
  using (true);
create policy roles_insert on public.roles
  for insert to authenticated
  with check ((select private.manages_roles_nationally()) and not is_system);
create policy roles_update on public.roles
  for update to authenticated
  using ((select private.manages_roles_nationally()) and not is_system)
  with check ((select private.manages_roles_nationally()) and not is_system);
create policy roles_delete on public.roles
  for delete to authenticated
  using ((select private.manages_roles_nationally()) and not is_system);

create policy permissions_select on public.permissions
  for select to authenticated
  using (true);

create policy role_permissions_select on public.role_permissions
  for select to authenticated
  using (true);
create policy role_permissions_insert on public.role_permissions
  for insert to authenticated
  with check (
    not exists (select 1 from public.roles r where r.id = role_id and r.is_system)
    and private.can_grant_permission(role_id, permission_id)
  );
create policy role_permissions_delete on public.role_permissions
  for delete to authenticated
  using (
    not exists (select 1 from public.roles r where r.id = role_id and r.is_system)
    and private.can_grant_permission(role_id, permission_id)
  );

-- Role assignments: own rows and rows in the caller's scope are readable; changes only of roles the
-- caller may grant there (private.can_grant_role), never on the caller's own user. Only the expiry
-- of an assignment changes.
grant select, delete on public.role_assignments to authenticated;
grant insert (user_id, role_id, organization_id, expires_at) on public.role_assignments to authenticated;
grant update (expires_at) on public.role_assignments to authenticated;

create policy role_assignments_select on public.role_assignments
  for select to authenticated
  using (
    user_id = (select private.current_user_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
comment on policy role_assignments_select on public.role_assignments is
  'One''s own assignments, every assignment for a national officer, and those in the chapters the caller administers. Restated outside RLS by a security definer function, which must change with it: private.assignee_account (the email, name and NAP of an assignee, from auth.users, for the role management screens).';
create policy role_assignments_insert on public.role_assignments
  for insert to authenticated
  with check (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));
create policy role_assignments_update on public.role_assignments
  for update to authenticated
  using (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id))
  with check (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));
create policy role_assignments_delete on public.role_assignments
  for delete to authenticated
  using (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));

-- Audit log: read-only for national auditors (system.view_audit through a role at the DPP, whose
-- scope holds the DPP itself) and officers (their organizations' entries: the dashboard's recent
-- activity). The audit viewer narrows an officer's view further to the organizations where they
-- hold system.view_audit (private.audit_viewer_scope).
grant select on public.audit_logs to authenticated;

create policy audit_logs_select on public.audit_logs
  for select to authenticated
  using (
    (select exists (
      select 1 from public.organizations o
      where o.level = 'DPP' and o.id = any (private.organization_ids_with_permission('system.view_audit'))
    ))
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );

comment on policy audit_logs_select on public.audit_logs is
  'National auditors (system.view_audit in a scope holding the DPP: SUPER_ADMIN, ADMIN_DPP) read every entry; officers read their organizations'' entries. Summarised for the viewer by private.audit_viewer_scope, which narrows officers to where they hold system.view_audit.';

-- ---------------------------------------------------------------------------------------------
-- Reference data: the roles of spec §6 and their permissions
-- ---------------------------------------------------------------------------------------------

insert into public.roles (name, display_name, description, level, tier, is_system) values
  ('SUPER_ADMIN', 'Super Administrator', 'Akses penuh, manajemen peran, konfigurasi, semua wilayah', 4, 'SYSTEM', true),
  ('ADMIN_DPP', 'Admin DPP', 'Administrator tingkat pusat: seluruh wilayah, termasuk peran', 4, 'DPP', true),
  ('PENGURUS_DPW', 'Pengurus DPW', 'Wilayah: anggota, persetujuan mutasi, iuran, laporan, pemantauan cabang', 3, 'DPW', true),
  ('ADMIN_DPW', 'Admin DPW', 'Administrasi wilayah: data anggota, pembayaran dan laporan', 3, 'DPW', true),
  ('PENGURUS_DPC', 'Pengurus DPC', 'Cabang: anggota, persetujuan mutasi, iuran, laporan, verifikasi anggota', 2, 'DPC', true),
  ('ANGGOTA', 'Anggota', 'Profil sendiri, permohonan mutasi, pembayaran iuran, riwayat sendiri', 1, 'MEMBER', true);

insert into public.permissions (name, display_name, category, description) values
  ('members.view', 'Lihat anggota', 'Members', 'Melihat data anggota dalam cakupan'),
  ('members.create', 'Tambah anggota', 'Members', 'Mendaftarkan anggota baru'),
  ('members.edit', 'Ubah anggota', 'Members', 'Mengubah data anggota dan status keanggotaan'),
  ('members.delete', 'Hapus anggota', 'Members', 'Menghapus data anggota'),
  ('members.verify', 'Verifikasi anggota', 'Members', 'Memverifikasi pendaftaran dan menerbitkan NAP'),
  ('members.export', 'Ekspor/impor anggota', 'Members', 'Mengekspor dan mengimpor data anggota'),
  ('mutations.view', 'Lihat mutasi', 'Members', 'Melihat permohonan mutasi dalam cakupan'),
  ('mutations.create', 'Ajukan mutasi', 'Members', 'Mengajukan mutasi atas nama anggota'),
  ('mutations.approve', 'Putuskan mutasi', 'Members', 'Melepas, menerima, menolak dan menyelesaikan mutasi'),
  ('profile.view', 'Lihat profil sendiri', 'Members', 'Melihat profil dan riwayat sendiri'),
  ('profile.edit', 'Ubah profil sendiri', 'Members', 'Mengubah kontak dan data profesi sendiri'),
  ('mutations.request', 'Mohon mutasi sendiri', 'Members', 'Mengajukan mutasi untuk diri sendiri'),
  ('payments.view', 'Lihat pembayaran', 'Payments', 'Melihat tagihan dan pembayaran dalam cakupan'),
  ('payments.create', 'Catat pembayaran', 'Payments', 'Mencatat pembayaran iuran'),
  ('payments.pay', 'Bayar iuran sendiri', 'Payments', 'Membayar tagihan sendiri'),
  ('dues.manage', 'Kelola iuran', 'Payments', 'Mengelola kategori iuran nasional dan menerbitkan tagihan'),
  ('dues.bill', 'Terbitkan tagihan', 'Payments', 'Menerbitkan tagihan iuran bagi anggota dalam cakupan'),
  ('dues.remind', 'Kirim pengingat', 'Payments', 'Mengirim pengingat tunggakan'),
  ('documents.view', 'Lihat dokumen', 'Documents', 'Melihat dokumen anggota dalam cakupan'),
  ('documents.manage', 'Kelola dokumen', 'Documents', 'Mengelola dokumen dan sertifikasi'),
  ('events.manage', 'Kelola kegiatan', 'Events', 'Mengelola kegiatan dan SKP'),
  ('content.manage', 'Kelola berita dan blog', 'Events', 'Menulis dan menerbitkan berita dan blog'),
  ('organizations.view', 'Lihat organisasi', 'Organizations', 'Melihat data organisasi'),
  ('organizations.manage', 'Kelola organisasi', 'Organizations', 'Mengubah data DPW dan DPC'),
  ('organizations.edit_profile', 'Ubah profil organisasi', 'Organizations', 'Mengubah alamat, kontak, rekening dan logo organisasi sendiri'),
  ('reports.view', 'Lihat laporan', 'System', 'Melihat laporan keanggotaan dan keuangan'),
  ('system.manage_roles', 'Kelola peran', 'System', 'Mengelola peran, izin dan penugasan'),
  ('system.view_audit', 'Lihat jejak audit', 'System', 'Melihat jejak audit seluruh sistem'),
  ('system.settings', 'Konfigurasi sistem', 'System', 'Mengubah konfigurasi sistem');

insert into public.role_permissions (role_id, permission_id)
select r.id, p.id
from public.roles r
join public.permissions p on
  case r.name
    when 'SUPER_ADMIN' then true
    when 'ADMIN_DPP' then p.name <> 'system.settings'
    when 'PENGURUS_DPW' then p.name in (
      'members.view', 'members.create', 'members.edit', 'members.verify', 'members.export',
      'mutations.view', 'mutations.create', 'mutations.approve',
      'payments.view', 'payments.create', 'dues.remind', 'dues.bill',
      'documents.view', 'documents.manage', 'events.manage',
      'organizations.view', 'organizations.manage', 'organizations.edit_profile', 'reports.view',
      -- Appoints its DPCs' officers (private.can_grant_role: only below its own chapter).
      'system.manage_roles',
      'profile.view', 'profile.edit', 'mutations.request', 'payments.pay')
    when 'ADMIN_DPW' then p.name in (
      'members.view', 'members.edit', 'members.export', 'mutations.view',
      'payments.view', 'payments.create', 'dues.remind', 'documents.view',
      'organizations.view', 'reports.view',
      'profile.view', 'profile.edit', 'mutations.request', 'payments.pay')
    when 'PENGURUS_DPC' then p.name in (
      'members.view', 'members.create', 'members.edit', 'members.verify', 'members.export',
      'mutations.view', 'mutations.create', 'mutations.approve',
      'payments.view', 'payments.create', 'dues.remind', 'dues.bill',
      'documents.view', 'documents.manage', 'organizations.view', 'organizations.edit_profile', 'reports.view',
      'profile.view', 'profile.edit', 'mutations.request', 'payments.pay')
    when 'ANGGOTA' then p.name in ('profile.view', 'profile.edit', 'mutations.request', 'payments.pay')
    else false
  end;
