-- Write guards: every column the Data API roles can write is guarded (issue 9).
--
-- Hosted Supabase exposes `public` through PostgREST, so every grant to `authenticated` is reachable
-- with a user's own token, not only through our API. The policies checked *which rows* a caller may
-- write, but not *what* they write into them: a DPW officer could re-level their own DPW to a DPP
-- (national scope), create organizations anywhere, an ADMIN_DPP could hand out SUPER_ADMIN, and a
-- member could insert a document with a verification code of their choosing that the public
-- verification page then vouched for.
--
-- The rule, enforced here for the API roles (`anon`, `authenticated`): nobody widens their own scope
-- or anyone else's, creates an organization outside their scope, grants a role or permission above
-- their own, or makes a document verifiable. The tools, in order of preference:
--   1. column grants: columns no API caller ever writes (ids, timestamps, who-did-it columns) are
--      simply not granted;
--   2. policies that test the new row (organization inserts);
--   3. BEFORE triggers named `<table>_authorize_write`, which compare NEW with OLD. They fire before
--      the other BEFORE triggers of their table (triggers fire in name order), so a refusal is a
--      permission error (42501), not an incidental constraint error;
--   4. SQL functions for the officer-only step of vouching for a document.
-- The guards test `current_user`: SIMK's security definer functions run as their owner and are
-- the "system" path, as are the service role and `postgres` (Supabase Studio, migrations, seed).
-- Decision 0009; the adversarial suite in tests/db/adversarial-writes.test.ts proves it for every
-- table, column and demo role, generated from the catalog.

-- ---------------------------------------------------------------------------------------------
-- Helpers
-- ---------------------------------------------------------------------------------------------

create function private.is_api_caller()
returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

comment on function private.is_api_caller() is
  'True when the statement runs as a Data API role (anon, authenticated) rather than as a SIMK security definer function, the service role or an owner (Studio, migrations, seed): the write guards apply only then.';
revoke all on function private.is_api_caller() from public;
grant execute on function private.is_api_caller() to anon, authenticated, service_role;

create function private.is_system_admin()
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
    where s.organization_level = 'DPP' and p.name = 'system.settings'
  );
end;
$$;

comment on function private.is_system_admin() is
  'True for a national system administrator: an unexpired officer role at the DPP granting system.settings (SUPER_ADMIN). Only they change the chapter tree (level, parent, BPS code) or the rank of a role.';
revoke all on function private.is_system_admin() from public;
grant execute on function private.is_system_admin() to authenticated, service_role;

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
    select coalesce(max(r.level), 0)::smallint
    from public.role_assignments ra
    join public.roles r on r.id = ra.role_id
    where ra.user_id = auth.uid() and (ra.expires_at is null or ra.expires_at > now())
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
begin
  return private.can_in_organization('system.manage_roles', p_organization_id)
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
  'May the caller assign (or change, or revoke) this role in this organization? They need system.manage_roles there, a role level at least the role''s, and every permission of the role in that organization: nobody grants above their own (an ADMIN_DPP, lacking system.settings, cannot grant SUPER_ADMIN).';
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
  return private.has_permission('system.manage_roles')
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
  'May the caller add (or remove) this permission on this role? They need system.manage_roles, the permission itself in every organization the role is assigned in, and must not hold the role themselves.';
revoke all on function private.can_grant_permission(uuid, uuid) from public;
grant execute on function private.can_grant_permission(uuid, uuid) to authenticated, service_role;

create function private.deny(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', p_message using errcode = '42501';
end;
$$;

comment on function private.deny(text) is 'Raises a permission error (42501) with the message: the write guards'' refusal.';
revoke all on function private.deny(text) from public;
grant execute on function private.deny(text) to anon, authenticated, service_role;

-- Who-did-it columns (author_id, created_by, uploaded_by) are not granted to API roles; this
-- BEFORE INSERT trigger fills the named column with the caller, so it can never name someone else.
create function private.stamp_caller()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() then
    new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], auth.uid()));
  end if;
  return new;
