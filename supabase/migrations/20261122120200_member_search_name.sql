-- Member search on a stored, normalised name.
--
-- search_members compared `private.search_text(full_name)` row by row; the function (which has to
-- pin its search_path) costs a call per candidate row and a generic plan guesses badly around it.
-- The normalised name is now a stored generated column with the trigram index on it: the search
-- compares plain text, and the index recheck reads the column instead of calling the function.

alter table public.members
  add column search_name text generated always as (private.search_text(full_name)) stored;

comment on column public.members.search_name is
  'full_name lower-cased and without accents (private.search_text), for the directory search and its trigram index.';

drop index public.members_search_name_trgm_idx;
create index members_search_name_trgm_idx on public.members using gin (search_name extensions.gin_trgm_ops);

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
      v_where := v_where || ' and (m.search_name like ''%'' || $8'
        || ' or $3 operator(extensions.<%) m.search_name)';
      v_order := '(m.search_name like $8) desc, '
        || 'extensions.word_similarity($3, m.search_name) desc, m.full_name, m.id';
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

