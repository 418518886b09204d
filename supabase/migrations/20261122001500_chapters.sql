-- Chapters: the chapter profile, the chapter list with its figures, and the structure tree
-- (issue 28 §3).
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The profile columns of public.organizations (address, phone, email, bank account, logo) and
-- private.is_chapter_officer are in …000100_organizations_and_access.sql; the organization-logos
-- bucket in …001100_storage.sql. This file holds what reads the members' and bills' totals (so it
-- runs after them): the figures of each chapter, read from private.member_totals and
-- private.bill_totals rather than counted per request, and the function that writes a profile.

-- ---------------------------------------------------------------------------------------------
-- The chapter profile: written by the chapter's own officers
-- ---------------------------------------------------------------------------------------------

create function public.update_organization_profile(
  p_organization_id uuid,
  p_address text,
  p_phone text,
  p_email text,
  p_bank_name text,
  p_bank_account_number text,
  p_bank_account_name text,
  p_logo_path text
)
returns public.organizations
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.organizations;
begin
  if not private.is_chapter_officer(p_organization_id, 'organizations.edit_profile') then
    perform private.deny('only the chapter''s own officers (organizations.edit_profile) edit its profile');
  end if;
  -- A new logo must have been uploaded into the chapter's folder first (organization_logos_insert):
  -- not another chapter's file.
  if nullif(btrim(p_logo_path), '') is not null and not exists (
    select 1 from storage.objects so
    where so.bucket_id = 'organization-logos' and so.name = btrim(p_logo_path)
      and (storage.foldername(so.name))[1] = p_organization_id::text
  ) then
    raise exception 'the logo file does not exist in organization-logos'
      using errcode = '23514', constraint = 'organization_logo_uploaded';
  end if;
  perform set_config('simk.audit_action', 'organizations.update_profile', true);
  update public.organizations
  set address = nullif(btrim(p_address), ''),
      phone = nullif(btrim(p_phone), ''),
      email = nullif(lower(btrim(p_email)), ''),
      bank_name = nullif(btrim(p_bank_name), ''),
      bank_account_number = nullif(btrim(p_bank_account_number), ''),
      bank_account_name = nullif(btrim(p_bank_account_name), ''),
      logo_path = nullif(btrim(p_logo_path), '')
  where id = p_organization_id
  returning * into o;
  perform set_config('simk.audit_action', '', true);
  return o;
end;
$$;

comment on function public.update_organization_profile(uuid, text, text, text, text, text, text, text) is
  'Writes a chapter''s profile (address, phone, email, bank account for manual transfers, logo; empty text clears). Only the chapter''s own officers (private.is_chapter_officer with organizations.edit_profile), not the officers above it; a logo must lie in the chapter''s folder of organization-logos. Audited as organizations.update_profile.';
revoke all on function public.update_organization_profile(uuid, text, text, text, text, text, text, text) from public, anon;
grant execute on function public.update_organization_profile(uuid, text, text, text, text, text, text, text)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Officers of chapters: public (the /struktur pages and the chapter profile)
-- ---------------------------------------------------------------------------------------------