end;
$$;

comment on function private.stamp_caller() is
  'BEFORE INSERT trigger (argument: a column name): for API callers, sets that column to auth.uid().';
revoke all on function private.stamp_caller() from public;

-- ---------------------------------------------------------------------------------------------
-- Organizations: the chapter tree defines everyone's scope.
-- ---------------------------------------------------------------------------------------------

revoke insert, update on public.organizations from authenticated;
grant insert (level, parent_id, bps_code, name, latitude, longitude, address, phone, email, is_active)
  on public.organizations to authenticated;
grant update (level, parent_id, bps_code, name, latitude, longitude, address, phone, email, is_active)
  on public.organizations to authenticated;

-- New organizations go under one the caller manages; a new DPP only by a system administrator.
alter policy organizations_insert on public.organizations
  with check (
    case
      when level = 'DPP' then (select private.is_system_admin())
      else parent_id = any (array(select unnest(private.organization_ids_with_permission('organizations.manage'))))
    end
  );
-- Removing a chapter reshapes the tree: system administrators only.
alter policy organizations_delete on public.organizations
  using ((select private.is_system_admin()));

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

-- ---------------------------------------------------------------------------------------------
-- Roles, permissions, assignments: nobody grants above their own, nobody grants themselves.
-- ---------------------------------------------------------------------------------------------

revoke insert, update on public.roles from authenticated;
grant insert (name, display_name, description, level, tier) on public.roles to authenticated;
grant update (name, display_name, description, level, tier) on public.roles to authenticated;

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

-- role_permissions rows are added or removed, never edited; created_at is the database's.
revoke insert, update on public.role_permissions from authenticated;
grant insert (role_id, permission_id) on public.role_permissions to authenticated;

alter policy role_permissions_insert on public.role_permissions
  with check (
    not exists (select 1 from public.roles r where r.id = role_id and r.is_system)
    and private.can_grant_permission(role_id, permission_id)
  );
alter policy role_permissions_delete on public.role_permissions
  using (
    not exists (select 1 from public.roles r where r.id = role_id and r.is_system)
    and private.can_grant_permission(role_id, permission_id)
  );

-- Assignments: who, what and where are fixed once made (revoke and assign again); only the expiry
-- changes. assigned_by and assigned_at are set by the database.
revoke insert, update on public.role_assignments from authenticated;
grant insert (user_id, role_id, organization_id, expires_at) on public.role_assignments to authenticated;
grant update (expires_at) on public.role_assignments to authenticated;

alter policy role_assignments_insert on public.role_assignments
  with check (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));
alter policy role_assignments_update on public.role_assignments
  using (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id))
  with check (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));
alter policy role_assignments_delete on public.role_assignments
  using (user_id <> (select auth.uid()) and private.can_grant_role(role_id, organization_id));

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

-- ---------------------------------------------------------------------------------------------
-- Members: links to logins, and the member's own membership data.
-- ---------------------------------------------------------------------------------------------

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

-- ---------------------------------------------------------------------------------------------
-- Records that belong to a member (documents, certifications, SKP credits): the organization is
-- the member's own DPC, so an officer cannot file a record for a member outside their scope under
-- an organization inside it.
-- ---------------------------------------------------------------------------------------------

create function private.authorize_member_record_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  -- Certificates and SKP credits vouch for a member: an officer never records their own.
  if tg_table_name <> 'documents'
     and private.current_member_id() in (new.member_id, case when tg_op = 'UPDATE' then old.member_id end) then
    perform private.deny('nobody records or changes their own certificate or SKP credits');
  end if;
  if tg_op = 'INSERT' or (new.member_id, new.organization_id) is distinct from (old.member_id, old.organization_id) then
    -- Read under the caller's RLS: a member the caller cannot see does not match either.
    if new.organization_id is distinct from (select m.organization_id from public.members m where m.id = new.member_id) then
      perform private.deny('the organization of a member''s record is the member''s own DPC');
    end if;
  end if;
  return new;
