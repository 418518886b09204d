-- Member records: the licence (STR, SIP) and other documents a member uploads, with the codes that
-- vouch for them; competence certificates; SKP credits.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Records belong to a member and are scoped like the member. SKP credits may name an event of
-- …000800_content.sql; the files are in the member-documents bucket (…001100_storage.sql).

create type public.document_kind as enum ('str', 'sip', 'certificate', 'recommendation_letter', 'transfer_support', 'photo', 'other');
create type public.certification_status as enum ('active', 'expired', 'revoked');
comment on type public.document_kind is 'Kind of an uploaded member document.';
comment on type public.certification_status is 'State of a certificate.';

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.documents (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  transfer_request_id uuid references public.transfer_requests (id) on delete set null,
  kind public.document_kind not null,
  title text not null,
  storage_path text not null,
  mime_type text,
  size_bytes integer check (size_bytes >= 0),
  verification_code text unique,
  uploaded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  verified_by uuid references auth.users (id) on delete set null
);

comment on table public.documents is
  'Member documents (STR, SIP, certificates, recommendation letters) stored in object storage at storage_path. organization_id is the member''s DPC for scoping.';
comment on column public.documents.verified_at is
  'When an officer (documents.manage in the member''s DPC) checked the document against the original; only then does verify_document vouch for its code. Set by mark_document_verified.';
comment on column public.documents.verified_by is 'The officer who verified the document (null when verified by the system, e.g. imported).';
comment on column public.documents.verification_code is
  'The code printed on the document for /document-verification. Set only by an officer or the system; vouched for only once verified_at is set.';
comment on column public.documents.uploaded_by is 'Who uploaded the file: the caller, set by the database.';
create index documents_member_id_idx on public.documents (member_id);
create index documents_organization_id_idx on public.documents (organization_id);
create index documents_transfer_request_id_idx on public.documents (transfer_request_id);
create index documents_uploaded_by_idx on public.documents (uploaded_by);
create index documents_verified_by_idx on public.documents (verified_by);
-- Verification codes are typed in by hand and matched case-insensitively (verify_document), so
-- they are unique case-insensitively too.
create unique index documents_verification_code_lower_key on public.documents (lower(verification_code))
  where verification_code is not null;
-- The storage policies of member-documents ask, per object written, whether a verified document
-- lies on it (private.is_verified_document_file).
create index documents_verified_storage_path_idx on public.documents (storage_path) where verified_at is not null;

-- A code that no longer vouches (decision 0045): the document's number, dates or file changed, or
-- the document was removed, after an officer verified it. /document-verification answers "tidak
-- berlaku lagi" for it, and it is never given again. Written only by the functions below.
create table private.withdrawn_document_codes (
  code text not null,
  document_id uuid references public.documents (id) on delete set null,
  kind public.document_kind not null,
  title text not null,
  reason text not null check (reason in ('licence_changed', 'file_replaced', 'removed')),
  withdrawn_at timestamptz not null default now()
);

comment on table private.withdrawn_document_codes is
  'Verification codes that no longer vouch: the verified document''s number, dates or file changed, or it was removed (decision 0045). verify_document answers "withdrawn" for them; no document gets one again.';
create unique index withdrawn_document_codes_code_lower_key on private.withdrawn_document_codes (lower(code));
create index withdrawn_document_codes_document_id_idx on private.withdrawn_document_codes (document_id);
alter table private.withdrawn_document_codes enable row level security;
revoke all on private.withdrawn_document_codes from public, anon, authenticated;
grant select on private.withdrawn_document_codes to service_role;

create table public.certifications (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  title text not null,
  issuer text not null,
  certificate_number text not null unique,
  issued_on date not null,
  expires_on date,
  status public.certification_status not null default 'active',
  verification_code text not null unique default encode(extensions.gen_random_bytes(6), 'hex'),
  created_at timestamptz not null default now(),
  constraint certifications_dates check (expires_on is null or expires_on >= issued_on)
);

comment on table public.certifications is
  'Competence certificates of members. A certificate can be checked publicly by its verification code (verify_certificate).';
