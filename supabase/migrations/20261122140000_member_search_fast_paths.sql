-- Member search fast paths at 200k members (measured with `npm run bench`, docs/performance.md).
--
-- - A single-chapter scope filters with `organization_id = $1` (not `= any`), so the
--   (organization_id, full_name, id) index returns the page in order and stops after it.
-- - Name matches are ranked, counted and paged inside private.member_name_matches' scope
--   (security definer, ids and rank only); only the page's rows are read through RLS.
-- - A NAP prefix is the range prefix000… to prefix999… (NAPs are 12 digits) with plain, leakproof
--   text comparisons, which the nap indexes serve in order.
-- - The plain list and NAP-prefix pages (ids in order, and the total) come from
--   private.member_page: index-only scans on (organization_id, membership_status, full_name, id),
--   (membership_status, full_name, id) and (nap) include (organization_id, membership_status), within the caller's scope; only the page's rows are read through RLS.
-- - The own-row arm is `id = current_member_id()`, as in the members_select policy.

drop function private.member_name_matches(text, text);

create function private.member_name_matches(p_norm text, p_like text, p_status public.membership_status default null)
returns table (id uuid, is_prefix boolean, score real, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[];
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
  end if;
  return query execute
    'select m.id, m.search_name like $2, extensions.word_similarity($1, m.search_name), m.full_name
     from public.members m
     where (m.search_name like ''%'' || $2 or $1 operator(extensions.<%) m.search_name)'
    || case when v_scope is null then '' else ' and (m.organization_id = any ($3) or m.id = $5)' end
    || case when p_status is null then '' else ' and m.membership_status = $4' end
    using p_norm, p_like, v_scope, p_status, private.current_member_id();
end;
$$;

comment on function private.member_name_matches(text, text, public.membership_status) is
  'Ids of the members in the caller''s scope (the members_select policy''s scope) whose normalised name contains p_like (an escaped LIKE prefix pattern ending in %) or is word-similar to p_norm, optionally of one status, with is_prefix, the word similarity and the name for ranking. Ids and rank only: rows are read through RLS.';
revoke all on function private.member_name_matches(text, text, public.membership_status) from public;
grant execute on function private.member_name_matches(text, text, public.membership_status) to authenticated, service_role;

-- No longer used: member_page counts the page's scope itself.
drop function private.count_members_in_scope(public.membership_status);

-- Pages of the plain list and of a NAP prefix, as ids in order, from index-only scans within the
-- caller's scope; search_members reads the page's rows through RLS.
create index members_organization_id_status_name_idx on public.members (organization_id, membership_status, full_name, id);
create index members_status_full_name_idx on public.members (membership_status, full_name, id);
create index members_nap_scope_idx on public.members (nap) include (organization_id, membership_status)
  where nap is not null;

create function private.member_page(
  p_nap_prefix text,
  p_status public.membership_status,
  p_limit integer,
  p_offset integer
)
returns table (id uuid, ordinal bigint, total bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
begin
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    -- The chapters only (no OR with the own row, which would defeat the ordered index scan);
    -- a caller without officer scope sees their own row.
    v_where := case when cardinality(v_scope) = 1 then 'm.organization_id = ($1)[1]'
                    when cardinality(v_scope) > 1 then 'm.organization_id = any ($1)'
                    else 'm.id = $5' end;
  end if;
  if p_status is not null then
    v_where := v_where || ' and m.membership_status = $2';
  end if;
  if p_nap_prefix is not null then
    -- NAPs are 12 digits: a prefix is the range prefix000… to prefix999… (leakproof text
    -- comparisons, served in order by the nap index).
    v_where := v_where || ' and m.nap between rpad($3, 12, ''0'') and rpad($3, 12, ''9'')';
    v_order := 'm.nap';
  end if;
  return query execute
    'select p.id, p.ordinal, (select count(*) from public.members m where ' || v_where || ')
     from (select m.id, row_number() over (order by ' || v_order || ') as ordinal
           from public.members m where ' || v_where || '
           order by ' || v_order || ' limit $4) p
     where p.ordinal > $6
     order by p.ordinal'
    using v_scope, p_status, p_nap_prefix, case when p_limit is null then null else p_limit + p_offset end,
          private.current_member_id(), p_offset;
end;
$$;

comment on function private.member_page(text, public.membership_status, integer, integer) is
  'One page of the member list (by name) or of a NAP prefix (by NAP) within the caller''s scope (the members_select policy''s scope): ids in order and the total. Ids and counts only: rows are read through RLS.';
revoke all on function private.member_page(text, public.membership_status, integer, integer) from public;
grant execute on function private.member_page(text, public.membership_status, integer, integer) to authenticated, service_role;

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
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
  v_total bigint;
  v_page boolean := false;
begin
  if p_limit is not null and (p_limit < 1 or p_limit > 100) then
    raise exception 'limit must be between 1 and 100' using errcode = '22023';
  end if;

  -- The filter the screen applies (the caller's scope); RLS stays the guard.
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
    -- One chapter: plain equality, so the (organization_id, full_name, id) index gives the order.
    v_where := case when cardinality(v_scope) = 1 then 'm.organization_id = ($1)[1]'
                    when cardinality(v_scope) > 1 then 'm.organization_id = any ($1)'
                    else 'm.id = (select private.current_member_id())' end;
  end if;
  if p_status is not null then
    v_where := v_where || ' and m.membership_status = $2';
  end if;

  if v_term is not null then
    v_digits := regexp_replace(v_term, '[\s.\-/]', '', 'g');
    if v_digits ~ '^[0-9]{2,12}$' then
      -- A NAP or its beginning (3273… lists a chapter): a leakproof range on the pattern index.
      v_where := v_where || ' and m.nap between rpad($4, 12, ''0'') and rpad($4, 12, ''9'')';
      v_order := 'm.nap, m.id';
      v_page := true;
    else
      v_norm := private.search_text(v_term);
      v_like := replace(replace(replace(v_norm, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      -- Rank and page the matches outside RLS (ids only), then read the page's rows through RLS.
      return query execute
        'with c as materialized (
           select c.id, c.is_prefix, c.score, c.full_name, count(*) over () as total
           from private.member_name_matches($3, $8, $2) c
           order by c.is_prefix desc, c.score desc, c.full_name, c.id
           limit $5 offset $6)
         select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
                m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
                m.workplace, m.organization_id, o.name, o.bps_code, c.total
         from c
         join public.members m on m.id = c.id
         join public.organizations o on o.id = m.organization_id
         order by c.is_prefix desc, c.score desc, c.full_name, c.id'
        using v_scope, p_status, v_norm, v_digits, p_limit, greatest(coalesce(p_offset, 0), 0), null::bigint, v_like;
      return;
    end if;
  else
    v_page := true;
  end if;

  if v_page and p_limit is not null then
    -- The page's ids (and the total) from index-only scans in the caller's scope; rows through RLS.
    return query execute
      'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
              m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
              m.workplace, m.organization_id, o.name, o.bps_code, p.total
       from private.member_page($1, $2, $3, $4) p
       join public.members m on m.id = p.id
       join public.organizations o on o.id = m.organization_id
       order by p.ordinal'
      using case when v_digits is null then null else v_digits end, p_status, p_limit, greatest(coalesce(p_offset, 0), 0);
    return;
  end if;

  if v_total is null then
    execute 'select count(*) from public.members m where ' || v_where
      into v_total
      using v_scope, p_status, v_norm, v_digits, null::integer, null::integer, null::bigint, v_like;
  end if;

  return query execute
    'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
            m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
            m.workplace, m.organization_id, o.name, o.bps_code, $7
     from public.members m
     join public.organizations o on o.id = m.organization_id
     where ' || v_where || '
     order by ' || v_order || '
     limit $5 offset $6'
    using v_scope, p_status, v_norm, v_digits, p_limit, greatest(coalesce(p_offset, 0), 0), v_total, v_like;
end;
$$;
