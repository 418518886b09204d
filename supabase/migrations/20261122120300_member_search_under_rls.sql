-- Member search that can use its indexes under RLS.
--
-- Under row-level security PostgreSQL evaluates a query's own conditions after the policy unless
-- their operators are leakproof, and only leakproof conditions may drive an index scan. `like` and
-- pg_trgm's `<%` are not leakproof, so for an officer the trigram and NAP-prefix indexes were
-- unusable: every search read the whole scope (the whole register for SUPER_ADMIN). Likewise a
-- national count under RLS runs without parallel workers or index-only scans.
--
-- Now:
-- - a NAP prefix is a range on text_pattern_ops (`~>=~`, `~<~`: leakproof), served by
--   members_nap_pattern_idx directly under RLS;
-- - a name search asks private.member_name_matches for the ids of matching members within the
--   caller's own scope (security definer, so the trigram index is usable; it returns ids and a
--   rank only, never member data), and the rows are then read through RLS by id (uuid equality is
--   leakproof, so the primary key serves the join);
-- - an unfiltered total comes from private.count_members_in_scope, which counts within the same
--   scope the policies grant (index-only scans, parallel workers).
-- RLS stays the guard for every row returned.

create function private.member_name_matches(p_norm text, p_like text)
returns table (id uuid, is_prefix boolean, score real)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.search_name like p_like escape '\', extensions.word_similarity(p_norm, m.search_name)
  from public.members m
  where ((select private.has_national_scope())
         or m.organization_id = any (array(select unnest(private.administered_organization_ids())))
         or m.user_id = (select auth.uid()))
    and (m.search_name like '%' || p_like escape '\' or p_norm operator(extensions.<%) m.search_name)
$$;

comment on function private.member_name_matches(text, text) is
  'Ids of the members in the caller''s scope whose normalised name contains p_like (an escaped LIKE prefix pattern, ending in %) or is word-similar to p_norm, with is_prefix and the word similarity for ranking. Ids only: rows are read through RLS.';
revoke all on function private.member_name_matches(text, text) from public;
grant execute on function private.member_name_matches(text, text) to authenticated, service_role;

create function private.count_members_in_scope(p_status public.membership_status default null)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)
  from public.members m
  where ((select private.has_national_scope())
         or m.organization_id = any (array(select unnest(private.administered_organization_ids())))
         or m.user_id = (select auth.uid()))
    and (p_status is null or m.membership_status = p_status)
$$;

comment on function private.count_members_in_scope(public.membership_status) is
  'How many members (optionally of one status) the caller''s members_select policy lets them see; a count only.';
revoke all on function private.count_members_in_scope(public.membership_status) from public;
grant execute on function private.count_members_in_scope(public.membership_status) to authenticated, service_role;

create or replace function public.search_members(
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
  v_like text;
  v_scope uuid[];
  v_from text := 'public.members m';
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
  v_total bigint;
begin
  if p_limit is not null and (p_limit < 1 or p_limit > 100) then
    raise exception 'limit must be between 1 and 100' using errcode = '22023';
  end if;

  -- The filter the screen applies (the caller's scope); RLS stays the guard.
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
      -- A NAP or its beginning (3273… lists a chapter): a leakproof range on the pattern index.
      v_where := v_where || ' and m.nap operator(pg_catalog.~>=~) $4 and m.nap operator(pg_catalog.~<~) ($4 || ''~'')';
      v_order := 'm.nap, m.id';
    else
      v_norm := private.search_text(v_term);
      v_like := replace(replace(replace(v_norm, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      v_from := 'public.members m join private.member_name_matches($3, $8) c on c.id = m.id';
      v_order := 'c.is_prefix desc, c.score desc, m.full_name, m.id';
    end if;
  elsif p_limit is not null then
    -- Paging the whole scope: count it without RLS's per-row check (same scope, same rows).
    v_total := private.count_members_in_scope(p_status);
  end if;

  if v_total is null then
    execute 'select count(*) from ' || v_from || ' where ' || v_where
      into v_total
      using v_scope, p_status, v_norm, v_digits, null::integer, null::integer, null::bigint, v_like;
  end if;

  return query execute
    'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
            m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
            m.workplace, m.organization_id, o.name, o.bps_code, $7
     from ' || v_from || '
     join public.organizations o on o.id = m.organization_id
     where ' || v_where || '
     order by ' || v_order || '
     limit $5 offset $6'
    using v_scope, p_status, v_norm, v_digits, p_limit, greatest(coalesce(p_offset, 0), 0), v_total, v_like;
end;
$$;
