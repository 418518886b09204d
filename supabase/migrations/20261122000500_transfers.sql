-- Transfer requests: a member moving between DPCs.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- pending → processing (origin DPC releases) → completed (target DPC accepts, and the member moves
-- to the target DPC in the same step); pending → withdrawn (the member); pending or processing →
-- rejected (the side whose turn it is). `approved` is the state between acceptance and completion
-- that older requests may still be in; `complete` finishes them. The DPW acts for its DPCs and the
-- DPP for all. See docs/data-model.md and docs/decisions/0036-member-transfers.md.

create type public.transfer_status as enum ('pending', 'processing', 'approved', 'rejected', 'completed', 'withdrawn');
create type public.transfer_priority as enum ('high', 'medium', 'low');
create type public.transfer_urgency as enum ('urgent', 'medium', 'normal');
create type public.transfer_action as enum ('release', 'accept', 'reject', 'complete');
create type public.transfer_document_kind as enum ('sip_current', 'sip_target', 'recommendation_letter');
comment on type public.transfer_status is
  'pending (Menunggu), processing (Diproses: released by the origin DPC), approved (Disetujui: accepted by the target DPC, not yet moved), rejected (Ditolak), completed (Selesai: member moved), withdrawn (Dibatalkan: by the member while pending).';
comment on type public.transfer_priority is 'high (Tinggi), medium (Sedang), low (Rendah).';
comment on type public.transfer_urgency is 'urgent (Mendesak), medium (Sedang), normal (Normal).';
comment on type public.transfer_action is 'A decision on a transfer request; see decide_transfer.';
comment on type public.transfer_document_kind is
  'The checklist: SIP at the current location, SIP at the target location, recommendation letter.';

create table public.transfer_requests (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  member_name text not null,
  member_nap text,
  origin_organization_id uuid not null references public.organizations (id) on delete restrict,
  target_organization_id uuid not null references public.organizations (id) on delete restrict,
  reason text not null check (length(btrim(reason)) between 5 and 2000),
  priority public.transfer_priority not null default 'medium',
  urgency public.transfer_urgency not null generated always as (
    case priority when 'high' then 'urgent'::public.transfer_urgency
                  when 'medium' then 'medium'::public.transfer_urgency
                  else 'normal'::public.transfer_urgency end
  ) stored,
  has_sip_current boolean not null default false,
  has_sip_target boolean not null default false,
  has_recommendation_letter boolean not null default false,
  sip_current_path text,
  sip_target_path text,
  recommendation_letter_path text,
  documents_complete boolean generated always as (has_sip_current and has_sip_target and has_recommendation_letter) stored,
  status public.transfer_status not null default 'pending',
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
  withdrawn_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint transfer_requests_different_target check (origin_organization_id <> target_organization_id)
);

comment on table public.transfer_requests is
  'Transfer of a member between DPCs. The origin DPC releases (pending → processing), the target DPC accepts (processing → approved) once the document checklist is complete, and completion moves the member. member_name/member_nap are a snapshot so the target DPC can review a member it does not yet administer.';
comment on column public.transfer_requests.urgency is
  'The approval desk''s urgency, derived from the priority the member chose (high → urgent, medium → medium, low → normal); nobody sets it directly.';
comment on column public.transfer_requests.sip_current_path is
  'The uploaded SIP at the current location: an object of member-documents under <member_id>/transfers/<id>/ (attach_transfer_document).';
comment on column public.transfer_requests.sip_target_path is 'The uploaded SIP at the target location (as sip_current_path).';
comment on column public.transfer_requests.recommendation_letter_path is 'The uploaded recommendation letter (as sip_current_path).';
comment on column public.transfer_requests.withdrawn_at is 'When the member withdrew the request (status withdrawn).';
comment on column public.transfer_requests.decided_by is 'Who took the final decision (acceptance or rejection); decision_notes holds their note.';

create unique index transfer_requests_one_open_per_member_idx on public.transfer_requests (member_id)
  where status in ('pending', 'processing', 'approved');
