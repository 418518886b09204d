-- Mutation (transfer) requests between DPCs.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- pending → processing (origin DPC releases) → approved (target DPC accepts) → completed (member
-- moves to the target DPC); pending or processing → rejected. The DPW acts for its DPCs and the
-- DPP for all. See docs/data-model.md.

create type public.mutation_status as enum ('pending', 'processing', 'approved', 'rejected', 'completed');
create type public.mutation_priority as enum ('high', 'medium', 'low');
create type public.mutation_urgency as enum ('urgent', 'medium', 'normal');
create type public.mutation_action as enum ('release', 'accept', 'reject', 'complete');
comment on type public.mutation_status is
  'pending (Menunggu), processing (Diproses: released by the origin DPC), approved (Disetujui: accepted by the target DPC), rejected (Ditolak), completed (Selesai: member moved).';
comment on type public.mutation_priority is 'high (Tinggi), medium (Sedang), low (Rendah).';
comment on type public.mutation_urgency is 'urgent (Mendesak), medium (Sedang), normal (Normal).';
comment on type public.mutation_action is 'A decision on a mutation request; see decide_mutation.';

create table public.mutation_requests (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  member_name text not null,
  member_nap text,
  origin_organization_id uuid not null references public.organizations (id) on delete restrict,
  target_organization_id uuid not null references public.organizations (id) on delete restrict,
  reason text not null check (length(btrim(reason)) between 5 and 2000),
  priority public.mutation_priority not null default 'medium',
  urgency public.mutation_urgency not null default 'normal',
  has_sip_current boolean not null default false,
  has_sip_target boolean not null default false,
  has_recommendation_letter boolean not null default false,
  documents_complete boolean generated always as (has_sip_current and has_sip_target and has_recommendation_letter) stored,
  status public.mutation_status not null default 'pending',
  requested_by uuid references auth.users (id) on delete set null,
  requested_at timestamptz not null default now(),
  released_by uuid references auth.users (id) on delete set null,
  released_at timestamptz,
  release_notes text,
  accepted_by uuid references auth.users (id) on delete set null,
  accepted_at timestamptz,
  decision_notes text,
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  completed_by uuid references auth.users (id) on delete set null,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mutation_requests_different_target check (origin_organization_id <> target_organization_id)
);

comment on table public.mutation_requests is
  'Transfer of a member between DPCs. The origin DPC releases (pending → processing), the target DPC accepts (processing → approved) once the document checklist is complete, and completion moves the member. member_name/member_nap are a snapshot so the target DPC can review a member it does not yet administer.';
comment on column public.mutation_requests.decided_by is 'Who took the final decision (acceptance or rejection); decision_notes holds their note.';

create unique index mutation_requests_one_open_per_member_idx on public.mutation_requests (member_id)
  where status in ('pending', 'processing', 'approved');
create index mutation_requests_member_id_idx on public.mutation_requests (member_id);
create index mutation_requests_origin_idx on public.mutation_requests (origin_organization_id, status);
create index mutation_requests_target_idx on public.mutation_requests (target_organization_id, status);
create index mutation_requests_requested_by_idx on public.mutation_requests (requested_by);
create index mutation_requests_released_by_idx on public.mutation_requests (released_by);
create index mutation_requests_accepted_by_idx on public.mutation_requests (accepted_by);
create index mutation_requests_decided_by_idx on public.mutation_requests (decided_by);
create index mutation_requests_completed_by_idx on public.mutation_requests (completed_by);
create index mutation_requests_requested_at_idx on public.mutation_requests (requested_at desc);

-- New requests: origin, snapshot and status come from the member row, not from the caller.
create function private.prepare_mutation_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  target_level public.organization_level;
begin
  select * into m from public.members where id = new.member_id;
  if not found then
    raise exception 'member % not found', new.member_id using errcode = 'P0002';
  end if;
  if m.membership_status <> 'ACTIVE' then
    raise exception 'only an ACTIVE member can request a mutation' using errcode = '55000';
  end if;
  select o.level into target_level from public.organizations o where o.id = new.target_organization_id;
  if target_level is distinct from 'DPC' then
    raise exception 'the target of a mutation must be a DPC' using errcode = '23514';
  end if;
  new.origin_organization_id := m.organization_id;
  new.member_name := m.full_name;
  new.member_nap := m.nap;
  if current_user = 'authenticated' then
    new.status := 'pending';
    new.requested_by := (select auth.uid());
    new.requested_at := now();
    new.released_by := null; new.released_at := null; new.release_notes := null;
    new.accepted_by := null; new.accepted_at := null;
    new.decided_by := null; new.decided_at := null; new.decision_notes := null;
    new.completed_by := null; new.completed_at := null;
  end if;
  return new;