create function public.chapter_officers(p_organization_ids uuid[])
returns table (organization_id uuid, full_name text, role_name text, role_display_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select ra.organization_id,
         coalesce(m.full_name, nullif(btrim(u.raw_user_meta_data ->> 'full_name'), '')) as full_name,
         r.name, r.display_name
  from public.role_assignments ra
  join public.roles r on r.id = ra.role_id
  join auth.users u on u.id = ra.user_id
  left join public.members m on m.user_id = ra.user_id
  where ra.organization_id = any (p_organization_ids)
    and r.level >= 2
    and r.tier <> 'SYSTEM'
    and (ra.expires_at is null or ra.expires_at > now())
  order by ra.organization_id, r.level desc, r.display_name, 2
$$;

comment on function public.chapter_officers(uuid[]) is
  'The unexpired officers (roles of level ≥ 2, not the SYSTEM tier) of the given chapters: name and role only, for anyone (the public /struktur pages). Reads role_assignments past role_assignments_select, publishing only who holds which office.';
revoke all on function public.chapter_officers(uuid[]) from public;
grant execute on function public.chapter_officers(uuid[]) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Figures of chapters: members and dues, from the totals, in the caller's scope
-- ---------------------------------------------------------------------------------------------

-- For each chapter: the chapter and what lies under it (DPP: all; DPW: its DPCs). Only the
-- chapters the caller administers, so the members and bills counted are ones members_select and
-- bills_select let them see (those policies' comments name this function).
create function private.chapter_figures(p_organization_ids uuid[])
returns table (
  organization_id uuid,
  members bigint,
  active_members bigint,
  pending_members bigint,
  unpaid_bills bigint,
  unpaid_amount bigint,
  overdue_amount bigint,
  paid_amount bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with chapters as (
    select o.id, o.level
    from public.organizations o
    where o.id = any (p_organization_ids)
      and o.id = any (private.administered_organization_ids())
  ), subtree as (
    select c.id as chapter_id, d.id as organization_id
    from chapters c
    join public.organizations d on c.level = 'DPP' or d.id = c.id or d.parent_id = c.id
  ), members as (
    select t.organization_id,
           sum(t.members) filter (where t.membership_status <> 'REJECTED') as members,
           sum(t.members) filter (where t.membership_status = 'ACTIVE') as active_members,
           sum(t.members) filter (where t.membership_status = 'PENDING') as pending_members
    from private.member_totals t
    group by t.organization_id
  ), bills as (
    select t.organization_id,
           sum(t.bills) filter (where t.status = 'unpaid') as unpaid_bills,
           sum(t.amount) filter (where t.status = 'unpaid') as unpaid_amount,
           sum(t.amount) filter (where t.status = 'unpaid' and t.due_date < private.today()) as overdue_amount,
           sum(t.amount) filter (where t.status = 'paid') as paid_amount
    from private.bill_totals t
    group by t.organization_id
  )
  select s.chapter_id,
         coalesce(sum(m.members), 0)::bigint,
         coalesce(sum(m.active_members), 0)::bigint,
         coalesce(sum(m.pending_members), 0)::bigint,
         coalesce(sum(b.unpaid_bills), 0)::bigint,
         coalesce(sum(b.unpaid_amount), 0)::bigint,
         coalesce(sum(b.overdue_amount), 0)::bigint,
         coalesce(sum(b.paid_amount), 0)::bigint
  from subtree s
  left join members m on m.organization_id = s.organization_id
  left join bills b on b.organization_id = s.organization_id
  group by s.chapter_id
$$;

comment on function private.chapter_figures(uuid[]) is
  'Members (not rejected, active, pending) and dues (unpaid bills and amount, overdue and paid amount) of each given chapter the caller administers, its own and those of the chapters under it, from private.member_totals and private.bill_totals. Restates members_select and bills_select: only chapters in private.administered_organization_ids().';
revoke all on function private.chapter_figures(uuid[]) from public;
grant execute on function private.chapter_figures(uuid[]) to authenticated, service_role;

-- The chapter list (/organizations): the chapters the caller administers, searchable by name or
-- BPS code, a page at a time, with their figures.
create function public.chapter_page(p_search text default null, p_limit integer default 20, p_offset integer default 0)
returns table (
  id uuid,
  name text,
  level public.organization_level,
  bps_code text,
  parent_id uuid,
  parent_name text,
  is_active boolean,
  members bigint,
  active_members bigint,
  pending_members bigint,
  unpaid_amount bigint,
  total bigint
)
language sql
stable
security definer
set search_path = ''
as $$
  with visible as (
    select o.id, o.name, o.level, o.bps_code, o.parent_id, p.name as parent_name, o.is_active,
           count(*) over () as total
    from public.organizations o
    left join public.organizations p on p.id = o.parent_id
    where o.id = any (private.administered_organization_ids())
      and (p_search is null or o.name ilike p_search or o.bps_code like replace(p_search, '%', '') || '%')
    order by o.level, coalesce(p.name, o.name), o.name
    limit greatest(1, least(p_limit, 100)) offset greatest(0, p_offset)
  )
  select v.id, v.name, v.level, v.bps_code, v.parent_id, v.parent_name, v.is_active,
         f.members, f.active_members, f.pending_members, f.unpaid_amount, v.total
  from visible v
  join private.chapter_figures(array(select v2.id from visible v2)) f on f.organization_id = v.id
  order by v.level, coalesce(v.parent_name, v.name), v.name
$$;

comment on function public.chapter_page(text, integer, integer) is
  'A page of the chapters the caller administers (private.administered_organization_ids), by level, province and name, optionally matching an ilike pattern on the name (or a BPS code prefix), with their figures (private.chapter_figures) and the total number matching.';
revoke all on function public.chapter_page(text, integer, integer) from public, anon;
grant execute on function public.chapter_page(text, integer, integer) to authenticated, service_role;

-- The chapter /organization-profile opens by default: that of the caller's highest officer
-- assignment (SUPER_ADMIN, ADMIN_DPP: the DPP; a DPW officer: the DPW), else the member's DPC.
create function private.own_chapter_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(
    (select s.organization_id
     from private.active_officer_scopes() s
     join public.roles r on r.id = s.role_id
     order by r.level desc, s.organization_level, s.organization_id
     limit 1),
    (select m.organization_id from public.members m where m.user_id = private.current_user_id())
  );
end;
$$;

comment on function private.own_chapter_id() is
  'The caller''s own chapter: the organization of their highest unexpired officer assignment, else their member row''s DPC; null for neither.';
revoke all on function private.own_chapter_id() from public;
grant execute on function private.own_chapter_id() to authenticated, service_role;