end;
$$;

comment on function private.authorize_member_record_write() is
  'BEFORE INSERT/UPDATE trigger on documents, certifications and skp_credits (API callers): organization_id must be the (visible) member''s current DPC when either changes; certificates and SKP credits are never the caller''s own.';
revoke all on function private.authorize_member_record_write() from public;

revoke insert, update on public.certifications from authenticated;
grant insert (member_id, organization_id, title, issuer, certificate_number, issued_on, expires_on, status, verification_code)
  on public.certifications to authenticated;
grant update (member_id, organization_id, title, issuer, certificate_number, issued_on, expires_on, status, verification_code)
  on public.certifications to authenticated;
create trigger certifications_authorize_write
  before insert or update on public.certifications
  for each row execute function private.authorize_member_record_write();

revoke insert, update on public.skp_credits from authenticated;
grant insert (member_id, organization_id, event_id, activity, category, credits, earned_on)
  on public.skp_credits to authenticated;
grant update (member_id, organization_id, event_id, activity, category, credits, earned_on)
  on public.skp_credits to authenticated;
create trigger skp_credits_authorize_write
  before insert or update on public.skp_credits
  for each row execute function private.authorize_member_record_write();

-- ---------------------------------------------------------------------------------------------
-- Documents: only an officer vouches for one.
-- ---------------------------------------------------------------------------------------------

alter table public.documents
  add column verified_at timestamptz,
  add column verified_by uuid references auth.users (id) on delete set null;

comment on column public.documents.verified_at is
  'When an officer (documents.manage in the member''s DPC) checked the document against the original; only then does verify_document vouch for its code. Set by mark_document_verified.';
comment on column public.documents.verified_by is 'The officer who verified the document (null when verified by the system, e.g. imported).';
comment on column public.documents.verification_code is
  'The code printed on the document for /document-verification. Set only by an officer or the system; vouched for only once verified_at is set.';
comment on column public.documents.uploaded_by is 'Who uploaded the file: the caller, set by the database.';
create index documents_verified_by_idx on public.documents (verified_by);

revoke insert on public.documents from authenticated;
grant insert (member_id, organization_id, mutation_request_id, kind, title, storage_path, mime_type, size_bytes, verification_code)
  on public.documents to authenticated;

create function private.authorize_document_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  if new.verification_code is not null
     and (not private.can_in_organization('documents.manage', new.organization_id)
          or new.member_id = private.current_member_id()) then
    perform private.deny('only an officer gives a document its verification code, and never to their own');
  end if;
  if new.storage_path not like 'members/' || new.member_id::text || '/%' then
    perform private.deny('a document''s file lies under the member''s own folder (members/<member id>/)');
  end if;
  if new.mutation_request_id is not null
     and not exists (select 1 from public.mutation_requests r where r.id = new.mutation_request_id and r.member_id = new.member_id) then
    perform private.deny('a document can support only the member''s own mutation request');
  end if;
  return new;
end;
$$;

comment on function private.authorize_document_write() is
  'BEFORE INSERT trigger on documents (API callers): a verification code only from an officer with documents.manage there, never on their own document; the file under members/<member id>/; a mutation request of the same member.';
revoke all on function private.authorize_document_write() from public;

create trigger documents_authorize_write
  before insert on public.documents
  for each row execute function private.authorize_document_write();
create trigger documents_check_member_organization
  before insert on public.documents
  for each row execute function private.authorize_member_record_write();
create trigger documents_stamp_caller
  before insert on public.documents
  for each row execute function private.stamp_caller('uploaded_by');

create function private.mark_document_verified(p_document_id uuid)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.documents;
  before_row jsonb;