end;
$$;

comment on function private.prepare_mutation_request() is
  'BEFORE INSERT trigger: takes origin DPC, name and NAP from the member, requires an ACTIVE member and a DPC target, and forces API-created requests to start pending.';
revoke all on function private.prepare_mutation_request() from public;

create trigger mutation_requests_prepare
  before insert on public.mutation_requests
  for each row execute function private.prepare_mutation_request();
create trigger mutation_requests_set_updated_at
  before update on public.mutation_requests
  for each row execute function private.set_updated_at();
create trigger mutation_requests_audit
  after insert or update or delete on public.mutation_requests
  for each row execute function private.audit_row_change();

alter table public.mutation_requests enable row level security;
revoke all on public.mutation_requests from public, anon, authenticated;
grant all on public.mutation_requests to service_role;
grant select on public.mutation_requests to authenticated;
grant insert (
  member_id, target_organization_id, reason, priority, urgency, has_sip_current, has_sip_target, has_recommendation_letter
) on public.mutation_requests to authenticated;
grant update (reason, priority, urgency, has_sip_current, has_sip_target, has_recommendation_letter)
  on public.mutation_requests to authenticated;

create policy mutation_requests_select on public.mutation_requests
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or origin_organization_id = any (array(select unnest(private.administered_organization_ids())))
    or target_organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy mutation_requests_insert on public.mutation_requests
  for insert to authenticated
  with check (
    member_id = (select private.current_member_id())
    or origin_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.create'))))
  );
-- Details (reason, checklist) can be corrected while the request is still open; status only
-- moves through decide_mutation.
create policy mutation_requests_update on public.mutation_requests
  for update to authenticated
  using (
    status in ('pending', 'processing')
    and (
      member_id = (select private.current_member_id())
      or origin_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.approve'))))
      or target_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.approve'))))
    )
  )
  with check (
    status in ('pending', 'processing')
    and (
      member_id = (select private.current_member_id())
      or origin_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.approve'))))
      or target_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.approve'))))
    )
  );

create function private.decide_mutation(p_request_id uuid, p_action public.mutation_action, p_note text default null)
returns public.mutation_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.mutation_requests;
  note text := nullif(btrim(coalesce(p_note, '')), '');
  for_origin boolean;
  for_target boolean;
