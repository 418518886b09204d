-- Member arrears: what each member owes each chapter, kept with the bills for the overdue list
-- (…001010_overdue.sql, decision 0044).
--
-- Baseline (decision 0016): the current definition of each object below.

-- ---------------------------------------------------------------------------------------------
-- Table
-- ---------------------------------------------------------------------------------------------

-- Member arrears: the overdue reminders list (GET /dues/overdue, issue 14: p95 ≤ 50 ms at 200k
-- members) pages and counts one row per member and chapter with unpaid bills instead of
-- aggregating every overdue bill of the scope per request (decision 0044). Statement-level
-- triggers on public.bills keep it: a generation run of 500k bills adds one upsert per statement.
create table private.member_arrears (
  member_id uuid not null,
  organization_id uuid not null,
  oldest_unpaid_due date not null,
  full_name text not null,
  in_member_chapter boolean not null,
  search_text text not null,
  primary key (member_id, organization_id)
);

comment on table private.member_arrears is
  'One row per member and issuing chapter with at least one unpaid bill (any due date): the oldest unpaid due date, and the member''s name for the list order. The member is overdue there when oldest_unpaid_due < private.today(). Kept by the member_arrears_* triggers on public.bills and public.members; read by private.overdue_page and private.overdue_member_ids (decision 0044), which restate the bills_select and members_select policies over it for the caller''s dues.remind chapters. No foreign key: deleting bills (also by a member''s cascade) removes the rows.';
comment on column private.member_arrears.member_id is 'The member (public.members.id).';
comment on column private.member_arrears.organization_id is 'The chapter that issued the unpaid bills (public.bills.organization_id).';
comment on column private.member_arrears.oldest_unpaid_due is 'The earliest due date of the member''s unpaid bills of this chapter.';
comment on column private.member_arrears.full_name is 'public.members.full_name, copied for the list order (oldest due date, then name, then id).';
comment on column private.member_arrears.in_member_chapter is
  'Whether the bills'' chapter is the member''s current chapter (public.members.organization_id). A member listed in two chapters has a row where it is false (a transfer moves the unpaid bills, a later refund of a former chapter''s bill does not): the list finds such members by it and lists them once.';
comment on column private.member_arrears.search_text is
  'The member''s name, NAP, email and phone (private.member_arrears_search_text), for the list''s search: a national search for a common name matches thousands of members, and joining them to their arrears cost 45 ms (decision 0044).';
comment on constraint member_arrears_pkey on private.member_arrears is 'One row per member and chapter.';

-- A chapter's list and counts are ranges of the first index; the whole country's (SUPER_ADMIN,
-- DPP) of the second: `organization_id = any (every chapter)` would not give the date order.
create index member_arrears_organization_order_idx
  on private.member_arrears (organization_id, oldest_unpaid_due, full_name, member_id);
create index member_arrears_order_idx on private.member_arrears (oldest_unpaid_due, full_name, member_id);
create index member_arrears_elsewhere_idx on private.member_arrears (member_id) where not in_member_chapter;
create index member_arrears_search_idx on private.member_arrears using gin (search_text extensions.gin_trgm_ops);
comment on index private.member_arrears_organization_order_idx is 'A chapter''s overdue members in list order, and its bucket counts.';
comment on index private.member_arrears_order_idx is 'The country''s overdue members in list order, and its bucket counts.';
comment on index private.member_arrears_search_idx is 'The list''s search (ilike on name, NAP, email and phone).';
comment on index private.member_arrears_elsewhere_idx is 'The few members with unpaid bills outside their current chapter (private.overdue_arrears_condition).';

revoke all on private.member_arrears from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Kept with the bills (statement triggers) and the member (a row trigger)
-- ---------------------------------------------------------------------------------------------

create function private.member_arrears_search_text(p_member public.members)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- A unit separator between the fields: a search pattern (which cannot contain one) never
  -- matches across two of them.
  return concat_ws(chr(31), p_member.full_name, p_member.nap, p_member.email, p_member.phone);
end
$$;

comment on function private.member_arrears_search_text(public.members) is
  'What the overdue list searches in a member: name, NAP, email and phone, separated so that no match spans two (private.member_arrears.search_text).';
revoke all on function private.member_arrears_search_text(public.members) from public;

create function private.add_member_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- New unpaid bills can only make a row's date earlier. ON CONFLICT DO UPDATE locks the existing
  -- row even when its WHERE is false, so a concurrent recomputation (recompute_member_arrears)
  -- waits for this transaction and then sees its bills.
  insert into private.member_arrears as t (member_id, organization_id, oldest_unpaid_due, full_name, in_member_chapter, search_text)
  select n.member_id, n.organization_id, n.oldest, m.full_name, n.organization_id = m.organization_id,
         private.member_arrears_search_text(m)
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from inserted_bills b
    where b.status = 'unpaid'
    group by 1, 2
  ) n
  join public.members m on m.id = n.member_id
  -- One order for every writer (recompute_member_arrears locks in the same order).
  order by 1, 2
  on conflict (member_id, organization_id)
  do update set oldest_unpaid_due = excluded.oldest_unpaid_due
  where excluded.oldest_unpaid_due < t.oldest_unpaid_due;
  return null;
end
$$;

comment on function private.add_member_arrears() is
  'Statement trigger after an insert on public.bills (transition table inserted_bills): adds the inserted unpaid bills'' members and chapters to private.member_arrears, or moves their oldest unpaid due date earlier.';
revoke all on function private.add_member_arrears() from public;

