-- File storage: the buckets SIMK uses and who may read and write their objects.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The `storage` schema itself (storage.buckets, storage.objects, storage.foldername, …) belongs to
-- the platform: hosted Supabase Storage creates it, and local/platform-bootstrap.sql does on the
-- embedded stack (decision 0026). This migration therefore only inserts buckets and creates
-- policies on storage.objects, so it deploys unchanged to both.
--
-- Paths in the member buckets start with the member's id: `<members.id>/<file>`. The owner is the
-- member whose folder it is; officers see the folders of members in their scope, and officers with
-- `members.edit` in that scope may also write them.

-- ---------------------------------------------------------------------------------------------
-- Buckets
-- ---------------------------------------------------------------------------------------------

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('member-documents', 'member-documents', false, 5 * 1024 * 1024,
   array['application/pdf', 'image/jpeg', 'image/png']),
  ('avatars', 'avatars', false, 2 * 1024 * 1024,
   array['image/jpeg', 'image/png']),
  ('content-images', 'content-images', true, 5 * 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp']),
  ('organization-logos', 'organization-logos', true, 1024 * 1024,
   array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Folder helpers for the policies
-- ---------------------------------------------------------------------------------------------

-- The member a folder name stands for: null unless it is the id of a member. A guessed or
-- malformed folder name is refused by the policies, never an error.
create function private.member_of_folder(p_folder text)
returns public.members
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_member public.members;
begin
  if p_folder is null or p_folder !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return null;
  end if;
  select m.* into v_member from public.members m where m.id = p_folder::uuid;
  return v_member;
end;
$$;

comment on function private.member_of_folder(text) is
  'The member whose id is the folder name (the first segment of an object path in a member bucket), or null.';

create function private.can_read_member_folder(p_folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_member public.members := private.member_of_folder(p_folder);
begin
  if v_member.id is null then
    return false;
  end if;
  return v_member.user_id = private.current_user_id()
    or private.has_national_scope()
    or v_member.organization_id = any (private.administered_organization_ids());
end;
$$;

comment on function private.can_read_member_folder(text) is
  'True when the caller is the member whose folder it is, or an officer whose scope holds that member.';

create function private.can_write_member_folder(p_folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_member public.members := private.member_of_folder(p_folder);
begin
  if v_member.id is null then
    return false;
  end if;
  return v_member.user_id = private.current_user_id()
    or v_member.organization_id = any (private.organization_ids_with_permission('members.edit'));
end;
$$;

comment on function private.can_write_member_folder(text) is
  'True when the caller is the member whose folder it is, or an officer with members.edit in the member''s DPC.';

-- The file under a verified code (decision 0045): a verified document's object is never replaced,
-- moved or removed through the API, by its member or an officer. Changing the file means uploading
-- a new one, which withdraws the old verification (private.withdraw_replaced_document).
create function private.is_verified_document_file(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.documents d where d.storage_path = p_name and d.verified_at is not null)
$$;

comment on function private.is_verified_document_file(text) is
  'True when a verified document (verified_at set) lies on this member-documents object name.';

revoke all on function private.member_of_folder(text) from public;
revoke all on function private.can_read_member_folder(text) from public;
revoke all on function private.can_write_member_folder(text) from public;
grant execute on function private.can_read_member_folder(text) to authenticated, service_role;
grant execute on function private.can_write_member_folder(text) to authenticated, service_role;
revoke all on function private.is_verified_document_file(text) from public;
grant execute on function private.is_verified_document_file(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Policies on storage.objects: one per bucket and operation. An upload needs INSERT; an upsert
-- INSERT, SELECT and UPDATE; a download or a signed URL SELECT; a removal DELETE.
-- ---------------------------------------------------------------------------------------------

-- member-documents: STR, SIP and transfer documents (PDF, JPG, PNG up to 5 MB), private.
create policy member_documents_select on storage.objects
  for select to authenticated
  using (bucket_id = 'member-documents' and private.can_read_member_folder((storage.foldername(name))[1]));
create policy member_documents_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'member-documents' and private.can_write_member_folder((storage.foldername(name))[1]));
create policy member_documents_update on storage.objects
  for update to authenticated
  using (bucket_id = 'member-documents' and private.can_write_member_folder((storage.foldername(name))[1])
         and not private.is_verified_document_file(name))
  with check (bucket_id = 'member-documents' and private.can_write_member_folder((storage.foldername(name))[1])
              and not private.is_verified_document_file(name));
create policy member_documents_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'member-documents' and private.can_write_member_folder((storage.foldername(name))[1])
         and not private.is_verified_document_file(name));

comment on policy member_documents_select on storage.objects is
  'The member whose folder it is, and officers whose scope holds that member.';
comment on policy member_documents_insert on storage.objects is
  'The member into their own folder, and officers with members.edit in the member''s DPC.';
comment on policy member_documents_update on storage.objects is
  'As insert: the member, and officers with members.edit in the member''s DPC; never the file of a verified document (decision 0045).';
comment on policy member_documents_delete on storage.objects is
  'As insert: the member, and officers with members.edit in the member''s DPC; never the file of a verified document (decision 0045).';

-- avatars: profile photos (JPG, PNG up to 2 MB), read by the member and officers in scope.
create policy avatars_select on storage.objects
  for select to authenticated
  using (bucket_id = 'avatars' and private.can_read_member_folder((storage.foldername(name))[1]));
create policy avatars_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'avatars' and private.can_write_member_folder((storage.foldername(name))[1]));
create policy avatars_update on storage.objects
  for update to authenticated
  using (bucket_id = 'avatars' and private.can_write_member_folder((storage.foldername(name))[1]))
  with check (bucket_id = 'avatars' and private.can_write_member_folder((storage.foldername(name))[1]));
create policy avatars_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'avatars' and private.can_write_member_folder((storage.foldername(name))[1]));

comment on policy avatars_select on storage.objects is
  'The member whose photo it is, and officers whose scope holds that member.';
comment on policy avatars_insert on storage.objects is
  'The member into their own folder, and officers with members.edit in the member''s DPC.';
comment on policy avatars_update on storage.objects is
  'As insert: the member, and officers with members.edit in the member''s DPC.';
comment on policy avatars_delete on storage.objects is
  'As insert: the member, and officers with members.edit in the member''s DPC.';

-- content-images: pictures of news, blog posts and events (JPG, PNG, WebP up to 5 MB). The bucket
-- is public, so its public URLs need no policy; listing and the authenticated routes read here.
create policy content_images_select on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'content-images');
create policy content_images_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'content-images' and (select private.has_permission('content.manage')));
create policy content_images_update on storage.objects
  for update to authenticated
  using (bucket_id = 'content-images' and (select private.has_permission('content.manage')))
  with check (bucket_id = 'content-images' and (select private.has_permission('content.manage')));
