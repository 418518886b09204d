-- A narrow search projection of the member register.
--
-- A name search reads every matching row to rank, count and page it (a trigram index always needs
-- the row to recheck). In `members` (wide rows, a chapter's members spread over the whole table)
-- a common name at 200k members touches ~5,000 heap pages; this table holds only what the search
-- reads (~60 bytes a row), so the same search touches a fraction of that and stays in cache.
-- Kept in step by a trigger on members; not exposed (schema private), read only by
-- private.member_name_matches (ids and rank only).

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

insert into private.member_search (member_id, organization_id, membership_status, search_name, full_name)
select id, organization_id, membership_status, search_name, full_name from public.members;

create index member_search_name_trgm_idx on private.member_search using gin (search_name extensions.gin_trgm_ops);
create index member_search_organization_id_idx on private.member_search (organization_id);

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
  return null;
end;
$$;

comment on function private.sync_member_search() is 'AFTER trigger on members: upserts the row''s search projection.';
revoke all on function private.sync_member_search() from public;

create trigger members_sync_search
  after insert or update of full_name, organization_id, membership_status on public.members
  for each row execute function private.sync_member_search();

create or replace function private.member_name_matches(p_norm text, p_like text, p_status public.membership_status default null)
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
    'select s.member_id, s.search_name like $2, extensions.word_similarity($1, s.search_name), s.full_name
     from private.member_search s
     where (s.search_name like ''%'' || $2 or $1 operator(extensions.<%) s.search_name)'
    || case when v_scope is null then '' else ' and (s.organization_id = any ($3) or s.member_id = $5)' end
    || case when p_status is null then '' else ' and s.membership_status = $4' end
    using p_norm, p_like, v_scope, p_status, private.current_member_id();
end;
$$;