create index certifications_member_id_idx on public.certifications (member_id);
create index certifications_organization_id_idx on public.certifications (organization_id);

create table public.skp_credits (
  id uuid primary key default gen_random_uuid(),
  member_id uuid not null references public.members (id) on delete cascade,
  organization_id uuid not null references public.organizations (id) on delete restrict,
  event_id uuid references public.events (id) on delete set null,
  activity text not null,
  category text not null default 'Pembelajaran',
  credits numeric(5, 2) not null check (credits > 0),
  earned_on date not null,
  created_at timestamptz not null default now()
);

comment on table public.skp_credits is
  'SKP (Satuan Kredit Profesi) credits earned by members, e.g. for attending an event; needed to renew a SIP.';
create index skp_credits_member_id_idx on public.skp_credits (member_id, earned_on);
create index skp_credits_organization_id_idx on public.skp_credits (organization_id);
create index skp_credits_event_id_idx on public.skp_credits (event_id);

-- ---------------------------------------------------------------------------------------------
-- Write guards (decision 0009; rule and shared helpers in the platform migration). Records
-- that belong to a member are filed under the member's own DPC, so an officer cannot file a
-- record for a member outside their scope under an organization inside it; only an officer
-- vouches for a document. The uploader is the caller.
-- ---------------------------------------------------------------------------------------------

create function private.authorize_member_record_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_api_caller() then
    return new;
  end if;
  -- Certificates and SKP credits vouch for a member: an officer never records their own.
  if tg_table_name <> 'documents'
     and private.current_member_id() in (new.member_id, case when tg_op = 'UPDATE' then old.member_id end) then
    perform private.deny('nobody records or changes their own certificate or SKP credits');
  end if;
  if tg_op = 'INSERT' or (new.member_id, new.organization_id) is distinct from (old.member_id, old.organization_id) then
    -- Read under the caller's RLS: a member the caller cannot see does not match either.
    if new.organization_id is distinct from (select m.organization_id from public.members m where m.id = new.member_id) then
      perform private.deny('the organization of a member''s record is the member''s own DPC');
    end if;
  end if;
  return new;
end;
$$;

comment on function private.authorize_member_record_write() is
  'BEFORE INSERT/UPDATE trigger on documents, certifications and skp_credits (API callers): organization_id must be the (visible) member''s current DPC when either changes; certificates and SKP credits are never the caller''s own.';
revoke all on function private.authorize_member_record_write() from public;

create trigger certifications_authorize_write
  before insert or update on public.certifications
  for each row execute function private.authorize_member_record_write();
create trigger skp_credits_authorize_write
  before insert or update on public.skp_credits
  for each row execute function private.authorize_member_record_write();

create function private.is_withdrawn_document_code(p_code text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.withdrawn_document_codes w where lower(w.code) = lower(p_code))
$$;

comment on function private.is_withdrawn_document_code(text) is
  'True when the code was withdrawn (private.withdrawn_document_codes, case-insensitive): it is never given to a document again.';
revoke all on function private.is_withdrawn_document_code(text) from public;
grant execute on function private.is_withdrawn_document_code(text) to authenticated, service_role;

create function private.authorize_document_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- A withdrawn code never vouches again, whoever writes it (decision 0045).
  if new.verification_code is not null
     and private.is_withdrawn_document_code(new.verification_code) then
    perform private.deny('a withdrawn verification code is never given again');
  end if;
  if not private.is_api_caller() then
    return new;
  end if;
  if new.verification_code is not null
     and (not private.can_in_organization('documents.manage', new.organization_id)
          or new.member_id = private.current_member_id()) then
    perform private.deny('only an officer gives a document its verification code, and never to their own');
  end if;
  -- The folder convention of the member-documents bucket's policies: `<member id>/<file>`.
  if new.storage_path !~ ('^' || new.member_id::text || '/[^/]+$') then
    perform private.deny('a document''s file lies in the member''s own folder (<member id>/<file>)');
  end if;
  if new.transfer_request_id is not null
     and not exists (select 1 from public.transfer_requests r where r.id = new.transfer_request_id and r.member_id = new.member_id) then
    perform private.deny('a document can support only the member''s own transfer request');
  end if;
  return new;