create index transfer_requests_member_id_idx on public.transfer_requests (member_id);
create index transfer_requests_origin_idx on public.transfer_requests (origin_organization_id, status);
create index transfer_requests_target_idx on public.transfer_requests (target_organization_id, status);
create index transfer_requests_requested_by_idx on public.transfer_requests (requested_by);
create index transfer_requests_released_by_idx on public.transfer_requests (released_by);
create index transfer_requests_accepted_by_idx on public.transfer_requests (accepted_by);
create index transfer_requests_decided_by_idx on public.transfer_requests (decided_by);
create index transfer_requests_completed_by_idx on public.transfer_requests (completed_by);
create index transfer_requests_requested_at_idx on public.transfer_requests (requested_at desc);

-- New requests: origin, snapshot and status come from the member row, not from the caller.
create function private.prepare_transfer_request()
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
    raise exception 'only an ACTIVE member can request a transfer'
      using errcode = '55000', constraint = 'transfer_member_not_active';
  end if;
  select o.level into target_level from public.organizations o where o.id = new.target_organization_id;
  if target_level is distinct from 'DPC' then
    raise exception 'the target of a transfer must be a DPC' using errcode = '23514', constraint = 'transfer_target_is_dpc';
  end if;
  new.origin_organization_id := m.organization_id;
  new.member_name := m.full_name;
  new.member_nap := m.nap;
  -- current_user is this function's owner here (security definer): the API role is the JWT's.
  if (select auth.role()) = 'authenticated' then
    new.status := 'pending';
    new.requested_by := (select auth.uid());
    new.requested_at := now();
    new.released_by := null; new.released_at := null; new.release_notes := null;
    new.accepted_by := null; new.accepted_at := null;
    new.decided_by := null; new.decided_at := null; new.decision_notes := null;
    new.completed_by := null; new.completed_at := null; new.withdrawn_at := null;
    new.has_sip_current := false; new.has_sip_target := false; new.has_recommendation_letter := false;
    new.sip_current_path := null; new.sip_target_path := null; new.recommendation_letter_path := null;
  end if;
  return new;
end;
$$;

comment on function private.prepare_transfer_request() is
  'BEFORE INSERT trigger: takes origin DPC, name and NAP from the member, requires an ACTIVE member and a DPC target, and forces API-created requests to start pending with an empty checklist.';
revoke all on function private.prepare_transfer_request() from public;

create trigger transfer_requests_prepare
  before insert on public.transfer_requests
  for each row execute function private.prepare_transfer_request();
create trigger transfer_requests_set_updated_at
  before update on public.transfer_requests
  for each row execute function private.set_updated_at();
create trigger transfer_requests_audit
  after insert or update or delete on public.transfer_requests
  for each row execute function private.audit_row_change();

alter table public.transfer_requests enable row level security;
revoke all on public.transfer_requests from public, anon, authenticated;
grant all on public.transfer_requests to service_role;
grant select on public.transfer_requests to authenticated;
-- The checklist flags and file paths change only through attach_transfer_document, which checks
-- that the file is there. The urgency follows the priority (a generated column), so it is not granted.
grant insert (member_id, target_organization_id, reason, priority) on public.transfer_requests to authenticated;
grant update (reason, priority) on public.transfer_requests to authenticated;

create policy transfer_requests_select on public.transfer_requests
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or origin_organization_id = any (array(select unnest(private.administered_organization_ids())))
    or target_organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy transfer_requests_insert on public.transfer_requests
  for insert to authenticated
  with check (
    member_id = (select private.current_member_id())
    or origin_organization_id = any (array(select unnest(private.organization_ids_with_permission('mutations.create'))))
  );
-- Details (reason, checklist) can be corrected while the request is still open; status only
-- moves through decide_transfer.
create policy transfer_requests_update on public.transfer_requests
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

