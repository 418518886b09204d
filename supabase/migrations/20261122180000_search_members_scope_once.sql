-- search_members: the caller's scope is worked out only where it is used.
--
-- Since 20261122140000 a name search goes through private.member_name_matches and a paged list or
-- NAP prefix through private.member_page; both work out the caller's scope themselves
-- (has_national_scope(), administered_organization_ids()). search_members still worked it out
-- first as well, and built a filter that only the unpaged list (p_limit null) reads, so every
-- search and page computed the scope twice. It is now computed in that unpaged branch only. The
-- always-true v_page flag, the always-null v_total test and an identity case expression are gone.
-- Same rows, order, totals and errors (tests/db).

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
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
  v_digits text;
  v_norm text;
  v_like text;
  v_scope uuid[];
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
  v_total bigint;
begin
  if p_limit is not null and (p_limit < 1 or p_limit > 100) then
    raise exception 'limit must be between 1 and 100' using errcode = '22023';
  end if;

  if v_term is not null then
    v_digits := regexp_replace(v_term, '[\s.\-/]', '', 'g');
    if v_digits !~ '^[0-9]{2,12}$' then
      v_norm := private.search_text(v_term);
      v_like := replace(replace(replace(v_norm, '\', '\\'), '%', '\%'), '_', '\_') || '%';
      -- Rank and page the matches in the caller's scope outside RLS (ids only, scope worked out
      -- by member_name_matches), then read the page's rows through RLS.
      return query execute
        'with c as materialized (
           select c.id, c.is_prefix, c.score, c.full_name, count(*) over () as total
           from private.member_name_matches($1, $2, $3) c
           order by c.is_prefix desc, c.score desc, c.full_name, c.id
           limit $4 offset $5)
         select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
                m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
                m.workplace, m.organization_id, o.name, o.bps_code, c.total
         from c
         join public.members m on m.id = c.id
         join public.organizations o on o.id = m.organization_id
         order by c.is_prefix desc, c.score desc, c.full_name, c.id'
        using v_norm, v_like, p_status, p_limit, v_offset;
      return;
    end if;
    -- A NAP or its beginning (3273… lists a chapter).
  end if;

  if p_limit is not null then
    -- The page's ids (and the total) from index-only scans in the caller's scope (worked out by
    -- member_page); rows through RLS.
    return query execute
      'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
              m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
              m.workplace, m.organization_id, o.name, o.bps_code, p.total
       from private.member_page($1, $2, $3, $4) p
       join public.members m on m.id = p.id
       join public.organizations o on o.id = m.organization_id
       order by p.ordinal'
      using v_digits, p_status, p_limit, v_offset;
    return;
  end if;

  -- Unpaged: the filter the screen applies (the caller's scope); RLS stays the guard.
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
  if v_digits is not null then
    -- A leakproof range on the NAP index.
    v_where := v_where || ' and m.nap between rpad($3, 12, ''0'') and rpad($3, 12, ''9'')';
    v_order := 'm.nap, m.id';
  end if;

  execute 'select count(*) from public.members m where ' || v_where
    into v_total
    using v_scope, p_status, v_digits;

  return query execute
    'select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
            m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
            m.workplace, m.organization_id, o.name, o.bps_code, $4
     from public.members m
     join public.organizations o on o.id = m.organization_id
     where ' || v_where || '
     order by ' || v_order || '
     limit null offset $5'
    using v_scope, p_status, v_digits, v_total, v_offset;
end;
$$;