create function private.recompute_member_arrears(p_member_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if cardinality(p_member_ids) = 0 then
    return;
  end if;
  -- (a) Lock the members' rows, in the order every writer uses. A concurrent insert of unpaid bills
  -- that holds one of them (add_member_arrears) makes us wait until it commits.
  perform 1 from private.member_arrears a
  where a.member_id = any (p_member_ids)
  order by a.member_id, a.organization_id
  for update;
  -- (b) Each following statement takes a new snapshot (READ COMMITTED), so it sees the bills of
  -- the transactions we waited for: the locked rows become exact. A row that did not exist when
  -- we locked was inserted since by a concurrent insert of unpaid bills, which we may not see
  -- yet: there least() keeps the earlier of its date and ours, both dates of unpaid bills.
  update private.member_arrears a
  set oldest_unpaid_due = e.oldest
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from public.bills b
    where b.member_id = any (p_member_ids) and b.status = 'unpaid'
    group by 1, 2
  ) e
  where a.member_id = e.member_id and a.organization_id = e.organization_id
    and a.oldest_unpaid_due <> e.oldest;

  delete from private.member_arrears a
  where a.member_id = any (p_member_ids)
    and not exists (
      select 1 from public.bills b
      where b.member_id = a.member_id and b.organization_id = a.organization_id and b.status = 'unpaid'
    );

  insert into private.member_arrears as t (member_id, organization_id, oldest_unpaid_due, full_name, in_member_chapter, search_text)
  select e.member_id, e.organization_id, e.oldest, m.full_name, e.organization_id = m.organization_id,
         private.member_arrears_search_text(m)
  from (
    select b.member_id, b.organization_id, min(b.due_date) as oldest
    from public.bills b
    where b.member_id = any (p_member_ids) and b.status = 'unpaid'
    group by 1, 2
  ) e
  join public.members m on m.id = e.member_id
  where not exists (
    select 1 from private.member_arrears a where a.member_id = e.member_id and a.organization_id = e.organization_id
  )
  order by 1, 2
  on conflict (member_id, organization_id)
  do update set oldest_unpaid_due = least(t.oldest_unpaid_due, excluded.oldest_unpaid_due);
end
$$;

comment on function private.recompute_member_arrears(uuid[]) is
  'Makes private.member_arrears exact for the members from their unpaid bills: locks their rows, then updates, deletes and inserts (decision 0044 explains why this is safe against concurrent inserts of bills).';
revoke all on function private.recompute_member_arrears(uuid[]) from public;

create function private.track_member_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_members uuid[];
begin
  if tg_op = 'DELETE' then
    select coalesce(array_agg(distinct b.member_id order by b.member_id), '{}') into changed_members
    from old_bills b where b.status = 'unpaid';
  else
    -- Only a change of status, due date or chapter (or of the member) moves arrears; a payment's
    -- paid_at or a waiver's reason alone does not.
    select coalesce(array_agg(distinct x.member_id order by x.member_id), '{}') into changed_members
    from old_bills o
    join new_bills n on n.id = o.id
    cross join lateral (values (o.member_id), (n.member_id)) x (member_id)
    where (o.status = 'unpaid' or n.status = 'unpaid')
      and (o.status, o.due_date, o.organization_id, o.member_id)
          is distinct from (n.status, n.due_date, n.organization_id, n.member_id);
  end if;
  perform private.recompute_member_arrears(changed_members);
  return null;
end
$$;

comment on function private.track_member_arrears() is
  'Statement trigger after an update (old_bills, new_bills) or delete (old_bills) on public.bills: recomputes private.member_arrears for the members whose unpaid bills changed status, due date or chapter, or were deleted.';
revoke all on function private.track_member_arrears() from public;

create trigger member_arrears_add_inserted after insert on public.bills
  referencing new table as inserted_bills for each statement execute function private.add_member_arrears();
create trigger member_arrears_track_updated after update on public.bills
  referencing old table as old_bills new table as new_bills for each statement execute function private.track_member_arrears();
create trigger member_arrears_track_deleted after delete on public.bills
  referencing old table as old_bills for each statement execute function private.track_member_arrears();
comment on trigger member_arrears_add_inserted on public.bills is 'Adds inserted unpaid bills to private.member_arrears.';
comment on trigger member_arrears_track_updated on public.bills is 'Recomputes private.member_arrears for members whose unpaid bills changed.';
comment on trigger member_arrears_track_deleted on public.bills is 'Recomputes private.member_arrears for members whose unpaid bills were deleted.';

create function private.copy_member_to_arrears()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.member_arrears
  set full_name = new.full_name, in_member_chapter = organization_id = new.organization_id,
      search_text = private.member_arrears_search_text(new)
  where member_id = new.id;
  return null;
end
$$;

comment on function private.copy_member_to_arrears() is
  'Row trigger after a change of a member''s name, chapter, NAP, email or phone: copies the name (the list order), whether each row is the member''s chapter, and the search text into the member''s private.member_arrears rows.';
revoke all on function private.copy_member_to_arrears() from public;

create trigger member_arrears_copy_member after update of full_name, organization_id, nap, email, phone on public.members
  for each row when ((old.full_name, old.organization_id, old.nap, old.email, old.phone)
                     is distinct from (new.full_name, new.organization_id, new.nap, new.email, new.phone))
  execute function private.copy_member_to_arrears();
comment on trigger member_arrears_copy_member on public.members is 'Copies a new name, chapter, NAP, email or phone into private.member_arrears.';