end;
$$;

comment on function private.authorize_document_write() is
  'BEFORE INSERT trigger on documents: never a withdrawn verification code; for API callers, a verification code only from an officer with documents.manage there, never on their own document; the file in the member''s own folder (<member id>/<file> in member-documents); a transfer request of the same member.';
revoke all on function private.authorize_document_write() from public;

create trigger documents_authorize_write
  before insert on public.documents
  for each row execute function private.authorize_document_write();
create trigger documents_check_member_organization
  before insert on public.documents
  for each row execute function private.authorize_member_record_write();
create trigger documents_stamp_caller
  before insert on public.documents
  for each row execute function private.stamp_caller('uploaded_by');
-- Uploads and removals are audited here; verification by mark_document_verified, which names it.
create trigger documents_audit
  after insert or delete on public.documents
  for each row execute function private.audit_row_change();

-- ---------------------------------------------------------------------------------------------
-- RLS, grants and policies
-- ---------------------------------------------------------------------------------------------

alter table public.documents enable row level security;
alter table public.certifications enable row level security;
alter table public.skp_credits enable row level security;

revoke all on public.documents, public.certifications, public.skp_credits from public, anon, authenticated;
grant all on public.documents, public.certifications, public.skp_credits to service_role;
-- Ids, timestamps and who-did-it columns (uploaded_by: stamped by the database) are not granted.
grant select, delete on public.documents, public.certifications, public.skp_credits to authenticated;
-- Documents are never edited through the Data API; verified_at/verified_by only by mark_document_verified.
grant insert (member_id, organization_id, transfer_request_id, kind, title, storage_path, mime_type, size_bytes, verification_code)
  on public.documents to authenticated;
grant insert (member_id, organization_id, title, issuer, certificate_number, issued_on, expires_on, status, verification_code)
  on public.certifications to authenticated;
grant update (member_id, organization_id, title, issuer, certificate_number, issued_on, expires_on, status, verification_code)
  on public.certifications to authenticated;
grant insert (member_id, organization_id, event_id, activity, category, credits, earned_on)
  on public.skp_credits to authenticated;
grant update (member_id, organization_id, event_id, activity, category, credits, earned_on)
  on public.skp_credits to authenticated;

-- Documents: the member's own, and those in the officer's scope.
create policy documents_select on public.documents
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy documents_insert on public.documents
  for insert to authenticated
  with check (
    (member_id = (select private.current_member_id())
      and organization_id = (select m.organization_id from public.members m where m.id = member_id))
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage'))))
  );
create policy documents_delete on public.documents
  for delete to authenticated
  using (
    member_id = (select private.current_member_id())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage'))))
  );

-- Certifications and SKP credits: the member reads their own; officers read their scope and
-- document managers write.
create policy certifications_select on public.certifications
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy certifications_insert on public.certifications
  for insert to authenticated
  with check (organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage')))));
create policy certifications_update on public.certifications
  for update to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage')))))
  with check (organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage')))));
create policy certifications_delete on public.certifications
  for delete to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('documents.manage')))));

create policy skp_credits_select on public.skp_credits
  for select to authenticated
  using (
    member_id = (select private.current_member_id())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
  );
