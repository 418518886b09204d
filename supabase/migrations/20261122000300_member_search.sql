-- Member directory search: by NAP or by name (case-, accent- and typo-tolerant, with spelling
-- correction), and duplicate detection for imports.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- search_members runs as the caller (security invoker): RLS decides which rows are returned. Under
-- RLS, PostgreSQL applies a query's own conditions after the policy unless they are leakproof, and
-- only leakproof conditions drive an index scan; `like` and pg_trgm's operators are not. So the
-- ids of a page are found outside RLS, within the caller's own scope (the members_select policy's
-- scope), by security definer helpers that return ids, rank and counts only, never member data:
-- - private.member_name_matches: a name search on private.member_search, a narrow projection of
--   members (≈60 bytes a row) kept in step by a trigger, so a common name touches few pages;
-- - private.member_page: a page of the plain list or of a NAP prefix, from index-only scans.
-- The page's rows are then read through RLS by id (uuid equality is leakproof). Decisions 0004 §4,
-- 0006 and 0007; measurements in docs/performance.md and docs/benchmarks/db.md.

-- ---------------------------------------------------------------------------------------------
-- Indexes on members that serve the directory search
-- ---------------------------------------------------------------------------------------------

-- The stored normalised name (members.search_name) with its trigram index; the orders and scopes
-- of member_page, served by index-only scans; STR numbers for the duplicate check.
create index members_search_name_trgm_idx on public.members using gin (search_name extensions.gin_trgm_ops);
create index members_str_number_idx on public.members (str_number) where str_number is not null;
create index members_status_organization_id_idx on public.members (membership_status, organization_id);
create index members_organization_id_status_name_idx on public.members (organization_id, membership_status, full_name, id);
create index members_status_full_name_idx on public.members (membership_status, full_name, id);
create index members_nap_scope_idx on public.members (nap) include (organization_id, membership_status)
  where nap is not null;

-- ---------------------------------------------------------------------------------------------
-- A narrow search projection of the member register, maintained by members_sync_search, read
-- only by private.member_name_matches.
-- ---------------------------------------------------------------------------------------------

create table private.member_search (
  member_id uuid primary key references public.members (id) on delete cascade,
  organization_id uuid not null,
  membership_status public.membership_status not null,
  search_name text not null,
  full_name text not null
);

comment on table private.member_search is
  'Search projection of members (id, chapter, status, normalised and display name), maintained by members_sync_search.';
revoke all on private.member_search from public;

create index member_search_name_trgm_idx on private.member_search using gin (search_name extensions.gin_trgm_ops);
create index member_search_organization_id_idx on private.member_search (organization_id);

-- The dictionary of the name search's spelling correction (the approach pg_trgm's documentation
-- suggests for "did you mean"). Similar words (`%`) and "occurs in some word" (LIKE '%word%') on a
-- GIN index: a nearest-word (KNN) scan of a GiST index took ~11 ms on a 60,000-word dictionary,
-- `%` on GIN 0.05 ms.
create table private.member_name_words (
  word text collate "C" primary key
);

comment on table private.member_name_words is
  'Distinct words of the members'' normalised names (search_name split on non-alphanumerics), the dictionary of the name search''s spelling correction. Maintained by members_sync_search (insert only: words of renamed or deleted members stay, which is harmless).';
comment on column private.member_name_words.word is
  'A word of some member''s search_name (lower case, unaccented, alphanumerics only).';
revoke all on private.member_name_words from public;

create index member_name_words_trgm_idx on private.member_name_words using gin (word extensions.gin_trgm_ops);

create function private.sync_member_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.member_search (member_id, organization_id, membership_status, search_name, full_name)
  values (new.id, new.organization_id, new.membership_status, new.search_name, new.full_name)
  on conflict (member_id) do update
    set organization_id = excluded.organization_id,
        membership_status = excluded.membership_status,
        search_name = excluded.search_name,
        full_name = excluded.full_name;
  if tg_op = 'INSERT' or new.search_name is distinct from old.search_name then
    insert into private.member_name_words (word)
    select w.word
    from regexp_split_to_table(new.search_name, '[^[:alnum:]]+') as w (word)
    where w.word <> ''
    on conflict (word) do nothing;
  end if;
  return null;
end;
$$;

comment on function private.sync_member_search() is
  'AFTER trigger on members: upserts the row''s search projection and adds the words of its name to private.member_name_words.';
revoke all on function private.sync_member_search() from public;

create trigger members_sync_search
  after insert or update of full_name, organization_id, membership_status on public.members
  for each row execute function private.sync_member_search();