-- ---------------------------------------------------------------------------------------------
-- Telling the parties: the member by notification and a queued email at every step, the officers
-- of the side that acts next (or of the other side) by notification.
-- ---------------------------------------------------------------------------------------------

create function private.announce_transfer(p_request public.transfer_requests, p_event text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_member public.members;
  -- The texts are worded by their readers' languages: the notifications by the web app
  -- (templates transfer_<event> and transfer_<event>_officer), the email by render_message.
  v_params jsonb := jsonb_strip_nulls(jsonb_build_object(
    'member_name', p_request.member_name,
    'origin', (select o.name from public.organizations o where o.id = p_request.origin_organization_id),
    'target', (select o.name from public.organizations o where o.id = p_request.target_organization_id),
    'reason', p_request.decision_notes));
  -- The officers of the side that acts next (the target once released) or of the other side.
  officers_of uuid := case
    when p_event = 'released' then p_request.target_organization_id
    when p_event = 'rejected' and p_request.released_at is null then p_request.target_organization_id
    else p_request.origin_organization_id end;
  v_officer uuid;
begin
  if p_event is null or p_event not in ('requested', 'released', 'completed', 'rejected', 'withdrawn') then
    raise exception 'unknown transfer event %', p_event using errcode = '22023';
  end if;
  select * into v_member from public.members m where m.id = p_request.member_id;

  perform private.notify(
    v_member.user_id, case when p_event = 'rejected' then 'error' when p_event = 'completed' then 'success' else 'info' end::public.notification_type,
    'membership', 'medium', 'transfer_' || p_event, v_params - 'member_name', '/dashboard/mutations/requests');
  perform private.queue_membership_email(
    v_member, 'transfer_update',
    jsonb_build_object('event', p_event, 'origin_name', v_params ->> 'origin', 'target_name', v_params ->> 'target',
                       'reason', coalesce(v_params ->> 'reason', ''),
                       'transfers_url', private.site_url() || '/dashboard/mutations/requests'));
  for v_officer in
    select u from private.chapter_officer_ids(officers_of, 'mutations.approve') u where u is distinct from (select auth.uid())
  loop
    perform private.notify(v_officer, 'info', 'membership', 'medium', 'transfer_' || p_event || '_officer', v_params,
                           '/dashboard/mutations/approval');
  end loop;
end;
$$;

comment on function private.announce_transfer(public.transfer_requests, text) is
  'Tells the parties of one step (requested, released, completed, rejected, withdrawn): the member by notification and a queued email (template transfer_update), the officers of the side concerned (origin for a new, completed or withdrawn request; target once released; the side that did not reject) by notification.';
revoke all on function private.announce_transfer(public.transfer_requests, text) from public;

create function private.announce_new_transfer_request()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'pending' then
    perform private.announce_transfer(new, 'requested');
  end if;
  return null;
end;
$$;

comment on function private.announce_new_transfer_request() is
  'AFTER INSERT trigger: announces a new pending request to the member and the origin''s officers.';
revoke all on function private.announce_new_transfer_request() from public;

create trigger transfer_requests_announce
  after insert on public.transfer_requests
  for each row execute function private.announce_new_transfer_request();

-- ---------------------------------------------------------------------------------------------
-- What the caller may do with a request: the one home of the transfer rule. decide_transfer,
-- withdraw_transfer and attach_transfer_document refuse what it does not list, and the API's
-- lists return it (allowedActions), so the web app offers exactly the buttons that will work.
-- ---------------------------------------------------------------------------------------------

-- The approving step of a status: the origin releases a pending request, the target accepts a
-- processing one and completes one accepted before acceptance completed.
create function private.transfer_approving_step(p_status public.transfer_status)
returns public.transfer_action
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case p_status when 'pending' then 'release' when 'processing' then 'accept' when 'approved' then 'complete'
         end::public.transfer_action
$$;

comment on function private.transfer_approving_step(public.transfer_status) is
  'The decision that approving means at a status: release (pending), accept (processing), complete (approved); null once decided.';
revoke all on function private.transfer_approving_step(public.transfer_status) from public;
grant execute on function private.transfer_approving_step(public.transfer_status) to authenticated, service_role;

-- Each open status is the turn of one side: pending the origin's, processing and approved the
-- target's. Nobody decides their own request (decision 0049).
create function private.transfer_actions(p_request public.transfer_requests)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  own boolean := p_request.member_id is not distinct from private.current_member_id();
  deciding_side uuid := case p_request.status
    when 'pending' then p_request.origin_organization_id
    when 'processing' then p_request.target_organization_id
    when 'approved' then p_request.target_organization_id
  end;
  decides boolean := deciding_side is not null and not own
                     and private.can_in_organization('mutations.approve', deciding_side);
  actions text[] := '{}';
begin
  if decides and (p_request.documents_complete or p_request.status = 'approved') then
    actions := array_append(actions, 'approve');
  end if;
  if decides and p_request.status in ('pending', 'processing') then
    actions := array_append(actions, 'reject');
  end if;
  if own and p_request.status = 'pending' then
    actions := array_append(actions, 'withdraw');
  end if;
  if p_request.status in ('pending', 'processing')
     and (own or private.can_in_organization('mutations.create', p_request.origin_organization_id)) then
    actions := array_append(actions, 'upload');
  end if;
  return actions;
end;
$$;

comment on function private.transfer_actions(public.transfer_requests) is
  'What the caller may do with the request now: approve (the deciding side''s approving step, see transfer_approving_step; a release or acceptance needs the complete checklist), reject (the deciding side while pending or processing), withdraw (the member while pending), upload (the member or mutations.create at the origin while pending or processing). The deciding side is the origin while pending and the target while processing or approved; never the member themself. decide_transfer, withdraw_transfer and attach_transfer_document allow only what it lists; the API returns it as allowedActions.';
revoke all on function private.transfer_actions(public.transfer_requests) from public;
grant execute on function private.transfer_actions(public.transfer_requests) to authenticated, service_role;

-- Words the refusal of a decision that transfer_actions does not allow, so the client can say why:
-- another officer decided first, the origin has not released yet, the checklist is incomplete, the
-- caller's own request, or no permission for that side. It only chooses the error; the rule is
-- transfer_actions, and a refusal it cannot explain is still a refusal.
create function private.refuse_transfer_decision(p_request public.transfer_requests, p_action public.transfer_action)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests := p_request;
  steps public.transfer_status[] := array['pending', 'processing', 'approved'];
  expected public.transfer_status[] := case p_action
    when 'release' then array['pending']
    when 'accept' then array['processing']
    when 'reject' then array['pending', 'processing']
    when 'complete' then array['approved']
  end::public.transfer_status[];
  for_origin boolean := private.can_in_organization('mutations.approve', r.origin_organization_id);
  for_target boolean := private.can_in_organization('mutations.approve', r.target_organization_id);
begin
  if not (for_origin or for_target) then
    raise exception 'permission mutations.approve is required for the origin or target DPC' using errcode = '42501';
  end if;
  perform private.refuse_own_member(r.member_id, 'Memutuskan permohonan mutasi');
  if not (r.status = any (expected)) then
    if r.status = any (steps) and array_position(steps, r.status) < array_position(steps, expected[1]) then
      raise exception 'the request has not reached this step yet (status is %)', r.status
        using errcode = '55000', constraint = 'transfer_not_yet_released';
    end if;
    raise exception 'the request was already decided (status is %)', r.status
      using errcode = '55000', constraint = 'transfer_already_decided';
  end if;
  if p_action = 'release' and not for_origin then
    raise exception 'only the origin DPC (or its DPW) releases a member' using errcode = '42501';
  end if;
  if p_action = 'reject' and r.status = 'pending' and not for_origin then
    raise exception 'the origin DPC has not released the request yet'
      using errcode = '55000', constraint = 'transfer_not_yet_released';
  end if;
  if p_action = 'reject' and r.status = 'processing' and not for_target then
    raise exception 'the request was already released' using errcode = '55000', constraint = 'transfer_already_decided';
  end if;
  if p_action in ('accept', 'complete') and not for_target then
    raise exception 'only the target DPC (or its DPW) accepts and completes a transfer' using errcode = '42501';
  end if;
  if p_action in ('release', 'accept') and not r.documents_complete then
    raise exception 'the document checklist is incomplete'
      using errcode = '55000', constraint = 'transfer_documents_incomplete';
  end if;
  raise exception 'this decision is not open to the caller (status is %)', r.status using errcode = '42501';
end;
$$;

comment on function private.refuse_transfer_decision(public.transfer_requests, public.transfer_action) is
  'Raises the error that explains why transfer_actions does not allow the decision: 42501 (no permission for either side, separation_of_duties, the wrong side), 55000 transfer_not_yet_released, transfer_already_decided or transfer_documents_incomplete; 42501 when nothing more specific applies.';
revoke all on function private.refuse_transfer_decision(public.transfer_requests, public.transfer_action) from public;

-- ---------------------------------------------------------------------------------------------
-- Decisions
-- ---------------------------------------------------------------------------------------------

-- A decision is taken only when transfer_actions allows it, read after the row lock: two officers
-- deciding at once are serialised by the lock, and the second gets transfer_already_decided
-- instead of a second decision.
create function private.decide_transfer(p_request_id uuid, p_action public.transfer_action, p_note text default null)
returns public.transfer_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests;
  note text := nullif(btrim(coalesce(p_note, '')), '');
  allowed text[];
begin
  select * into r from public.transfer_requests where id = p_request_id for update;
  if not found then
    raise exception 'transfer request % not found', p_request_id using errcode = 'P0002';
  end if;
  allowed := private.transfer_actions(r);
  if not (case when p_action = 'reject' then 'reject' = any (allowed)
               else 'approve' = any (allowed) and p_action = private.transfer_approving_step(r.status) end) then
    perform private.refuse_transfer_decision(r, p_action);
  end if;
  if p_action = 'reject' and note is null then
    raise exception 'a note is required to reject a transfer request' using errcode = '22023';
  end if;

  perform set_config('simk.audit_action', 'transfer_requests.' || p_action::text, true);

  if p_action = 'release' then
    update public.transfer_requests
    set status = 'processing', released_by = (select auth.uid()), released_at = now(), release_notes = note
    where id = r.id returning * into r;
    perform private.announce_transfer(r, 'released');

  elsif p_action = 'reject' then
    update public.transfer_requests
    set status = 'rejected', decided_by = (select auth.uid()), decided_at = now(), decision_notes = note
    where id = r.id returning * into r;
    perform private.announce_transfer(r, 'rejected');

  else
    if p_action = 'accept' then
      -- Acceptance completes the transfer in the same step (decision 0036).
      update public.transfer_requests
      set status = 'completed', accepted_by = (select auth.uid()), accepted_at = now(),
          decided_by = (select auth.uid()), decided_at = now(), decision_notes = note,
          completed_by = (select auth.uid()), completed_at = now()
      where id = r.id returning * into r;
    else
      update public.transfer_requests
      set status = 'completed', completed_by = (select auth.uid()), completed_at = now(),
          decision_notes = coalesce(note, decision_notes)
      where id = r.id returning * into r;
    end if;
    -- The member moves; the NAP stays. Unpaid bills follow the member to the new DPC, and the
    -- next bills are issued there (generate_bills bills a member's current DPC).
    perform set_config('simk.audit_action', 'members.transfer', true);
    update public.members set organization_id = r.target_organization_id where id = r.member_id;
    update public.bills set organization_id = r.target_organization_id
    where member_id = r.member_id and status = 'unpaid';
    perform private.announce_transfer(r, 'completed');
  end if;

  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function private.decide_transfer(uuid, public.transfer_action, text) is
  'One step of a transfer: release (origin, pending → processing, checklist complete), accept (target, processing → completed: accepts and moves the member and its unpaid bills, checklist complete), reject (the side whose turn it is, pending/processing → rejected, note required), complete (target, approved → completed, for requests accepted before acceptance completed). Allowed only when private.transfer_actions lists it (approve for release/accept/complete as transfer_approving_step says, reject); otherwise private.refuse_transfer_decision says why (42501, separation_of_duties, 55000 transfer_already_decided, transfer_not_yet_released, transfer_documents_incomplete).';
revoke all on function private.decide_transfer(uuid, public.transfer_action, text) from public;
grant execute on function private.decide_transfer(uuid, public.transfer_action, text) to authenticated, service_role;

-- The next approving step for the caller's side, chosen after the row lock so that a second
-- officer of the same side gets the conflict rather than another side's step.
create function private.approve_transfer(p_request_id uuid, p_note text default null)
returns public.transfer_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests;
  for_origin boolean;
  for_target boolean;
begin
  select * into r from public.transfer_requests where id = p_request_id for update;
  if not found then
    raise exception 'transfer request % not found', p_request_id using errcode = 'P0002';
  end if;
  for_origin := private.can_in_organization('mutations.approve', r.origin_organization_id);
  for_target := private.can_in_organization('mutations.approve', r.target_organization_id);
  return private.decide_transfer(
    p_request_id,
    case
      when r.status = 'pending' and for_origin then 'release'
      when r.status = 'processing' and for_target then 'accept'
      when r.status = 'approved' and for_target then 'complete'
      when r.status = 'pending' then 'accept'
      else 'release'
    end::public.transfer_action,
    p_note
  );
end;
$$;

comment on function private.approve_transfer(uuid, text) is
  'The approving step of the caller''s side: release when pending (origin), accept and complete when processing (target), complete when approved (target); otherwise decide_transfer''s refusal.';
revoke all on function private.approve_transfer(uuid, text) from public;
grant execute on function private.approve_transfer(uuid, text) to authenticated, service_role;

create function private.withdraw_transfer(p_request_id uuid)
returns public.transfer_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests;
begin
  select * into r from public.transfer_requests where id = p_request_id for update;
  if not found or r.member_id is distinct from private.current_member_id() then
    raise exception 'transfer request % not found', p_request_id using errcode = 'P0002';
  end if;
  if not ('withdraw' = any (private.transfer_actions(r))) then
    raise exception 'only a pending request can be withdrawn (status is %)', r.status
      using errcode = '55000', constraint = 'transfer_already_decided';
  end if;
  perform set_config('simk.audit_action', 'transfer_requests.withdraw', true);
  update public.transfer_requests set status = 'withdrawn', withdrawn_at = now() where id = r.id returning * into r;
  perform set_config('simk.audit_action', '', true);
  perform private.announce_transfer(r, 'withdrawn');
  return r;
end;
$$;

comment on function private.withdraw_transfer(uuid) is
  'The member withdraws their own pending request (pending → withdrawn), audited and announced to the origin''s officers. Another''s request is not found.';
revoke all on function private.withdraw_transfer(uuid) from public;
grant execute on function private.withdraw_transfer(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The document checklist: the browser uploads to member-documents under
-- <member_id>/transfers/<request_id>/<kind>.<pdf|jpg|jpeg|png> (the bucket limits type and size),
-- then names the file here.
-- ---------------------------------------------------------------------------------------------

create function private.attach_transfer_document(
  p_request_id uuid,
  p_kind public.transfer_document_kind,
  p_path text
)
returns public.transfer_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests;
  owner_user uuid;
begin
  select * into r from public.transfer_requests where id = p_request_id for update;
  if not found then
    raise exception 'transfer request % not found', p_request_id using errcode = 'P0002';
  end if;
  if not ('upload' = any (private.transfer_actions(r))) then
    select m.user_id into owner_user from public.members m where m.id = r.member_id;
    if not (owner_user = private.current_user_id() or private.can_in_organization('mutations.create', r.origin_organization_id)) then
      if not private.can_read_transfer_request(r) then
        raise exception 'transfer request % not found', p_request_id using errcode = 'P0002';
      end if;
      raise exception 'only the member or an officer of the origin DPC adds documents' using errcode = '42501';
    end if;
    raise exception 'documents change only while the request is open (status is %)', r.status
      using errcode = '55000', constraint = 'transfer_already_decided';
  end if;
  if p_path is null
     or p_path !~ ('^' || r.member_id::text || '/transfers/' || r.id::text || '/' || p_kind::text || '\.(pdf|jpe?g|png)$') then
    raise exception 'a transfer document lives at <member_id>/transfers/<request_id>/<kind>.<pdf|jpg|png>'
      using errcode = '23514', constraint = 'transfer_document_path';
  end if;
  if not exists (select 1 from storage.objects o where o.bucket_id = 'member-documents' and o.name = p_path) then
    raise exception 'no uploaded file at %', p_path using errcode = '23514', constraint = 'transfer_document_uploaded';
  end if;

  perform set_config('simk.audit_action', 'transfer_requests.document', true);
  update public.transfer_requests
  set sip_current_path = case when p_kind = 'sip_current' then p_path else sip_current_path end,
      has_sip_current = has_sip_current or p_kind = 'sip_current',
      sip_target_path = case when p_kind = 'sip_target' then p_path else sip_target_path end,
      has_sip_target = has_sip_target or p_kind = 'sip_target',
      recommendation_letter_path = case when p_kind = 'recommendation_letter' then p_path else recommendation_letter_path end,
      has_recommendation_letter = has_recommendation_letter or p_kind = 'recommendation_letter'
  where id = r.id returning * into r;
  perform set_config('simk.audit_action', '', true);
  return r;
end;
$$;

comment on function private.attach_transfer_document(uuid, public.transfer_document_kind, text) is
  'Names an uploaded checklist document (upload or replacement) on an open request and ticks it: by the member, or an officer with mutations.create at the origin. The file must exist in member-documents at <member_id>/transfers/<request_id>/<kind>.<pdf|jpg|jpeg|png>. Audited as transfer_requests.document.';
revoke all on function private.attach_transfer_document(uuid, public.transfer_document_kind, text) from public;
grant execute on function private.attach_transfer_document(uuid, public.transfer_document_kind, text) to authenticated, service_role;

create function private.can_read_transfer_request(p_request public.transfer_requests)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return p_request.member_id = private.current_member_id()
    or private.has_national_scope()
    or p_request.origin_organization_id = any (private.administered_organization_ids())
    or p_request.target_organization_id = any (private.administered_organization_ids());
end;
$$;

comment on function private.can_read_transfer_request(public.transfer_requests) is
  'True when the caller sees the request: the member, officers of the origin or target DPC (or their DPW), the DPP. The same rule as transfer_requests_select, for the storage policy and refusals.';
revoke all on function private.can_read_transfer_request(public.transfer_requests) from public;
grant execute on function private.can_read_transfer_request(public.transfer_requests) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The API's entry points (security invoker wrappers)
-- ---------------------------------------------------------------------------------------------

create function public.decide_transfer(p_request_id uuid, p_action public.transfer_action, p_note text default null)
returns public.transfer_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.decide_transfer(p_request_id, p_action, p_note)
$$;

comment on function public.decide_transfer(uuid, public.transfer_action, text) is
  'Takes one decision on a transfer request (release, accept, reject, complete); see private.decide_transfer.';

create function public.approve_transfer(p_request_id uuid, p_note text default null)
returns public.transfer_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.approve_transfer(p_request_id, p_note)
$$;

comment on function public.approve_transfer(uuid, text) is
  'Takes the approving step of the caller''s side: release at the origin, accept (which completes the transfer) at the target; see private.approve_transfer.';

create function public.reject_transfer(p_request_id uuid, p_note text)
returns public.transfer_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.decide_transfer(p_request_id, 'reject', p_note)
$$;

comment on function public.reject_transfer(uuid, text) is
  'Rejects a pending (origin) or processing (target) transfer request with a note.';

create function public.withdraw_transfer(p_request_id uuid)
returns public.transfer_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.withdraw_transfer(p_request_id)
$$;

comment on function public.withdraw_transfer(uuid) is 'The member withdraws their own pending transfer request.';

create function public.attach_transfer_document(p_request_id uuid, p_kind public.transfer_document_kind, p_path text)
returns public.transfer_requests
language sql
security invoker
set search_path = ''
as $$
  select * from private.attach_transfer_document(p_request_id, p_kind, p_path)
$$;

comment on function public.attach_transfer_document(uuid, public.transfer_document_kind, text) is
  'Names an uploaded checklist document on an open transfer request; see private.attach_transfer_document.';

revoke all on function public.decide_transfer(uuid, public.transfer_action, text) from public, anon;
revoke all on function public.approve_transfer(uuid, text) from public, anon;
revoke all on function public.reject_transfer(uuid, text) from public, anon;
revoke all on function public.withdraw_transfer(uuid) from public, anon;
revoke all on function public.attach_transfer_document(uuid, public.transfer_document_kind, text) from public, anon;
grant execute on function public.decide_transfer(uuid, public.transfer_action, text) to authenticated, service_role;
grant execute on function public.approve_transfer(uuid, text) to authenticated, service_role;
grant execute on function public.reject_transfer(uuid, text) to authenticated, service_role;
grant execute on function public.withdraw_transfer(uuid) to authenticated, service_role;
grant execute on function public.attach_transfer_document(uuid, public.transfer_document_kind, text) to authenticated, service_role;

-- Who took a step, for the timeline and the history: officers of the other side cannot read the
-- deciding officer's member record, so the name is given here, for the actors of a request the
-- caller sees only.
create function private.transfer_actor_name(p_request public.transfer_requests, p_user_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_user_id is null
     or not (p_user_id in (p_request.requested_by, p_request.released_by, p_request.accepted_by, p_request.decided_by,
                           p_request.completed_by))
     or not private.can_read_transfer_request(p_request) then
    return null;
  end if;
  return coalesce(
    (select m.full_name from public.members m where m.user_id = p_user_id order by m.created_at limit 1),
    (select u.email from auth.users u where u.id = p_user_id)
  );
end;
$$;

comment on function private.transfer_actor_name(public.transfer_requests, uuid) is
  'The name (member record, else email) of a user who took a step of the request, when the caller sees the request; null otherwise.';
revoke all on function private.transfer_actor_name(public.transfer_requests, uuid) from public;
grant execute on function private.transfer_actor_name(public.transfer_requests, uuid) to authenticated, service_role;

-- The member's standing for the detail modal and the approval desk: the target's officers review
-- a member their scope does not hold yet, so it is read here, for a request the caller sees.
create function public.transfer_member_standing(p_request_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.transfer_requests;
  m public.members;
begin
  select * into r from public.transfer_requests where id = p_request_id;
  if not found or not private.can_read_transfer_request(r) then
    return null;
  end if;
  select * into m from public.members where id = r.member_id;
  return jsonb_build_object(
    'membershipStatus', m.membership_status,
    'unpaidBills', (select count(*) from public.bills b
                    where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()),
    'arrears', (select coalesce(sum(b.amount), 0) from public.bills b
                where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()),
    'sipNumber', m.sip_number,
    'sipExpiryDate', m.sip_expiry_date,
    'photoPath', m.photo_path
  );
end;
$$;

comment on function public.transfer_member_standing(uuid) is
  'The requesting member''s status, overdue bills (count and amount), SIP number and expiry and photo path, for a request the caller sees (null otherwise): what the deciding officers review.';
revoke all on function public.transfer_member_standing(uuid) from public, anon;
grant execute on function public.transfer_member_standing(uuid) to authenticated, service_role;