create policy content_images_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'content-images' and (select private.has_permission('content.manage')));

comment on policy content_images_select on storage.objects is 'Anyone: the bucket is public.';
comment on policy content_images_insert on storage.objects is 'Content editors (content.manage).';
comment on policy content_images_update on storage.objects is 'Content editors (content.manage).';
comment on policy content_images_delete on storage.objects is 'Content editors (content.manage).';

-- ---------------------------------------------------------------------------------------------
-- member-documents: transfer documents, `<member_id>/transfers/<request_id>/<file>`. Besides the
-- member and the officers of the member's current DPC (member_documents_select), the officers of
-- both sides of that request read them: the target before the member arrives, the origin after
-- the member has left. Writes stay with member_documents_insert/update/delete.
-- ---------------------------------------------------------------------------------------------

create function private.can_read_transfer_document(p_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[] := storage.foldername(p_name);
  v_request public.transfer_requests;
begin
  if coalesce(array_length(parts, 1), 0) < 3 or parts[2] <> 'transfers'
     or parts[3] !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  select r.* into v_request from public.transfer_requests r where r.id = parts[3]::uuid;
  return v_request.id is not null
    and v_request.member_id::text = lower(parts[1])
    and private.can_read_transfer_request(v_request);
end;
$$;

comment on function private.can_read_transfer_document(text) is
  'True when the object name is <member_id>/transfers/<request_id>/… of an existing request of that member that the caller sees (the member, officers of its origin or target DPC, the DPP).';
revoke all on function private.can_read_transfer_document(text) from public;
grant execute on function private.can_read_transfer_document(text) to authenticated, service_role;

create policy member_documents_select_transfer on storage.objects
  for select to authenticated
  using (bucket_id = 'member-documents' and private.can_read_transfer_document(name));

comment on policy member_documents_select_transfer on storage.objects is
  'Transfer documents (<member_id>/transfers/<request_id>/…): also the officers of the request''s origin and target DPCs.';

-- ---------------------------------------------------------------------------------------------
-- organization-logos: chapter logos (JPG, PNG, WebP up to 1 MB and 1024 × 1024 pixels, the
-- storage service's pixel bound for the bucket), `<organizations.id>/logo-<uuid>.<ext>`. Public:
-- the /struktur pages show them. Written by the chapter's own officers (private.is_chapter_officer
-- with organizations.edit_profile), who then name the file with public.update_organization_profile.
-- ---------------------------------------------------------------------------------------------

create function private.can_write_organization_folder(p_folder text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_folder is null or p_folder !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    return false;
  end if;
  return private.is_chapter_officer(p_folder::uuid, 'organizations.edit_profile');
end;
$$;

comment on function private.can_write_organization_folder(text) is
  'True when the folder name is the id of an organization whose own officers include the caller with organizations.edit_profile (private.is_chapter_officer).';
revoke all on function private.can_write_organization_folder(text) from public;
grant execute on function private.can_write_organization_folder(text) to authenticated, service_role;

create policy organization_logos_select on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'organization-logos');
create policy organization_logos_insert on storage.objects
  for insert to authenticated
  with check (bucket_id = 'organization-logos' and private.can_write_organization_folder((storage.foldername(name))[1]));
create policy organization_logos_update on storage.objects
  for update to authenticated
  using (bucket_id = 'organization-logos' and private.can_write_organization_folder((storage.foldername(name))[1]))
  with check (bucket_id = 'organization-logos' and private.can_write_organization_folder((storage.foldername(name))[1]));
create policy organization_logos_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'organization-logos' and private.can_write_organization_folder((storage.foldername(name))[1]));

comment on policy organization_logos_select on storage.objects is 'Anyone: the bucket is public (the /struktur pages).';
comment on policy organization_logos_insert on storage.objects is
  'The chapter''s own officers with organizations.edit_profile, into the chapter''s folder.';
comment on policy organization_logos_update on storage.objects is
  'As insert: the chapter''s own officers with organizations.edit_profile.';
comment on policy organization_logos_delete on storage.objects is
  'As insert: the chapter''s own officers with organizations.edit_profile.';