-- Spelling correction: each word of the search that does not occur in any member's name (not a
-- name word, nor its beginning or a part of one: "susa" is still being typed, "santi" finds
-- Susanti) is replaced by the most similar name word, and the unchanged ranked search runs on the
-- corrected text. A one-letter typo in a 7-letter word scores 0.5 word similarity, below the 0.6
-- of `<%`; lowering that threshold tripled the national search time.
create function private.correct_name_search(p_norm text)
returns text
language plpgsql
stable
parallel safe
set search_path = ''
set pg_trgm.similarity_threshold = 0.4
as $$
declare
  v_separator text;
  v_word text;
  v_best text;
  v_corrected text := '';
  v_changed boolean := false;
begin
  -- The text as (separator, word) pairs, words being runs of alphanumerics as for pg_trgm, so
  -- the corrected text keeps the separators as typed.
  for v_separator, v_word in
    select r.m[1], r.m[2]
    from regexp_matches(p_norm, '([^[:alnum:]]*)([[:alnum:]]*)', 'g') with ordinality as r (m, n)
    order by r.n
  loop
    v_best := null;
    -- Words of fewer than 3 letters have too few trigrams to compare; a word that occurs in a
    -- name word (the word itself, its beginning while it is typed, or a part) is kept, so the
    -- substring search finds what it found before.
    if length(v_word) >= 3
       and not exists (select 1 from private.member_name_words d where d.word like '%' || v_word || '%') then
      -- `%` is similarity ≥ pg_trgm.similarity_threshold (0.4 in this function), served by the
      -- index; the explicit floor only restates it.
      select d.word into v_best
      from private.member_name_words d
      where d.word operator(extensions.%) v_word
        and extensions.similarity(d.word, v_word) >= 0.4::real
      order by extensions.similarity(d.word, v_word) desc, d.word
      limit 1;
    end if;
    v_corrected := v_corrected || v_separator || coalesce(v_best, v_word);
    v_changed := v_changed or v_best is not null;
  end loop;
  return case when v_changed then v_corrected else p_norm end;
end;
$$;

comment on function private.correct_name_search(text) is
  'Spelling correction of a normalised name search: each word of 3 or more letters that occurs in no word of private.member_name_words is replaced by the most similar one (trigram similarity ≥ 0.4, then alphabetical); other words and the separators are kept. Returns p_norm itself when nothing changes. Reads the whole register''s dictionary: for private.member_name_matches only, not granted to API roles.';
revoke all on function private.correct_name_search(text) from public;