begin
  select * into d from public.documents where id = p_document_id for update;
  if not found then
    raise exception 'document % not found', p_document_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization('documents.manage', d.organization_id) then
    raise exception 'permission documents.manage is required for this member''s DPC' using errcode = '42501';
  end if;
  if d.member_id = private.current_member_id() then
    raise exception 'nobody verifies their own document' using errcode = '42501';
  end if;
  before_row := to_jsonb(d);
  update public.documents
  set verified_at = now(),
      verified_by = auth.uid(),
      verification_code = coalesce(
        verification_code,
        'DOK-' || upper(kind::text) || '-' || upper(encode(extensions.gen_random_bytes(4), 'hex'))
      )
  where id = p_document_id
  returning * into d;
  perform private.write_audit('documents.verify', 'documents', d.id::text, d.organization_id, before_row, to_jsonb(d));
  return d;
end;
$$;

comment on function private.mark_document_verified(uuid) is
  'An officer (documents.manage in the member''s DPC, not the document''s owner) vouches for a document: stamps verified_at/verified_by, gives it a verification code if it has none, and audits it.';
revoke all on function private.mark_document_verified(uuid) from public;
grant execute on function private.mark_document_verified(uuid) to authenticated, service_role;

create function public.mark_document_verified(p_document_id uuid)
returns public.documents
language sql
security invoker
set search_path = ''
as $$
  select * from private.mark_document_verified(p_document_id)
$$;

comment on function public.mark_document_verified(uuid) is
  'Marks a member document as checked by an officer, so /document-verification vouches for its code. Requires documents.manage in the member''s DPC.';
revoke all on function public.mark_document_verified(uuid) from public, anon;
grant execute on function public.mark_document_verified(uuid) to authenticated, service_role;

-- The public check vouches only for documents an officer (or the system) verified.
create or replace function private.verify_document(p_code text)
returns table (kind public.document_kind, title text, holder_name text, organization_name text, issued_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select d.kind, d.title, m.full_name, o.name, (d.created_at at time zone 'Asia/Jakarta')::date
  from public.documents d
  join public.members m on m.id = d.member_id
  join public.organizations o on o.id = d.organization_id
  where lower(d.verification_code) = lower(btrim(p_code))
    and d.verified_at is not null
$$;

comment on function private.verify_document(text) is
  'Looks up one officer-verified document (verified_at set) by its verification code.';

-- ---------------------------------------------------------------------------------------------
-- Content: authors and creators are the caller; ids and timestamps are the database's.
-- ---------------------------------------------------------------------------------------------

revoke insert, update on public.news from authenticated;
grant insert (slug, title, excerpt, content, image_url, author_name, organization_id, category, tags, views,
  featured, priority, status, published_at) on public.news to authenticated;
grant update (slug, title, excerpt, content, image_url, author_name, organization_id, category, tags, views,
  featured, priority, status, published_at) on public.news to authenticated;
create trigger news_stamp_caller
  before insert on public.news
  for each row execute function private.stamp_caller('author_id');

revoke insert, update on public.blog_posts from authenticated;
grant insert (slug, title, excerpt, content, image_url, author_name, category, tags, views, status, published_at)
  on public.blog_posts to authenticated;
grant update (slug, title, excerpt, content, image_url, author_name, category, tags, views, status, published_at)
  on public.blog_posts to authenticated;
create trigger blog_posts_stamp_caller
  before insert on public.blog_posts
  for each row execute function private.stamp_caller('author_id');

revoke insert, update on public.events from authenticated;
grant insert (slug, title, description, location, is_online, starts_at, ends_at, image_url, registration_url,
  capacity, skp_credits, organization_id, status, published_at) on public.events to authenticated;
grant update (slug, title, description, location, is_online, starts_at, ends_at, image_url, registration_url,
  capacity, skp_credits, organization_id, status, published_at) on public.events to authenticated;
create trigger events_stamp_caller
  before insert on public.events
  for each row execute function private.stamp_caller('created_by');

revoke insert, update on public.dues_categories from authenticated;
grant insert (name, amount, period, description, is_active) on public.dues_categories to authenticated;
grant update (name, amount, period, description, is_active) on public.dues_categories to authenticated;