create policy skp_credits_insert on public.skp_credits
  for insert to authenticated
  with check (organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage')))));
create policy skp_credits_update on public.skp_credits
  for update to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage')))))
  with check (organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage')))));
create policy skp_credits_delete on public.skp_credits
  for delete to authenticated
  using (organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage')))));

-- ---------------------------------------------------------------------------------------------
-- Public verification, and an officer vouching for a document
-- ---------------------------------------------------------------------------------------------

-- Public certificate check (/sertifikasi, /document-verification): by code, minimal fields.
create function private.verify_certificate(p_code text)
returns table (title text, issuer text, certificate_number text, holder_name text, issued_on date, expires_on date, status public.certification_status)
language sql
stable
security definer
set search_path = ''
as $$
  select c.title, c.issuer, c.certificate_number, m.full_name, c.issued_on, c.expires_on,
         case when c.status = 'active' and c.expires_on < (select private.today()) then 'expired' else c.status end
  from public.certifications c
  join public.members m on m.id = c.member_id
  where c.verification_code = lower(btrim(p_code))
$$;

comment on function private.verify_certificate(text) is 'Looks up one certificate by its verification code.';
revoke all on function private.verify_certificate(text) from public;
grant execute on function private.verify_certificate(text) to anon, authenticated, service_role;

create function public.verify_certificate(p_code text)
returns table (title text, issuer text, certificate_number text, holder_name text, issued_on date, expires_on date, status public.certification_status)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.verify_certificate(p_code)
$$;

comment on function public.verify_certificate(text) is
  'Public check of a certificate by verification code: title, issuer, number, holder name, dates and status; nothing else.';
revoke all on function public.verify_certificate(text) from public;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;

-- Public document check (/document-verification): one document by its verification code. anon
-- has no grant on public.documents (member records), so the check goes through a security definer
-- function that answers for exactly one code and returns only what a printed document already
-- shows: its kind, title, holder, chapter and date. Never the storage path, the member id or any
-- other row. It vouches only for documents an officer (or the system) verified; a withdrawn code
-- (decision 0045) answers status 'withdrawn' with the kind, title and date of withdrawal only.
-- organization_name is the holder's current DPC; issued_organization_name the DPC the document is
-- filed under, whose officers verified it (the two differ after a transfer).
create function private.verify_document(p_code text)
returns table (
  kind public.document_kind, title text, holder_name text, organization_name text, issued_on date,
  status text, issued_organization_name text, withdrawn_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  select d.kind, d.title, m.full_name, current_dpc.name, (d.created_at at time zone 'Asia/Jakarta')::date,
         'valid', filed_under.name, null::date
  from public.documents d
  join public.members m on m.id = d.member_id
  join public.organizations current_dpc on current_dpc.id = m.organization_id
  join public.organizations filed_under on filed_under.id = d.organization_id
  where lower(d.verification_code) = lower(btrim(p_code))
    and d.verified_at is not null
  union all
  select w.kind, w.title, null, null, null, 'withdrawn', null, (w.withdrawn_at at time zone 'Asia/Jakarta')::date
  from private.withdrawn_document_codes w
  where lower(w.code) = lower(btrim(p_code))
$$;

comment on function private.verify_document(text) is
  'Looks up one officer-verified document (verified_at set) by its verification code, or the code''s withdrawal.';
revoke all on function private.verify_document(text) from public;
grant execute on function private.verify_document(text) to anon, authenticated, service_role;

create function public.verify_document(p_code text)
returns table (
  kind public.document_kind, title text, holder_name text, organization_name text, issued_on date,
  status text, issued_organization_name text, withdrawn_on date
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.verify_document(p_code)
$$;

comment on function public.verify_document(text) is
  'Public check of a document by verification code: kind, title, holder name, current and issuing chapter and date, or that the code was withdrawn (status); nothing else.';
revoke all on function public.verify_document(text) from public;
grant execute on function public.verify_document(text) to anon, authenticated, service_role;

-- Only an officer vouches for a document: checked against the original, it gets verified_at (and a
-- verification code if it has none), after which verify_document answers for it.
create function private.mark_document_verified(p_document_id uuid)
returns public.documents
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.documents;
  before_row jsonb;
  v_code text;
begin
  select * into d from public.documents where id = p_document_id for update;
  if not found then
    raise exception 'document % not found', p_document_id using errcode = 'P0002';
  end if;
  if not private.can_in_organization('documents.manage', d.organization_id) then
    raise exception 'permission documents.manage is required for this member''s DPC' using errcode = '42501';
  end if;
  perform private.refuse_own_member(d.member_id, 'Memverifikasi dokumen');
  before_row := to_jsonb(d);
  -- A fresh code unless an officer or the system gave one: never one in use or withdrawn.
  v_code := d.verification_code;
  while v_code is null loop
    v_code := 'DOK-' || upper(d.kind::text) || '-' || upper(encode(extensions.gen_random_bytes(4), 'hex'));
    if exists (select 1 from public.documents x where lower(x.verification_code) = lower(v_code))
       or private.is_withdrawn_document_code(v_code) then
      v_code := null;
    end if;
  end loop;
  update public.documents
  set verified_at = now(),
      verified_by = auth.uid(),
      verification_code = v_code
  where id = p_document_id
  returning * into d;
  perform private.write_audit('documents.verify', 'documents', d.id::text, d.organization_id, before_row, to_jsonb(d));
  return d;
end;
$$;

comment on function private.mark_document_verified(uuid) is
  'An officer (documents.manage in the member''s DPC, not the document''s owner) vouches for a document: stamps verified_at/verified_by, gives it a new verification code if it has none (never one withdrawn), and audits it.';
revoke all on function private.mark_document_verified(uuid) from public;
grant execute on function private.mark_document_verified(uuid) to authenticated, service_role;

create function public.mark_document_verified(p_document_id uuid)
returns public.documents
language sql
security invoker
set search_path = ''
as $$
  select * from private.mark_document_verified(p_document_id)
$$;

comment on function public.mark_document_verified(uuid) is
  'Marks a member document as checked by an officer, so /document-verification vouches for its code. Requires documents.manage in the member''s DPC.';
revoke all on function public.mark_document_verified(uuid) from public, anon;
grant execute on function public.mark_document_verified(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Documents that stay verified (decision 0045). A verified STR or SIP vouches for its number,
-- dates and file. When any of them changes, whoever changes it and by whatever path (PUT
-- /profile/licences, an officer's edit, an import, the Data API), the verification is withdrawn
-- in the same transaction: the document goes back to "Menunggu verifikasi", filed under the
-- member's current DPC, its code moves to private.withdrawn_document_codes, and the next
-- verification gives a new one. The file itself is kept by the member-documents storage policies.
-- ---------------------------------------------------------------------------------------------

create function private.withdraw_document_verification(p_document_id uuid, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  d public.documents;
  before_row jsonb;
begin
  select * into d from public.documents where id = p_document_id and verified_at is not null for update;
  if not found then
    return;
  end if;
  before_row := to_jsonb(d);
  if d.verification_code is not null then
    insert into private.withdrawn_document_codes (code, document_id, kind, title, reason)
    values (d.verification_code, d.id, d.kind, d.title, p_reason);
  end if;
  update public.documents x
  set verified_at = null,
      verified_by = null,
      verification_code = null,
      organization_id = coalesce((select m.organization_id from public.members m where m.id = x.member_id), x.organization_id)
  where x.id = d.id
  returning * into d;
  perform private.write_audit('documents.unverify', 'documents', d.id::text, d.organization_id, before_row,
    to_jsonb(d) || jsonb_build_object('reason', p_reason));
end;
$$;

comment on function private.withdraw_document_verification(uuid, text) is
  'Withdraws a verified document''s verification (reason licence_changed or file_replaced): its code is recorded as withdrawn, verified_at/verified_by/verification_code are cleared, it is filed under the member''s current DPC, and documents.unverify is audited. Called by the triggers below only.';
revoke all on function private.withdraw_document_verification(uuid, text) from public;

-- members: a changed STR or SIP number, date or place of practice withdraws the verification of
-- that licence's documents.
create function private.withdraw_changed_licence_documents()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kinds public.document_kind[] := '{}';
  v_id uuid;
begin
  if (old.str_number, old.str_expiry_date) is distinct from (new.str_number, new.str_expiry_date) then
    v_kinds := v_kinds || 'str'::public.document_kind;
  end if;
  if (old.sip_number, old.sip_expiry_date, old.sip_practice_place)
     is distinct from (new.sip_number, new.sip_expiry_date, new.sip_practice_place) then
    v_kinds := v_kinds || 'sip'::public.document_kind;
  end if;
  for v_id in
    select d.id from public.documents d
    where d.member_id = new.id and d.kind = any (v_kinds) and d.verified_at is not null
    order by d.id
  loop
    perform private.withdraw_document_verification(v_id, 'licence_changed');
  end loop;
  return null;
end;
$$;

comment on function private.withdraw_changed_licence_documents() is
  'AFTER UPDATE trigger on members: a changed STR number/expiry withdraws the verification of the member''s STR documents, a changed SIP number/expiry/place of practice that of their SIP documents.';
revoke all on function private.withdraw_changed_licence_documents() from public;

create trigger members_withdraw_changed_licence_documents
  after update of str_number, str_expiry_date, sip_number, sip_expiry_date, sip_practice_place on public.members
  for each row
  when ((old.str_number, old.str_expiry_date, old.sip_number, old.sip_expiry_date, old.sip_practice_place)
        is distinct from (new.str_number, new.str_expiry_date, new.sip_number, new.sip_expiry_date, new.sip_practice_place))
  execute function private.withdraw_changed_licence_documents();

-- documents: a new STR or SIP file replaces the member's earlier one of that kind (the Dokumen tab
-- shows the newest), so an earlier verified one stops vouching; a removed verified document's code
-- is withdrawn too.
create function private.withdraw_replaced_document()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if tg_op = 'DELETE' then
    if old.verified_at is not null and old.verification_code is not null then
      insert into private.withdrawn_document_codes (code, document_id, kind, title, reason)
      values (old.verification_code, null, old.kind, old.title, 'removed');
    end if;
    return null;
  end if;
  for v_id in
    select d.id from public.documents d
    where d.member_id = new.member_id and d.kind = new.kind and d.id <> new.id and d.verified_at is not null
    order by d.id
  loop
    perform private.withdraw_document_verification(v_id, 'file_replaced');
  end loop;
  return null;
end;
$$;

comment on function private.withdraw_replaced_document() is
  'AFTER INSERT (STR, SIP) and AFTER DELETE trigger on documents: a new file of a licence withdraws the verification of the member''s earlier ones of that kind; a removed verified document''s code is recorded as withdrawn.';
revoke all on function private.withdraw_replaced_document() from public;

create trigger documents_withdraw_replaced
  after insert on public.documents
  for each row when (new.kind in ('str', 'sip'))
  execute function private.withdraw_replaced_document();
create trigger documents_withdraw_removed
  after delete on public.documents
  for each row when (old.verified_at is not null)
  execute function private.withdraw_replaced_document();

-- ---------------------------------------------------------------------------------------------
-- The applicant file (issue 28 §4): what an application (a member without NAP) still lacks before
-- an officer can verify it with the papers in hand. The one home of the rule: the verification
-- queue filters on it ("lengkap / belum lengkap"), the card names what is missing, and the
-- applicant's own page asks for it (GET /profile/application); no client restates it.
-- ---------------------------------------------------------------------------------------------

-- Security invoker: the documents are read under the caller's RLS (documents_select), so a caller
-- learns nothing of a member whose documents they cannot see; the officer verifying and the
-- applicant themselves see the same documents.
create function private.application_missing(p_member public.members)
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_remove(array[
    case when nullif(btrim(p_member.str_number), '') is null then 'str_number' end,
    case when not exists (select 1 from public.documents d where d.member_id = p_member.id and d.kind = 'str')
         then 'str_document' end,
    -- A SIP is asked for only from an applicant who gave its number.
    case when nullif(btrim(p_member.sip_number), '') is not null
          and not exists (select 1 from public.documents d where d.member_id = p_member.id and d.kind = 'sip')
         then 'sip_document' end,
    case when not exists (select 1 from public.documents d where d.member_id = p_member.id and d.kind = 'certificate')
         then 'diploma_document' end
  ], null)
$$;

comment on function private.application_missing(public.members) is
  'What the member''s application file lacks, in this order: str_number, str_document (an STR file), sip_document (only when a SIP number is given), diploma_document (a diploma or certificate file, kind certificate). Empty: the file is complete (lengkap). Reads documents as the caller.';
revoke all on function private.application_missing(public.members) from public;
grant execute on function private.application_missing(public.members) to authenticated, service_role;