begin
  select * into r from public.mutation_requests where id = p_request_id for update;
  if not found then
    raise exception 'mutation request % not found', p_request_id using errcode = 'P0002';
  end if;
  for_origin := private.can_in_organization('mutations.approve', r.origin_organization_id);
  for_target := private.can_in_organization('mutations.approve', r.target_organization_id);
  if not (for_origin or for_target) then
    raise exception 'permission mutations.approve is required for the origin or target DPC' using errcode = '42501';
  end if;

  perform set_config('simk.audit_action', 'mutation_requests.' || p_action::text, true);

  if p_action = 'release' then
    if r.status <> 'pending' then
      raise exception 'only a pending request can be released (status is %)', r.status using errcode = '55000';
    end if;
    if not for_origin then
      raise exception 'only the origin DPC (or its DPW) releases a member' using errcode = '42501';
    end if;
    update public.mutation_requests
    set status = 'processing', released_by = (select auth.uid()), released_at = now(), release_notes = note
    where id = r.id returning * into r;

  elsif p_action = 'accept' then
    if r.status <> 'processing' then
      raise exception 'only a released (processing) request can be accepted (status is %)', r.status
        using errcode = '55000';
    end if;
    if not for_target then
      raise exception 'only the target DPC (or its DPW) accepts a member' using errcode = '42501';
    end if;
    if not r.documents_complete then
      raise exception 'the document checklist is incomplete' using errcode = '55000';
    end if;
    update public.mutation_requests
    set status = 'approved', accepted_by = (select auth.uid()), accepted_at = now(),
        decided_by = (select auth.uid()), decided_at = now(), decision_notes = note
    where id = r.id returning * into r;

  elsif p_action = 'reject' then
    if r.status not in ('pending', 'processing') then
      raise exception 'only a pending or processing request can be rejected (status is %)', r.status
        using errcode = '55000';
    end if;
    if note is null then
      raise exception 'a note is required to reject a mutation request' using errcode = '22023';
    end if;
    update public.mutation_requests
    set status = 'rejected', decided_by = (select auth.uid()), decided_at = now(), decision_notes = note
    where id = r.id returning * into r;

  elsif p_action = 'complete' then
    if r.status <> 'approved' then
      raise exception 'only an approved request can be completed (status is %)', r.status using errcode = '55000';
    end if;
    if not for_target then
      raise exception 'only the target DPC (or its DPW) completes a mutation' using errcode = '42501';
    end if;
    update public.mutation_requests
    set status = 'completed', completed_by = (select auth.uid()), completed_at = now(),
        decision_notes = coalesce(note, decision_notes)
    where id = r.id returning * into r;
    -- The member moves; the NAP stays. Unpaid bills follow the member to the new DPC.
    perform set_config('simk.audit_action', 'members.transfer', true);
    update public.members set organization_id = r.target_organization_id where id = r.member_id;
    update public.bills set organization_id = r.target_organization_id
    where member_id = r.member_id and status = 'unpaid';
  end if;

  perform private.notify(
    (select m.user_id from public.members m where m.id = r.member_id),
    case when r.status = 'rejected' then 'error' else 'info' end::public.notification_type,
    'membership', 'medium',
    case r.status
      when 'processing' then 'Mutasi dilepas DPC asal'
      when 'approved' then 'Mutasi disetujui'
      when 'rejected' then 'Mutasi ditolak'
      else 'Mutasi selesai'
    end,
    case r.status
      when 'rejected' then 'Permohonan mutasi Anda ditolak: ' || coalesce(note, '-')
      when 'completed' then 'Anda kini terdaftar di DPC tujuan. NAP Anda tidak berubah.'
      else 'Status permohonan mutasi Anda: ' || r.status::text || '.'
    end,
    '/dashboard/mutations/history', 'Lihat mutasi'
  );
  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function private.decide_mutation(uuid, public.mutation_action, text) is
  'One step of a mutation: release (origin, pending → processing), accept (target, processing → approved, checklist complete), reject (either side, pending/processing → rejected, note required), complete (target, approved → completed, moves the member and its unpaid bills). Requires mutations.approve for the side that acts.';
revoke all on function private.decide_mutation(uuid, public.mutation_action, text) from public;
grant execute on function private.decide_mutation(uuid, public.mutation_action, text) to authenticated, service_role;

create function public.decide_mutation(p_request_id uuid, p_action public.mutation_action, p_note text default null)
returns public.mutation_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.decide_mutation(p_request_id, p_action, p_note)
$$;

comment on function public.decide_mutation(uuid, public.mutation_action, text) is
  'Takes one decision on a mutation request (release, accept, reject, complete); see private.decide_mutation.';

create function public.approve_mutation(p_request_id uuid, p_note text default null)
returns public.mutation_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.decide_mutation(
    p_request_id,
    case (select r.status from public.mutation_requests r where r.id = p_request_id)
      when 'pending' then 'release'
      when 'processing' then 'accept'
      when 'approved' then 'complete'
      else 'release'
    end::public.mutation_action,
    p_note
  )
$$;

comment on function public.approve_mutation(uuid, text) is
  'Takes the next approving step of a mutation request: release when pending, accept when processing, complete when approved.';

create function public.reject_mutation(p_request_id uuid, p_note text)
returns public.mutation_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.decide_mutation(p_request_id, 'reject', p_note)
$$;

comment on function public.reject_mutation(uuid, text) is 'Rejects a pending or processing mutation request with a note.';

revoke all on function public.decide_mutation(uuid, public.mutation_action, text) from public, anon;
revoke all on function public.approve_mutation(uuid, text) from public, anon;
revoke all on function public.reject_mutation(uuid, text) from public, anon;
grant execute on function public.decide_mutation(uuid, public.mutation_action, text) to authenticated, service_role;
grant execute on function public.approve_mutation(uuid, text) to authenticated, service_role;
grant execute on function public.reject_mutation(uuid, text) to authenticated, service_role;
