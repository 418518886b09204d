-- Member directory: accent- and typo-tolerant search by NAP or name, duplicate detection for
-- imports, the dashboard's badge counts, and the export permission for DPC officers.
--
-- Search runs as the caller (security invoker): RLS decides which rows exist. The explicit scope
-- filter it adds only lets the planner use the (organization_id, …) indexes (decision 0004 §4).

-- ---------------------------------------------------------------------------------------------
-- Normalised search text: lower case, accents removed. `unaccent(text)` is only stable (it reads
-- the dictionary through the search path); naming the dictionary makes the result immutable, so it
-- can back an expression index.
-- ---------------------------------------------------------------------------------------------

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

create index members_search_name_trgm_idx on public.members
  using gin (private.search_text(full_name) extensions.gin_trgm_ops);
create index members_str_number_idx on public.members (str_number) where str_number is not null;
create index members_status_organization_id_idx on public.members (membership_status, organization_id);
create index audit_logs_organization_id_created_at_idx on public.audit_logs (organization_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- search_members: one page of the directory (or every row, for exports) with the total.
-- ---------------------------------------------------------------------------------------------

create function public.search_members(
  p_search text default null,
  p_status public.membership_status default null,
  p_limit integer default 10,
  p_offset integer default 0
)
returns table (
  id uuid,
  nap text,
  full_name text,
  email text,
  phone text,
  "position" text,
  city text,
  province text,
  membership_status public.membership_status,
  membership_type public.membership_type,
  join_date date,
  expiry_date date,
  str_number text,
  sip_number text,
  sip_expiry_date date,
  workplace text,
  organization_id uuid,
  organization_name text,
  organization_code text,
  total_count bigint
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_term text := nullif(btrim(coalesce(p_search, '')), '');
  v_digits text;
  v_norm text;
  v_prefix text;
  v_scope uuid[];
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
  v_total bigint;
begin
  if p_limit is not null and (p_limit < 1 or p_limit > 100) then
    raise exception 'limit must be between 1 and 100' using errcode = '22023';
  end if;

  -- Filters the screen applies; RLS stays the guard.
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    v_where := case when cardinality(v_scope) > 0 then 'm.organization_id = any ($1)'
                    else 'm.user_id = (select auth.uid())' end;
  end if;
  if p_status is not null then
    v_where := v_where || ' and m.membership_status = $2';
  end if;

  if v_term is not null then
    v_digits := regexp_replace(v_term, '[\s.\-/]', '', 'g');
    if v_digits ~ '^[0-9]{2,12}$' then
      -- A NAP, or its beginning (3273… lists a chapter).
      v_where := v_where || ' and m.nap like $4';
      v_digits := v_digits || '%';
      v_order := 'm.nap, m.id';
    else
      v_norm := private.search_text(v_term);
      v_prefix := replace(replace(replace(v_norm, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      -- Substring match, or a word of the name close to the term (typos): both use the trigram index.
      v_where := v_where || ' and (private.search_text(m.full_name) like ''%'' || $8'
        || ' or $3 operator(extensions.<%) private.search_text(m.full_name))';
      v_order := '(private.search_text(m.full_name) like $8) desc, '
        || 'extensions.word_similarity($3, private.search_text(m.full_name)) desc, m.full_name, m.id';
    end if;
  end if;

  execute 'select count(*) from public.members m where ' || v_where
    into v_total
    using v_scope, p_status, v_norm, v_digits, null::integer, null::integer, null::bigint, v_prefix;

  return query execute
    'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
            m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
            m.workplace, m.organization_id, o.name, o.bps_code, $7
     from public.members m
     join public.organizations o on o.id = m.organization_id
     where ' || v_where || '
     order by ' || v_order || '
     limit $5 offset $6'
    using v_scope, p_status, v_norm, v_digits, p_limit, greatest(coalesce(p_offset, 0), 0), v_total, v_prefix;
end;
$$;

comment on function public.search_members(text, public.membership_status, integer, integer) is
  'Member directory within the caller''s scope (RLS): optional status, and a search by NAP (prefix, separators ignored) or by name (case- and accent-insensitive, typo-tolerant through trigram word similarity). p_limit null returns every row (exports). total_count is the number of matching rows.';
revoke all on function public.search_members(text, public.membership_status, integer, integer) from public, anon;
grant execute on function public.search_members(text, public.membership_status, integer, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Duplicate detection for imports: which of the given NAPs, emails and STR numbers are already in
-- the register, anywhere (an import must not create a second record of a member of another DPC).
-- It reveals existence only, and only to officers who may add members.
-- ---------------------------------------------------------------------------------------------

create function private.find_member_duplicates(p_naps text[], p_emails text[], p_str_numbers text[])
returns table (field text, value text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_permission('members.create') then
    raise exception 'permission members.create is required' using errcode = '42501';
  end if;
  return query
    select 'nap', m.nap from public.members m where m.nap = any (coalesce(p_naps, '{}'))
    union
    select 'email', lower(m.email) from public.members m
      where lower(m.email) = any (array(select lower(e) from unnest(coalesce(p_emails, '{}')) e))
    union
    select 'strNumber', m.str_number from public.members m where m.str_number = any (coalesce(p_str_numbers, '{}'));
end;
$$;

comment on function private.find_member_duplicates(text[], text[], text[]) is
  'Which of the given NAPs, emails (case-insensitive) and STR numbers exist in the register. Requires members.create.';
revoke all on function private.find_member_duplicates(text[], text[], text[]) from public;
grant execute on function private.find_member_duplicates(text[], text[], text[]) to authenticated, service_role;

create function public.find_member_duplicates(p_naps text[], p_emails text[], p_str_numbers text[])
returns table (field text, value text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.find_member_duplicates(p_naps, p_emails, p_str_numbers)
$$;

comment on function public.find_member_duplicates(text[], text[], text[]) is
  'Import check: which NAPs, emails and STR numbers are already registered. Requires members.create.';
revoke all on function public.find_member_duplicates(text[], text[], text[]) from public, anon;
grant execute on function public.find_member_duplicates(text[], text[], text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Sidebar and top-bar badges: pending items the caller can act on, and unread notifications.
-- ---------------------------------------------------------------------------------------------

create function public.dashboard_badges()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'pendingVerifications', (
      select count(*) from public.members m
      where m.membership_status = 'PENDING'
        and m.organization_id = any (private.organization_ids_with_permission('members.verify'))
    ),
    'pendingMutationApprovals', (
      select count(*) from public.mutation_requests r
      where (r.status = 'pending'
             and r.origin_organization_id = any (private.organization_ids_with_permission('mutations.approve')))
         or (r.status = 'processing'
             and r.target_organization_id = any (private.organization_ids_with_permission('mutations.approve')))
    ),
    'unreadNotifications', (
      select count(*) from public.notifications n where n.user_id = (select auth.uid()) and n.read_at is null
    )
  )
$$;

comment on function public.dashboard_badges() is
  'Live badge counts for the caller: applications they may verify, mutations awaiting their decision (release at the origin, acceptance at the target), unread notifications.';
revoke all on function public.dashboard_badges() from public, anon;
grant execute on function public.dashboard_badges() to authenticated, service_role;

create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

-- ---------------------------------------------------------------------------------------------
-- Exports: DPC officers export (and import) the members of their chapter (issue 5). The
-- permission's scope is the role's scope, so a DPC officer exports only their DPC.
-- ---------------------------------------------------------------------------------------------

insert into public.role_permissions (role_id, permission_id)
select r.id, p.id
from public.roles r, public.permissions p
where r.name = 'PENGURUS_DPC' and p.name = 'members.export'
on conflict do nothing;
