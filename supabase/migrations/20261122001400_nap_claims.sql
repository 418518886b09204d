-- Claiming a legacy NAP: a member of the legacy register without a login links a new login to
-- their member row (issue 13 §7, decision 0035).
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- POST /claims (public) calls private.request_nap_claim with the NAP, birth date and email. When
-- they match the register, a claim is recorded with the SHA-256 of a one-time token and the link
-- is queued through the outbox (decision 0020); when they do not, only the attempt is recorded.
-- Either way the caller gets the same answer. POST /claims/confirm opens the claim by its token
-- (private.open_nap_claim), creates the login through the auth server's admin API, and links it
-- (private.link_nap_claim). A member row that already has a login is not claimed again: the claim
-- becomes disputed, and an officer of the DPC cancels it or unlinks the old login
-- (public.resolve_nap_claim). A register row without an email proves nothing about the address
-- typed in, so its claim awaits the approval of an officer who verifies members in its DPC; only
-- the approval sends the link (decision 0035). The members column register_confirmed_at is in
-- …000200_members.sql.

create type public.nap_claim_status as enum ('awaiting_approval', 'pending', 'linked', 'disputed', 'cancelled');
comment on type public.nap_claim_status is
  'awaiting_approval: the register has no email, so an officer who verifies the DPC''s members approves (the link is then sent) or rejects (cancelled). pending: link sent, not yet followed (or reopened by an officer). linked: the new login is the member''s. disputed: the link was followed but the member already had a login; an officer resolves it. cancelled: by an officer, or replaced by a newer claim.';