-- The word-similarity condition is written as the index condition is (`search_name %> term`):
-- written as `term <% search_name`, the planner kept it as an extra filter on every candidate row.
-- The chapters the directory lists: the caller's scope (null: national, every chapter), narrowed
-- to one chapter and the chapters under it when the list is filtered (the structure tree's "see
-- its members"). A filter outside the scope leaves no chapter.
create function private.member_list_scope(p_organization_id uuid)
returns uuid[]
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  v_scope uuid[] := case when private.has_national_scope() then null
                         else coalesce(private.administered_organization_ids(), '{}') end;
  v_level public.organization_level := (select o.level from public.organizations o where o.id = p_organization_id);
begin
  if p_organization_id is null then
    return v_scope;
  end if;
  return (
    select coalesce(array_agg(c.id), '{}')
    from unnest(private.expand_scope(array[p_organization_id], array[v_level])) as c(id)
    where v_level is not null and (v_scope is null or c.id = any (v_scope))
  );
end;
$$;

comment on function private.member_list_scope(uuid) is
  'The organizations the member directory lists for the caller: their scope (null when national), or, given a chapter, that chapter and those under it within their scope (empty outside it). Used by private.member_name_matches, private.member_page and search_members.';
revoke all on function private.member_list_scope(uuid) from public;
grant execute on function private.member_list_scope(uuid) to authenticated, service_role;

create function private.member_name_matches(
  p_norm text,
  p_like text,
  p_status public.membership_status default null,
  p_organization_id uuid default null
)
returns table (id uuid, is_prefix boolean, score real, full_name text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_norm text := private.correct_name_search(p_norm);
  v_like text := p_like;
begin
  if v_norm is distinct from p_norm then
    -- As search_members builds it: the corrected text, LIKE wildcards escaped, then %.
    v_like := replace(replace(replace(v_norm, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  v_scope := private.member_list_scope(p_organization_id);
  return query execute
    'select s.member_id, s.search_name like $2, extensions.word_similarity($1, s.search_name), s.full_name
     from private.member_search s
     where (s.search_name like ''%'' || $2 or s.search_name operator(extensions.%>) $1)'
    -- A filtered list shows the chapter's members only; unfiltered, the caller's own row too.
    || case when v_scope is null then ''
            when p_organization_id is not null then ' and s.organization_id = any ($3)'
            else ' and (s.organization_id = any ($3) or s.member_id = $5)' end
    || case when p_status is null then '' else ' and s.membership_status = $4' end
    using v_norm, v_like, v_scope, p_status, private.current_member_id();
end;
$$;

comment on function private.member_name_matches(text, text, public.membership_status, uuid) is
  'Ids of the members in the caller''s scope (the members_select policy''s scope; with p_organization_id, private.member_list_scope of it) whose normalised name contains p_like (an escaped LIKE prefix pattern ending in %) or is word-similar to p_norm, optionally of one status, with is_prefix, the word similarity and the name for ranking. p_norm is first spelling-corrected (private.correct_name_search); when that changes it, the pattern is rebuilt from the corrected text. Ids and rank only: rows are read through RLS.';
revoke all on function private.member_name_matches(text, text, public.membership_status, uuid) from public;
grant execute on function private.member_name_matches(text, text, public.membership_status, uuid) to authenticated, service_role;

-- Pages of the plain list and of a NAP prefix, as ids in order, from index-only scans within the
-- caller's scope; search_members reads the page's rows through RLS. `rows 10` (a page; at most
-- 100): with the default estimate of 1,000 rows the planner read the page's rows under RLS by a
-- hash join over every member in scope, 9–22× the owner's time at 50k members (docs/benchmarks/db.md).
create function private.member_page(
  p_nap_prefix text,
  p_status public.membership_status,
  p_limit integer,
  p_offset integer,
  p_organization_id uuid default null
)
returns table (id uuid, ordinal bigint, total bigint)
language plpgsql
stable
security definer
rows 10
set search_path = ''
as $$
declare
  v_scope uuid[];
  v_where text := 'true';
  v_order text := 'm.full_name, m.id';
begin
  v_scope := private.member_list_scope(p_organization_id);
  if v_scope is not null then
    -- The chapters only (no OR with the own row, which would defeat the ordered index scan);
    -- a caller without officer scope sees their own row, a filter outside the scope nothing.
    v_where := case when cardinality(v_scope) = 1 then 'm.organization_id = ($1)[1]'
                    when cardinality(v_scope) > 1 then 'm.organization_id = any ($1)'
                    when p_organization_id is not null then 'false'
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

comment on function private.member_page(text, public.membership_status, integer, integer, uuid) is
  'One page of the member list (by name) or of a NAP prefix (by NAP) within the caller''s scope (the members_select policy''s scope; with p_organization_id, private.member_list_scope of it): ids in order and the total. Ids and counts only: rows are read through RLS.';
revoke all on function private.member_page(text, public.membership_status, integer, integer, uuid) from public;
grant execute on function private.member_page(text, public.membership_status, integer, integer, uuid) to authenticated, service_role;

create function public.search_members(
  p_search text default null,
  p_status public.membership_status default null,
  p_limit integer default 10,
  p_offset integer default 0,
  p_organization_id uuid default null
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
           from private.member_name_matches($1, $2, $3, $6) c
           order by c.is_prefix desc, c.score desc, c.full_name, c.id
           limit $4 offset $5)
         select m.id, m.nap, m.full_name, m.email, m.phone, m.position, m.city, m.province, m.membership_status,
                m.membership_type, m.join_date, m.expiry_date, m.str_number, m.sip_number, m.sip_expiry_date,
                m.workplace, m.organization_id, o.name, o.bps_code, c.total
         from c
         join public.members m on m.id = c.id
         join public.organizations o on o.id = m.organization_id
         order by c.is_prefix desc, c.score desc, c.full_name, c.id'
        using v_norm, v_like, p_status, p_limit, v_offset, p_organization_id;
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
       from private.member_page($1, $2, $3, $4, $5) p
       join public.members m on m.id = p.id
       join public.organizations o on o.id = m.organization_id
       order by p.ordinal'
      using v_digits, p_status, p_limit, v_offset, p_organization_id;
    return;
  end if;

  -- Unpaged: the filter the screen applies (the caller's scope); RLS stays the guard.
  v_scope := private.member_list_scope(p_organization_id);
  if v_scope is not null then
    -- One chapter: plain equality, so the (organization_id, full_name, id) index gives the order.
    v_where := case when cardinality(v_scope) = 1 then 'm.organization_id = ($1)[1]'
                    when cardinality(v_scope) > 1 then 'm.organization_id = any ($1)'
                    when p_organization_id is not null then 'false'
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

comment on function public.search_members(text, public.membership_status, integer, integer, uuid) is
  'Member directory within the caller''s scope (RLS): optional status, optionally one chapter and those under it (private.member_list_scope), and a search by NAP (prefix, separators ignored) or by name (case- and accent-insensitive, typo-tolerant through trigram word similarity). p_limit null returns every row (exports). total_count is the number of matching rows.';
revoke all on function public.search_members(text, public.membership_status, integer, integer, uuid) from public, anon;
grant execute on function public.search_members(text, public.membership_status, integer, integer, uuid) to authenticated, service_role;

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
