-- Membership events.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- private.member_totals holds the register as it is now; the membership report (issue 27 §1) also
-- needs it as it was at the end of an earlier period, and the joins, exits and transfers of each
-- month. Statement triggers on public.members write each change as signed rows of a ledger
-- (private.membership_events: -1 for the member's old chapter, status and type, +1 for the new),
-- and statement triggers on the ledger keep its monthly sums (private.membership_event_totals), as
-- private.member_totals is kept. tests/db/membership-events.test.ts proves the sums equal counting
-- the ledger, and the ledger's running sum equal the register, after a burst of changes.
--
-- Kinds (docs/data-model.md "Membership events"), one per change of a member's chapter, status or
-- type; the two rows of a change carry the same kind, except a transfer's:
--   application   an application is filed (inserted PENDING)                     dated today
--   join          a member enters the register: inserted with a verified status,
--                 or verified (PENDING → ACTIVE, a link)                          dated its join date
--                 (a member inserted EXPIRED whose expiry date is past joins ACTIVE and
--                 exits the day after that date: the demo's and an import's lapsed members)
--   rejection     an application is refused (→ REJECTED, or inserted REJECTED)   dated today
--   transfer_out  the -1 row of a chapter change (the old chapter)               dated today
--   transfer_in   the +1 row of a chapter change (the new chapter)               dated today
--   exit          an ACTIVE member stops being active (expires, is deactivated
--                 or suspended) or is deleted                                   dated today
--   return        an INACTIVE, EXPIRED or SUSPENDED member becomes ACTIVE again  dated today
--   status_change another change between non-active statuses (EXPIRED → INACTIVE) dated today
--   type_change   only the membership type changes                              dated today
--   removal       a row that is not an ACTIVE member is deleted (an application
--                 linked to its NAP holder or abandoned)                        dated today
-- "Today" is private.today() (the test clock); a join date later than today counts from today, so
-- the ledger never holds the future and its running sum up to today is the register.

create table private.membership_events (
  id bigint generated always as identity primary key,
  -- No foreign key: the events of a deleted member stay, or the history would change.
  member_id uuid not null,
  organization_id uuid not null,
  membership_status public.membership_status not null,
  membership_type public.membership_type not null,
  kind text not null constraint membership_events_kind check (kind in (
    'application', 'join', 'rejection', 'transfer_out', 'transfer_in', 'exit', 'return', 'status_change',
    'type_change', 'removal')),
  delta smallint not null constraint membership_events_delta check (delta in (-1, 1)),
  -- The WIB date from which the change counts (see the kinds above).
  effective_date date not null,
  recorded_at timestamptz not null default now()
);

comment on table private.membership_events is
  'Ledger of the changes of each member''s chapter, status and type (written by the membership_events_* triggers on public.members; append-only): -1 for the old key, +1 for the new, with the kind of change and the WIB date it counts from. Its running sum per chapter, status and type up to a date is the register on that date. Out of reach of every API role; read by public.membership_report.';
comment on column private.membership_events.kind is
  'application, join, rejection, transfer_out, transfer_in, exit, return, status_change, type_change, removal (migration …000220 explains each).';
comment on column private.membership_events.delta is '+1: the member now has this key; -1: the member no longer has it.';
comment on column private.membership_events.effective_date is
  'The WIB date the change counts from: a join''s join date (never after today), otherwise private.today() when it was recorded.';
revoke all on private.membership_events from public, anon, authenticated;

-- The partial months at the edges of a report period are read from the rows, by date.
create index membership_events_effective_date_idx on private.membership_events (effective_date);

create table private.membership_event_totals (
  organization_id uuid not null,
  -- The first day of the WIB month of effective_date.
  month date not null,
  membership_status public.membership_status not null,
  membership_type public.membership_type not null,
  kind text not null,
  -- The sum of the deltas. No check: INSERT … ON CONFLICT checks the proposed row.
  members bigint not null,
  constraint membership_event_totals_key unique (organization_id, month, membership_status, membership_type, kind)
);

-- A report reads the months since the start of its growth table (a year or so) of every chapter in scope.
create index membership_event_totals_month_idx on private.membership_event_totals (month);

comment on table private.membership_event_totals is
  'The ledger private.membership_events summed per chapter, month, status, type and kind (kept by the membership_event_totals_kept trigger). Read by public.membership_report, which restates the members_select policy over it (the chapters where the caller holds reports.view).';
revoke all on private.membership_event_totals from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Writing the ledger: statement triggers on public.members
-- ---------------------------------------------------------------------------------------------

create function private.record_members_inserted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today constant date := private.today();
begin
  insert into private.membership_events
    (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
  with inserted as (
    select n.*,
           -- Registered already lapsed (the demo's register, an import): active from the join date,
           -- lapsed the day after its expiry date.
           coalesce(n.membership_status = 'EXPIRED' and n.join_date is not null and n.expiry_date < v_today, false)
             as lapsed
    from new_members n
  )
  select i.id, i.organization_id, e.status, i.membership_type, e.kind, e.delta, e.effective_date
  from inserted i
  cross join lateral (
    select i.membership_status as status,
           case i.membership_status when 'PENDING' then 'application' when 'REJECTED' then 'rejection' else 'join' end
             as kind,
           1 as delta,
           case when i.membership_status in ('PENDING', 'REJECTED') then v_today
                else least(coalesce(i.join_date, v_today), v_today) end as effective_date
    where not i.lapsed
    union all
    select x.status, x.kind, x.delta, x.effective_date
    from (values ('ACTIVE'::public.membership_status, 'join', 1, least(i.join_date, v_today)),
                 ('ACTIVE'::public.membership_status, 'exit', -1, i.expiry_date + 1),
                 ('EXPIRED'::public.membership_status, 'exit', 1, i.expiry_date + 1)) x (status, kind, delta, effective_date)
    where i.lapsed
  ) e;
  return null;
end
$$;

comment on function private.record_members_inserted() is
  'Statement trigger on public.members (insert): +1 for each new member''s chapter, status and type in private.membership_events; a member inserted with a verified status joins on its join date, and one inserted EXPIRED with an expiry date before today joins ACTIVE and exits (ACTIVE → EXPIRED) the day after its expiry date.';
revoke all on function private.record_members_inserted() from public;

create function private.record_members_updated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today constant date := private.today();
begin
  insert into private.membership_events
    (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
  with changed as (
    select o.id, o.organization_id as old_org, o.membership_status as old_status, o.membership_type as old_type,
           n.organization_id as new_org, n.membership_status as new_status, n.membership_type as new_type,
           n.join_date
    from old_members o
    join new_members n on n.id = o.id
    -- An edit that keeps chapter, status and type (a phone number, an expiry date) is no event.
    where (o.organization_id, o.membership_status, o.membership_type)
          is distinct from (n.organization_id, n.membership_status, n.membership_type)
  ), classified as (
    select c.*,
           case
             when c.old_status = 'PENDING' and c.new_status not in ('PENDING', 'REJECTED') then 'join'
             when c.new_status = 'REJECTED' and c.old_status <> 'REJECTED' then 'rejection'
             when c.old_org <> c.new_org then 'transfer'
             when c.old_status = 'ACTIVE' and c.new_status <> 'ACTIVE' then 'exit'
             when c.new_status = 'ACTIVE' and c.old_status <> 'ACTIVE' then 'return'
             when c.old_status <> c.new_status then 'status_change'
             else 'type_change'
           end as kind
    from changed c
  ), dated as (
    select k.*,
           case when k.kind = 'join' then least(coalesce(k.join_date, v_today), v_today) else v_today end as effective_date
    from classified k
  )
  select d.id, d.old_org, d.old_status, d.old_type,
         case d.kind when 'transfer' then 'transfer_out' else d.kind end, -1, d.effective_date
  from dated d
  union all
  select d.id, d.new_org, d.new_status, d.new_type,
         case d.kind when 'transfer' then 'transfer_in' else d.kind end, 1, d.effective_date
  from dated d;
  return null;
end
$$;

comment on function private.record_members_updated() is
  'Statement trigger on public.members (update): for each member whose chapter, status or type changed, -1 for the old and +1 for the new key in private.membership_events, with the kind of change (join, rejection, transfer_out/transfer_in, exit, return, status_change, type_change).';
revoke all on function private.record_members_updated() from public;

create function private.record_members_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today constant date := private.today();
begin
  insert into private.membership_events
    (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
  select o.id, o.organization_id, o.membership_status, o.membership_type,
         case when o.membership_status = 'ACTIVE' then 'exit' else 'removal' end, -1, v_today
  from old_members o;
  return null;
end
$$;

comment on function private.record_members_deleted() is
  'Statement trigger on public.members (delete): -1 for each deleted member in private.membership_events, an exit for an ACTIVE member, a removal otherwise (an application linked or abandoned).';
revoke all on function private.record_members_deleted() from public;

-- TRUNCATE is not tracked: members are never truncated outside a database reset. The update trigger
-- fires on every update (a trigger with transition tables takes no column list) and skips edits
-- that keep the key.
create trigger membership_events_inserted after insert on public.members
  referencing new table as new_members for each statement execute function private.record_members_inserted();
create trigger membership_events_updated after update on public.members
  referencing old table as old_members new table as new_members
  for each statement execute function private.record_members_updated();
create trigger membership_events_deleted after delete on public.members
  referencing old table as old_members for each statement execute function private.record_members_deleted();

-- ---------------------------------------------------------------------------------------------
-- The ledger is append-only, and its monthly sums follow it
-- ---------------------------------------------------------------------------------------------

create function private.refuse_membership_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the membership events are a ledger: rows are only added' using errcode = '55000';
end
$$;

comment on function private.refuse_membership_event_change() is
  'Statement trigger on private.membership_events: refuses updates and deletes, so the history and its monthly sums never change behind the report.';
revoke all on function private.refuse_membership_event_change() from public;

create trigger membership_events_append_only before update or delete on private.membership_events
  for each statement execute function private.refuse_membership_event_change();

create function private.track_membership_event_totals()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.membership_event_totals as t
    (organization_id, month, membership_status, membership_type, kind, members)
  select e.organization_id, date_trunc('month', e.effective_date)::date, e.membership_status, e.membership_type,
         e.kind, sum(e.delta)
  from new_events e
  group by 1, 2, 3, 4, 5
  -- One order for every writer: concurrent changes lock the rows they share in the same order.
  order by 1, 2, 3, 4, 5
  on conflict on constraint membership_event_totals_key
  do update set members = t.members + excluded.members;
  return null;
end
$$;

comment on function private.track_membership_event_totals() is
  'Statement trigger on private.membership_events (insert): adds the new rows'' deltas to private.membership_event_totals per chapter, month, status, type and kind.';
revoke all on function private.track_membership_event_totals() from public;

create trigger membership_event_totals_kept after insert on private.membership_events
  referencing new table as new_events for each statement execute function private.track_membership_event_totals();

-- A database that already holds members (built before this migration) starts its ledger with them,
-- as if each had been inserted as it is now (without the lapse of an EXPIRED one: a start, not a history).
insert into private.membership_events
  (member_id, organization_id, membership_status, membership_type, kind, delta, effective_date)
select m.id, m.organization_id, m.membership_status, m.membership_type,
       case m.membership_status when 'PENDING' then 'application' when 'REJECTED' then 'rejection' else 'join' end,
       1,
       case when m.membership_status in ('PENDING', 'REJECTED') then private.today()
            else least(coalesce(m.join_date, private.today()), private.today()) end
from public.members m;
