-- Spelling correction for the member name search, with a dictionary of name words (the approach
-- pg_trgm's documentation suggests for "did you mean").
--
-- The name search matches `term <% search_name` (word similarity ≥ 0.6) or a substring. A
-- one-letter substitution in the middle of a 7-letter word scores 0.5, so "susamto" found nobody
-- although thousands of members are named Susanto; lowering the threshold to 0.5 tripled the
-- national search time (35 → 110 ms at 200k members). Instead, each word of the search that does
-- not occur in any member's name (not a name word, nor its beginning or a part of one: "susa" is
-- still being typed, "santi" finds Susanti) is replaced by the most similar name word, and the
-- unchanged ranked search runs on the corrected text. The dictionary holds a few hundred to a few
-- tens of thousands of words, so the look-up costs a small fraction of a millisecond.
--
-- The correction happens inside private.member_name_matches (security definer, ids and rank
-- only): the corrected text, which is drawn from the whole register, never reaches the caller.
-- search_members, its scope, ranking, NAP search and limits are unchanged. Decision 0006.

create table private.member_name_words (
  word text collate "C" primary key
);

comment on table private.member_name_words is
  'Distinct words of the members'' normalised names (search_name split on non-alphanumerics), the dictionary of the name search''s spelling correction. Maintained by members_sync_search (insert only: words of renamed or deleted members stay, which is harmless).';
comment on column private.member_name_words.word is
  'A word of some member''s search_name (lower case, unaccented, alphanumerics only).';
revoke all on private.member_name_words from public;

insert into private.member_name_words (word)
select w.word
from private.member_search s
cross join lateral regexp_split_to_table(s.search_name, '[^[:alnum:]]+') as w (word)
where w.word <> ''
on conflict (word) do nothing;

-- Similar words (`%`) and "occurs in some word" (LIKE '%word%'). GIN, not GiST: a nearest-word
-- (KNN) scan of a GiST index took ~11 ms on a 60,000-word dictionary, `%` on GIN 0.05 ms.
create index member_name_words_trgm_idx on private.member_name_words using gin (word extensions.gin_trgm_ops);

-- The projection trigger also records the words of a new or renamed member's name.
create or replace function private.sync_member_search()
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

create or replace function private.member_name_matches(p_norm text, p_like text, p_status public.membership_status default null)
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
  if not private.has_national_scope() then
    v_scope := coalesce(private.administered_organization_ids(), '{}');
  end if;
  return query execute
    'select s.member_id, s.search_name like $2, extensions.word_similarity($1, s.search_name), s.full_name
     from private.member_search s
     where (s.search_name like ''%'' || $2 or $1 operator(extensions.<%) s.search_name)'
    || case when v_scope is null then '' else ' and (s.organization_id = any ($3) or s.member_id = $5)' end
    || case when p_status is null then '' else ' and s.membership_status = $4' end
    using v_norm, v_like, v_scope, p_status, private.current_member_id();
end;
$$;

comment on function private.member_name_matches(text, text, public.membership_status) is
  'Ids of the members in the caller''s scope (the members_select policy''s scope) whose normalised name contains p_like (an escaped LIKE prefix pattern ending in %) or is word-similar to p_norm, optionally of one status, with is_prefix, the word similarity and the name for ranking. p_norm is first spelling-corrected (private.correct_name_search); when that changes it, the pattern is rebuilt from the corrected text. Ids and rank only: rows are read through RLS.';