-- ---------------------------------------------------------------------------------------------
-- Rate limiting: every request counts, matched or not, by requester (IP, claimant email) and by
-- NAP. A request that proves ownership (the register's email and birth date) is held only by the
-- requester's IP, so nobody else's requests lock the owner out.
-- ---------------------------------------------------------------------------------------------

create table private.nap_claim_attempts (
  id bigint generated always as identity primary key,
  nap text not null,
  ip inet,
  email text,
  proved boolean not null default false,
  attempted_at timestamptz not null default now()
);

comment on table private.nap_claim_attempts is
  'Every NAP claim request (matched or not), for the limits of private.nap_claim_retry_after. Pruned after a day.';
comment on column private.nap_claim_attempts.email is 'The claimant''s address, lower case (the per-email limit).';
comment on column private.nap_claim_attempts.proved is
  'The request gave the register''s email and birth date: it does not count towards the per-NAP and per-email limits.';

create index nap_claim_attempts_nap_attempted_at_idx on private.nap_claim_attempts (nap, attempted_at);
create index nap_claim_attempts_ip_attempted_at_idx on private.nap_claim_attempts (ip, attempted_at);
create index nap_claim_attempts_attempted_at_idx on private.nap_claim_attempts (attempted_at);
create index nap_claim_attempts_email_attempted_at_idx on private.nap_claim_attempts (email, attempted_at);
comment on index private.nap_claim_attempts_email_attempted_at_idx is 'The per-email limit.';
comment on index private.nap_claim_attempts_nap_attempted_at_idx is 'The per-NAP limits.';
comment on index private.nap_claim_attempts_ip_attempted_at_idx is 'The per-IP limit.';
comment on index private.nap_claim_attempts_attempted_at_idx is 'Pruning.';

alter table private.nap_claim_attempts enable row level security;
revoke all on private.nap_claim_attempts from public, anon, authenticated;
grant select, insert, delete on private.nap_claim_attempts to service_role;

create function private.nap_claim_retry_after(p_nap text, p_ip inet, p_email text, p_proves boolean)
returns integer
language sql
stable
set search_path = ''
as $$
  -- Seconds until the oldest request that keeps a counter at its limit leaves the hour; 0 when
  -- none is reached. Every request: 10 per IP. A request that does not prove ownership also: 3 per
  -- NAP from one IP, 10 per NAP from all, 5 per claimant email (counting only such requests).
  with ip_requests as (
    select attempted_at from private.nap_claim_attempts
    where p_ip is not null and ip = p_ip and attempted_at > now() - interval '1 hour'
    order by attempted_at desc offset 9 limit 1
  ),
  nap_ip_requests as (
    select attempted_at from private.nap_claim_attempts
    where not p_proves and nap = p_nap and ip is not distinct from p_ip and not proved
      and attempted_at > now() - interval '1 hour'
    order by attempted_at desc offset 2 limit 1
  ),
  nap_requests as (
    select attempted_at from private.nap_claim_attempts
    where not p_proves and nap = p_nap and not proved and attempted_at > now() - interval '1 hour'
    order by attempted_at desc offset 9 limit 1
  ),
  email_requests as (
    select attempted_at from private.nap_claim_attempts
    where not p_proves and email = p_email and not proved and attempted_at > now() - interval '1 hour'
    order by attempted_at desc offset 4 limit 1
  )
  select coalesce(ceil(extract(epoch from max(attempted_at) + interval '1 hour' - now())), 0)::integer
  from (
    select attempted_at from ip_requests union all select attempted_at from nap_ip_requests
    union all select attempted_at from nap_requests union all select attempted_at from email_requests
  ) as limited
$$;

comment on function private.nap_claim_retry_after(text, inet, text, boolean) is
  'Seconds a NAP claim request must wait, 0 if allowed: 10 an hour per IP; unless it proves ownership (p_proves: the register''s email and birth date), also 3 per NAP from the IP, 10 per NAP and 5 per claimant email.';
revoke all on function private.nap_claim_retry_after(text, inet, text, boolean) from public;
grant execute on function private.nap_claim_retry_after(text, inet, text, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Claims
-- ---------------------------------------------------------------------------------------------

create table public.nap_claims (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  email text not null
    constraint nap_claims_email_format check (email ~ '^[^@[:space:][:cntrl:]<>,;"]+@[^@[:space:][:cntrl:]<>,;"]+\.[^@[:space:][:cntrl:]<>,;"]+$' and email = lower(email)),
  token_hash text not null unique
    constraint nap_claims_token_hash_is_sha256 check (token_hash ~ '^[0-9a-f]{64}$'),
  status public.nap_claim_status not null default 'pending',
  expires_at timestamptz not null,
  requested_ip inet,
  linked_user_id uuid references auth.users (id) on delete set null,
  resolved_by uuid references auth.users (id) on delete set null,
  resolution_note text
    constraint nap_claims_resolution_note_length check (length(resolution_note) between 3 and 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.nap_claims is
  'Requests to link a new login to a legacy member row (NAP, birth date and email matched the register, or the register has no email and an officer approves). Written only by the claim functions; officers with members.edit or members.verify read the claims of their DPCs.';
comment on column public.nap_claims.member_id is 'The member row being claimed.';
comment on column public.nap_claims.organization_id is 'The member''s DPC when the claim was made: whose officers see and resolve it.';
comment on column public.nap_claims.email is 'The address the link goes to, lower case: the new login''s email (typed by the claimant when the register has none).';
comment on column public.nap_claims.token_hash is
  'Hex SHA-256 of the one-time token in the emailed link (while awaiting approval, a link that only shows the status; the approval replaces it). The token itself is stored nowhere but in the email (the outbox row has no DPC, so no officer reads it).';
comment on column public.nap_claims.status is 'See public.nap_claim_status.';
comment on column public.nap_claims.expires_at is 'The link works until then (24 hours; an officer''s approval or reopening starts another 24). A request awaiting approval lapses after 14 days.';
comment on column public.nap_claims.requested_ip is 'The client IP of the request.';
comment on column public.nap_claims.linked_user_id is 'The login the claim created and linked.';
comment on column public.nap_claims.resolved_by is 'The officer who approved, rejected or cancelled the claim, or unlinked the previous login.';
comment on column public.nap_claims.resolution_note is 'Why the officer resolved the claim as they did.';
comment on constraint nap_claims_email_format on public.nap_claims is 'One lower-case email address.';
comment on constraint nap_claims_token_hash_is_sha256 on public.nap_claims is 'A hex SHA-256 digest, never the token.';
comment on constraint nap_claims_resolution_note_length on public.nap_claims is 'A note of 3 to 1,000 characters.';

create index nap_claims_organization_id_created_at_idx on public.nap_claims (organization_id, created_at desc);
create index nap_claims_member_id_idx on public.nap_claims (member_id);
create index nap_claims_linked_user_id_idx on public.nap_claims (linked_user_id);
create index nap_claims_resolved_by_idx on public.nap_claims (resolved_by);
comment on index public.nap_claims_organization_id_created_at_idx is 'A DPC''s claims, newest first (officers'' list and RLS).';
comment on index public.nap_claims_member_id_idx is 'A member''s claims.';
comment on index public.nap_claims_linked_user_id_idx is 'Foreign key index for linked_user_id.';
comment on index public.nap_claims_resolved_by_idx is 'Foreign key index for resolved_by.';

create trigger nap_claims_set_updated_at
  before update on public.nap_claims
  for each row execute function private.set_updated_at();
create trigger nap_claims_audit
  after insert or update or delete on public.nap_claims
  for each row execute function private.audit_row_change();

-- RLS and grants: API roles only read (officers of the DPC); every write is a function below.
alter table public.nap_claims enable row level security;
revoke all on public.nap_claims from public, anon, authenticated;
grant all on public.nap_claims to service_role;
grant select (
  id, member_id, organization_id, email, status, expires_at, linked_user_id, resolved_by, resolution_note,
  created_at, updated_at
) on public.nap_claims to authenticated;

create policy nap_claims_select on public.nap_claims
  for select to authenticated
  using (organization_id = any (array(
    select unnest(private.organization_ids_with_permission('members.edit'))
    union
    select unnest(private.organization_ids_with_permission('members.verify'))
  )));

comment on policy nap_claims_select on public.nap_claims is
  'Officers who may edit or verify the members of a DPC see its claims (to approve requests awaiting approval, resolve disputed ones); members and anon see none.';

-- ---------------------------------------------------------------------------------------------
-- Who hears of claims: the officers who verify a DPC's members (private.chapter_officer_ids)
-- ---------------------------------------------------------------------------------------------

create function private.announce_nap_claim(p_claim public.nap_claims, p_event text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.members;
  v_officer uuid;
begin
  if p_event not in ('awaiting_approval', 'linked') then
    raise exception 'unknown NAP claim event %', p_event using errcode = '22023';
  end if;
  select * into m from public.members where id = p_claim.member_id;
  for v_officer in
    select u from private.chapter_officer_ids(p_claim.organization_id, 'members.verify') u where u is distinct from (select auth.uid())
  loop
    if p_event = 'awaiting_approval' then
      perform private.notify(v_officer, 'info', 'membership', 'medium', 'nap_claim_awaiting_approval',
        jsonb_build_object('nap', private.format_nap(m.nap), 'full_name', m.full_name, 'email', p_claim.email),
        '/dashboard/members/verification?tab=klaim-nap');
    else
      perform private.notify(v_officer, 'info', 'membership', 'medium', 'nap_claim_linked',
        jsonb_build_object('full_name', m.full_name, 'nap', private.format_nap(m.nap), 'email', p_claim.email),
        '/members');
    end if;
  end loop;
end;
$$;

comment on function private.announce_nap_claim(public.nap_claims, text) is
  'Tells the DPC''s officers who verify members (private.chapter_officer_ids) of a claim awaiting their approval or of a completed link (by the register''s email or after approval), by in-app notification.';
revoke all on function private.announce_nap_claim(public.nap_claims, text) from public;

-- The emails to a claimant whose register row has no email (template nap_claim_update): their
-- request awaits approval, was approved (with the link) or was rejected. The claimant's own
-- address only, and no member name before an officer has checked who they are.
create function private.queue_nap_claim_update(p_claim public.nap_claims, p_event text, p_token text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event is null or p_event not in ('awaiting_approval', 'approved', 'rejected') then
    raise exception 'unknown NAP claim event %', p_event using errcode = '22023';
  end if;
  -- No member and no DPC on the message: the approval's link is a credential no officer may read.
  -- The words of each event are private.render_message's.
  perform private.queue_message('email', p_claim.email, 'nap_claim_update',
    jsonb_build_object(
      'event', p_event,
      'nap', (select m.nap from public.members m where m.id = p_claim.member_id),
      'organization_name', (select o.name from public.organizations o where o.id = p_claim.organization_id),
      'claim_url', private.site_url() || '/klaim-nap' || case when p_event <> 'rejected' then '?token=' || p_token else '' end));
end;
$$;

comment on function private.queue_nap_claim_update(public.nap_claims, text, text) is
  'Queues the email (template nap_claim_update) telling the claimant of a register row without email that their claim awaits approval (with a link to its status), was approved (with the link that sets the password) or was rejected.';
revoke all on function private.queue_nap_claim_update(public.nap_claims, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Request, open and link (server-side: the claimant has no login yet)
-- ---------------------------------------------------------------------------------------------

create function private.request_nap_claim(p_nap text, p_birth_date date, p_email text, p_ip inet)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  m public.members;
  v_proves boolean;
  v_wait integer;
  v_refusal text;
  v_token text;
  c public.nap_claims;
begin
  select * into m from public.members where nap = p_nap for update;
  -- The register's email and birth date prove ownership: no one else's requests hold it back.
  v_proves := m.id is not null and m.email is not null and lower(m.email) = v_email
              and m.birth_date is not distinct from p_birth_date;
  v_wait := private.nap_claim_retry_after(p_nap, p_ip, v_email, v_proves);
  if v_wait > 0 then
    perform private.write_audit('nap_claims.rate_limited', 'nap_claims', null, null, null,
                                jsonb_build_object('nap', p_nap, 'email', v_email, 'ip', p_ip));
    return v_wait;
  end if;
  delete from private.nap_claim_attempts where attempted_at < now() - interval '1 day';
  insert into private.nap_claim_attempts (nap, ip, email, proved) values (p_nap, p_ip, v_email, v_proves);

  -- A member who already has a login still gets the link: only following it says so, so the
  -- answer here never tells whether the NAP is claimed.
  v_refusal := case
    when m.id is null then 'unknown_nap'
    when m.birth_date is distinct from p_birth_date then 'birth_date_mismatch'
    when m.email is not null and lower(m.email) <> v_email then 'email_mismatch'
  end;
  if v_refusal is not null then
    perform private.write_audit('nap_claims.request_refused', 'members', m.id::text, m.organization_id, null,
                                jsonb_build_object('nap', p_nap, 'email', v_email, 'ip', p_ip, 'reason', v_refusal));
    return 0;
  end if;

  -- One email per NAP and address while an earlier one is recent or still awaited: repeated
  -- requests (anyone's) do not flood the owner's inbox, and the earlier link keeps working.
  if exists (
    select 1 from public.nap_claims x
    where x.member_id = m.id and x.email = v_email and x.expires_at > now()
      and (x.status = 'awaiting_approval' or (x.status = 'pending' and x.created_at > now() - interval '1 hour'))
  ) then
    perform private.write_audit('nap_claims.request_repeated', 'members', m.id::text, m.organization_id, null,
                                jsonb_build_object('nap', p_nap, 'email', v_email, 'ip', p_ip));
    return 0;
  end if;

  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  if m.email is null then
    -- NAP and birth date are no secrets, and nothing ties the typed address to the member: an
    -- officer who verifies the DPC's members decides (private.resolve_nap_claim approve/reject).
    perform set_config('simk.audit_action', 'nap_claims.request', true);
    insert into public.nap_claims (member_id, organization_id, email, token_hash, status, expires_at, requested_ip)
    values (m.id, m.organization_id, v_email, encode(extensions.digest(v_token, 'sha256'), 'hex'),
            'awaiting_approval', now() + interval '14 days', p_ip)
    returning * into c;
    perform set_config('simk.audit_action', '', true);
    perform private.queue_nap_claim_update(c, 'awaiting_approval', v_token);
    perform private.announce_nap_claim(c, 'awaiting_approval');
    return 0;
  end if;

  perform set_config('simk.audit_action', 'nap_claims.replace', true);
  update public.nap_claims set status = 'cancelled', resolution_note = 'Diganti klaim yang lebih baru'
  where member_id = m.id and status = 'pending';
  perform set_config('simk.audit_action', 'nap_claims.request', true);
  insert into public.nap_claims (member_id, organization_id, email, token_hash, expires_at, requested_ip)
  values (m.id, m.organization_id, v_email, encode(extensions.digest(v_token, 'sha256'), 'hex'),
          now() + interval '24 hours', p_ip);
  perform set_config('simk.audit_action', '', true);
  -- No member and no DPC on the message: its link is a credential that no officer may read.
  perform private.queue_message(
    'email', v_email, 'nap_claim_link',
    jsonb_build_object('full_name', m.full_name, 'nap', m.nap,
                       'claim_url', private.site_url() || '/klaim-nap?token=' || v_token));
  return 0;
end;
$$;

comment on function private.request_nap_claim(text, date, text, inet) is
  'POST /claims: counts the request (private.nap_claim_retry_after), and when NAP, birth date and the register''s email match, records a pending claim with the hash of a one-time token and queues the link by email (once an hour per address); when the register has no email, records a claim awaiting an officer''s approval, emails the claimant a link to its status and tells the DPC''s officers. Returns the seconds to wait when over the limit, else 0, matched or not.';
revoke all on function private.request_nap_claim(text, date, text, inet) from public;
grant execute on function private.request_nap_claim(text, date, text, inet) to service_role;

create function private.nap_claim_status(p_token text)
returns table (status text, organization_name text, requested_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  -- The claim flow's page, opened from an email: what became of the claim (invalid when the token
  -- is unknown or expired). Reads only; following the link is private.open_nap_claim's.
  select coalesce(c.status::text, 'invalid'), o.name, c.created_at
  from (select 1) as one
  left join public.nap_claims c
    on c.token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex') and c.expires_at > now()
  left join public.organizations o on o.id = c.organization_id
$$;

comment on function private.nap_claim_status(text) is
  'POST /claims/status: the status of the claim of an unexpired token (awaiting_approval, pending, linked, disputed, cancelled; invalid otherwise), its DPC and when it was requested.';
revoke all on function private.nap_claim_status(text) from public;
grant execute on function private.nap_claim_status(text) to service_role;

-- Someone linked the member first: the claim can no longer be followed, and officers see why.
create function private.dispute_nap_claim(p_claim_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform set_config('simk.audit_action', 'nap_claims.dispute', true);
  update public.nap_claims set status = 'disputed' where id = p_claim_id;
  perform set_config('simk.audit_action', '', true);
end;
$$;

comment on function private.dispute_nap_claim(uuid) is
  'Marks a claim disputed (audited nap_claims.dispute): the member it claims has a login already.';
revoke all on function private.dispute_nap_claim(uuid) from public;

create function private.open_nap_claim(p_token text)
returns table (claim_id uuid, email text, full_name text, nap text, outcome text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.nap_claims;
  m public.members;
begin
  select * into c from public.nap_claims
  where token_hash = encode(extensions.digest(p_token, 'sha256'), 'hex') and expires_at > now()
  for update;
  if c.status = 'awaiting_approval' then
    return query select c.id, null::text, null::text, null::text, 'awaiting_approval'::text;
    return;
  end if;
  if c.id is null or c.status not in ('pending', 'disputed') then
    return query select null::uuid, null::text, null::text, null::text, 'invalid'::text;
    return;
  end if;
  select * into m from public.members where id = c.member_id;
  if m.user_id is not null then
    if c.status = 'pending' then
      perform private.dispute_nap_claim(c.id);
    end if;
    return query select c.id, c.email, m.full_name, m.nap, 'conflict'::text;
    return;
  end if;
  if c.status = 'disputed' then
    return query select c.id, c.email, m.full_name, m.nap, 'conflict'::text;
    return;
  end if;
  return query select c.id, c.email, m.full_name, m.nap, 'ready'::text;
end;
$$;

comment on function private.open_nap_claim(text) is
  'POST /claims/confirm, first step: the claim of an unexpired token. outcome ready (pending, member without login), conflict (the member already has a login: the claim becomes disputed), awaiting_approval (an officer has not approved it yet) or invalid.';
revoke all on function private.open_nap_claim(text) from public;
grant execute on function private.open_nap_claim(text) to service_role;

create function private.link_nap_claim(p_claim_id uuid, p_user_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.nap_claims;
  m public.members;
begin
  select * into c from public.nap_claims where id = p_claim_id for update;
  if c.id is null or c.status <> 'pending' or c.expires_at <= now() then
    return 'invalid';
  end if;
  select * into m from public.members where id = c.member_id for update;
  if m.user_id is not null then
    perform private.dispute_nap_claim(c.id);
    return 'conflict';
  end if;
  perform set_config('simk.audit_action', 'nap_claims.link', true);
  -- The claim's address becomes the member's when the register had none, unless another NAP
  -- holder has it (one person, one NAP: members_nap_holder_email_key).
  update public.members
  set user_id = p_user_id,
      email = coalesce(email, case when not exists (
        select 1 from public.members h where lower(h.email) = c.email and h.nap is not null and h.id <> m.id
      ) then c.email end)
  where id = m.id;
  update public.nap_claims set status = 'linked', linked_user_id = p_user_id where id = c.id returning * into c;
  perform set_config('simk.audit_action', '', true);
  perform private.issue_joining_bills(m.id); -- a legacy member with no bill this month can pay at once
  perform private.announce_nap_claim(c, 'linked');
  return 'linked';
end;
$$;

comment on function private.link_nap_claim(uuid, uuid) is
  'POST /claims/confirm, last step: links the login just created to the claimed member (and gives the member the claim''s email if the register had none) and tells the DPC''s officers. Returns linked, conflict (someone linked first: the claim becomes disputed) or invalid.';
revoke all on function private.link_nap_claim(uuid, uuid) from public;
grant execute on function private.link_nap_claim(uuid, uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Officers: resolve a claim
-- ---------------------------------------------------------------------------------------------

create function private.resolve_nap_claim(p_claim_id uuid, p_action text, p_note text)
returns public.nap_claims
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.nap_claims;
  m public.members;
  v_permission text := case when p_action in ('approve', 'reject') then 'members.verify' else 'members.edit' end;
  v_token text;
begin
  select * into c from public.nap_claims where id = p_claim_id for update;
  if c.id is null or not private.can_in_organization('members.view', c.organization_id) then
    raise exception 'claim % not found', p_claim_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization(v_permission, c.organization_id) then
    raise exception '% is required in the claim''s DPC', v_permission using errcode = '42501';
  end if;
  if p_note is null or length(btrim(p_note)) not between 3 and 1000 then
    raise exception 'a note of 3 to 1,000 characters is required' using errcode = '22023';
  end if;
  select * into m from public.members where id = c.member_id for update;
  if p_action in ('approve', 'reject') then
    -- Separation of duties (decision 0049): nobody decides a claim on their own member row or
    -- for their own address; another officer of the DPC or its DPW does.
    perform private.refuse_own_member(m.id, 'Memutuskan klaim NAP atas keanggotaan');
    if c.email = (select lower(u.email) from auth.users u where u.id = auth.uid()) then
      raise exception 'Memutuskan klaim NAP untuk alamat email Anda sendiri tidak diizinkan. Mintalah pengurus lain atau pengurus tingkat di atas Anda untuk melakukannya.'
        using errcode = '42501', constraint = 'separation_of_duties';
    end if;
  end if;

  if p_action = 'approve' and c.status = 'awaiting_approval' and c.expires_at > now() then
    if m.user_id is not null then
      raise exception 'member % already has a login' , m.nap using errcode = '55000', constraint = 'nap_claims_member_has_login';
    end if;
    -- The approval sends the claimant a new link that sets the password; the status link dies.
    v_token := encode(extensions.gen_random_bytes(32), 'hex');
    perform set_config('simk.audit_action', 'nap_claims.approve', true);
    update public.nap_claims
    set status = 'pending', token_hash = encode(extensions.digest(v_token, 'sha256'), 'hex'),
        expires_at = now() + interval '24 hours', resolved_by = auth.uid(), resolution_note = btrim(p_note)
    where id = c.id returning * into c;
    perform private.queue_nap_claim_update(c, 'approved', v_token);
  elsif p_action = 'reject' and c.status = 'awaiting_approval' then
    perform set_config('simk.audit_action', 'nap_claims.reject', true);
    update public.nap_claims set status = 'cancelled', resolved_by = auth.uid(), resolution_note = btrim(p_note)
    where id = c.id returning * into c;
    perform private.queue_nap_claim_update(c, 'rejected');
  elsif p_action = 'cancel' and c.status in ('pending', 'disputed') then
    perform set_config('simk.audit_action', 'nap_claims.cancel', true);
    update public.nap_claims set status = 'cancelled', resolved_by = auth.uid(), resolution_note = btrim(p_note)
    where id = c.id returning * into c;
  elsif p_action = 'unlink' and c.status = 'disputed' then
    -- The officer sides with the claimant: the member's current login is unlinked and the
    -- claimant's link works again for 24 hours.
    perform set_config('simk.audit_action', 'nap_claims.unlink_login', true);
    update public.members set user_id = null where id = c.member_id;
    update public.nap_claims
    set status = 'pending', expires_at = now() + interval '24 hours', resolved_by = auth.uid(),
        resolution_note = btrim(p_note)
    where id = c.id returning * into c;
  else
    raise exception 'cannot % a % claim', p_action, c.status using errcode = '55000';
  end if;
  perform set_config('simk.audit_action', '', true);
  return c;
end;
$$;

comment on function private.resolve_nap_claim(uuid, text, text) is
  'An officer resolves a claim of their DPC, with a note. With members.verify: approve a claim awaiting approval (unexpired, member without login: it becomes pending and the claimant is emailed a new link, valid 24 hours) or reject it (cancelled, claimant emailed), never on their own member row or address (42501 separation_of_duties). With members.edit: cancel (a pending or disputed claim) or unlink (a disputed claim: the member''s current login is unlinked and the claim reopened for 24 hours).';
revoke all on function private.resolve_nap_claim(uuid, text, text) from public;
grant execute on function private.resolve_nap_claim(uuid, text, text) to authenticated, service_role;

create function public.resolve_nap_claim(p_claim_id uuid, p_action text, p_note text)
returns public.nap_claims
language sql
security invoker
set search_path = ''
as $$
  select * from private.resolve_nap_claim(p_claim_id, p_action, p_note)
$$;

comment on function public.resolve_nap_claim(uuid, text, text) is
  'Approves or rejects a NAP claim awaiting approval (members.verify in the claim''s DPC), cancels a claim, or unlinks the member''s login for a disputed one (members.edit).';
revoke all on function public.resolve_nap_claim(uuid, text, text) from public, anon;
grant execute on function public.resolve_nap_claim(uuid, text, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The member confirms the data carried over from the legacy register (/profile/legacy)
-- ---------------------------------------------------------------------------------------------

create function private.confirm_register_data()
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  perform set_config('simk.audit_action', 'members.confirm_register_data', true);
  update public.members set register_confirmed_at = now() where user_id = private.current_user_id()
  returning register_confirmed_at into v_at;
  perform set_config('simk.audit_action', '', true);
  if v_at is null then
    raise exception 'the caller has no member record' using errcode = 'P0002';
  end if;
  return v_at;
end;
$$;

comment on function private.confirm_register_data() is
  'The signed-in member confirms that their register data is right: stamps members.register_confirmed_at.';
revoke all on function private.confirm_register_data() from public;
grant execute on function private.confirm_register_data() to authenticated, service_role;

create function public.confirm_register_data()
returns timestamptz
language sql
security invoker
set search_path = ''
as $$
  select private.confirm_register_data()
$$;

comment on function public.confirm_register_data() is
  'The signed-in member confirms the data carried over from the legacy register (/profile/legacy).';
revoke all on function public.confirm_register_data() from public, anon;
grant execute on function public.confirm_register_data() to authenticated, service_role;
