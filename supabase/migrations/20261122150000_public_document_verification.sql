-- Public document check (/document-verification): one document by its verification code.
--
-- anon has no grant on public.documents (member records), so the check goes through a security
-- definer function that answers for exactly one code and returns only what a printed document
-- already shows: its kind, title, holder, chapter and date. Never the storage path, the member id
-- or any other row. Codes are matched case-insensitively (they are typed in by hand), so they must
-- also be unique case-insensitively.

create unique index documents_verification_code_lower_key on public.documents (lower(verification_code))
  where verification_code is not null;

create function private.verify_document(p_code text)
returns table (kind public.document_kind, title text, holder_name text, organization_name text, issued_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select d.kind, d.title, m.full_name, o.name, (d.created_at at time zone 'Asia/Jakarta')::date
  from public.documents d
  join public.members m on m.id = d.member_id
  join public.organizations o on o.id = d.organization_id
  where lower(d.verification_code) = lower(btrim(p_code))
$$;

comment on function private.verify_document(text) is 'Looks up one document by its verification code.';
revoke all on function private.verify_document(text) from public;
grant execute on function private.verify_document(text) to anon, authenticated, service_role;

create function public.verify_document(p_code text)
returns table (kind public.document_kind, title text, holder_name text, organization_name text, issued_on date)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.verify_document(p_code)
$$;

comment on function public.verify_document(text) is
  'Public check of a document by verification code: kind, title, holder name, chapter and date; nothing else.';
revoke all on function public.verify_document(text) from public;
grant execute on function public.verify_document(text) to anon, authenticated, service_role;
