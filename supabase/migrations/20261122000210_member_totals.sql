-- Membership totals.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The register counted by chapter, status, type, month of joining and login, kept by statement
-- triggers on public.members as private.bill_totals is kept on the bills (issue 27 §5): the
-- statistics and the membership report read it instead of counting 200k members per call.
-- tests/db/member-totals.test.ts proves it equal to counting after a burst of changes.

create table private.member_totals (
  organization_id uuid not null,
  membership_status public.membership_status not null,
  membership_type public.membership_type not null,
  -- The first day of the month of join_date; null while a member has no join date (an applicant).
  joined_month date,
  -- A legacy member: in the register without a login (user_id is null).
  legacy boolean not null,
  -- No check (members >= 0): INSERT … ON CONFLICT checks the proposed row, which for a removal is negative.
  members bigint not null,
  constraint member_totals_key unique nulls not distinct (organization_id, membership_status, membership_type, joined_month, legacy)
);

comment on table private.member_totals is
  'Number of members per chapter, status, type, month of joining (null without a join date) and login (legacy: none); kept by the member_totals_* triggers on public.members. Read by private.statistics_overview, private.member_distribution and private.member_growth (the public statistics, counted past members_select as aggregates) and by public.member_statistics, which restates the members_select policy over it.';
revoke all on private.member_totals from public, anon, authenticated;

create function private.track_member_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- A transition table exists only for the events that declare it: leaving members count -1,
  -- entering ones +1.
  v_changed constant text := concat_ws(' union all ',
    case when tg_op <> 'INSERT' then
      'select organization_id, membership_status, membership_type, join_date, user_id, -1 as sign from old_members'
    end,
    case when tg_op <> 'DELETE' then
      'select organization_id, membership_status, membership_type, join_date, user_id, 1 as sign from new_members'
    end);
begin
  execute
    'insert into private.member_totals as t
       (organization_id, membership_status, membership_type, joined_month, legacy, members)
     select c.organization_id, c.membership_status, c.membership_type, date_trunc(''month'', c.join_date)::date,
            c.user_id is null, sum(c.sign)
     from (' || v_changed || ') c
     group by 1, 2, 3, 4, 5
     -- An edit that leaves the key as it was (a phone number, an address) changes no total.
     having sum(c.sign) <> 0
     -- One order for every writer: concurrent changes lock the rows they share in the same order.
     order by 1, 2, 3, 4, 5
     on conflict on constraint member_totals_key
     do update set members = t.members + excluded.members';
  return null;
end
$$;

comment on function private.track_member_totals() is
  'Statement trigger on public.members: moves the inserted, updated and deleted members (transition tables old_members and new_members) in private.member_totals; an update that keeps a member''s key changes nothing.';
revoke all on function private.track_member_totals() from public;

-- TRUNCATE is not tracked: members are never truncated outside a database reset.
create trigger member_totals_inserted after insert on public.members
  referencing new table as new_members for each statement execute function private.track_member_totals();
create trigger member_totals_updated after update on public.members
  referencing old table as old_members new table as new_members
  for each statement execute function private.track_member_totals();
create trigger member_totals_deleted after delete on public.members
  referencing old table as old_members for each statement execute function private.track_member_totals();

-- The applications the caller may verify: the sidebar's and the verification desk's badge
-- (public.dashboard_badges). Counting the PENDING rows under RLS took 66 ms for a national officer
-- at 6,000 applicants (issue 27); the totals answer it per chapter.
create function private.pending_applications_to_verify()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(t.members), 0)::bigint
  from private.member_totals t
  join unnest(coalesce(private.organization_ids_with_permission('members.verify'), '{}')) as s (id)
    on s.id = t.organization_id
  where t.membership_status = 'PENDING'
$$;

comment on function private.pending_applications_to_verify() is
  'Applicants (PENDING members) in the chapters where the caller holds members.verify, from private.member_totals: a subset of what the members_select policy shows them, which it restates over the totals.';
revoke all on function private.pending_applications_to_verify() from public;
grant execute on function private.pending_applications_to_verify() to authenticated, service_role;

-- The last 30 days' joins (public.member_statistics) are counted from the rows, by day: a month's
-- total cannot answer them. They are few, and this index reads only them.
create index members_join_date_idx on public.members (join_date);
