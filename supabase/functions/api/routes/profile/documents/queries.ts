import type postgres from 'postgres';
import {
  MEMBER_DOCUMENTS_BUCKET,
  ownDocumentTitles,
  type OwnDocumentKind,
  type OwnDocument,
} from '../../../../_shared/contracts/documents.ts';
import type { UpdateLicences } from '../../../../_shared/contracts/licence-update.ts';

type Tx = postgres.TransactionSql;

/** The columns of a document as the API returns it (also members/documents). */
export const documentColumns = (tx: Tx) => tx`
  d.id, d.kind, d.title, d.storage_path as "storagePath", d.mime_type as "mimeType", d.size_bytes as "sizeBytes",
  to_json(d.created_at) #>> '{}' as "createdAt", to_json(d.verified_at) #>> '{}' as "verifiedAt",
  case when d.verified_at is not null then d.verification_code end as "verificationCode",
  (select o.name from public.organizations o where o.id = d.organization_id) as "organizationName"`;

/** The caller's own documents, newest first (RLS: documents_select). */
export function ownDocuments(tx: Tx): Promise<OwnDocument[]> {
  return tx<OwnDocument[]>`
    select ${documentColumns(tx)}
    from public.documents d join public.members m on m.id = d.member_id
    where m.user_id = auth.uid()
    order by d.created_at desc, d.id
  `;
}

/** The caller's members.id, or undefined for a login without a member record. */
export async function ownMemberId(tx: Tx): Promise<string | undefined> {
  const [row] = await tx<{ id: string }[]>`select id from public.members where user_id = auth.uid()`;
  return row?.id;
}

/**
 * Records an uploaded file as the caller's STR, SIP, diploma or certificate, as the caller: the object must be one the
 * caller can see in member-documents (so it was uploaded), and its type and size are the stored
 * ones, not the client's word. RLS (documents_insert) and documents_authorize_write decide the
 * rest; documents_audit writes the trail. Undefined when the object is not there.
 */
export async function recordOwnDocument(
  tx: Tx,
  memberId: string,
  kind: OwnDocumentKind,
  path: string,
): Promise<OwnDocument | undefined> {
  const [object] = await tx<{ mimeType: string | null; size: number | null }[]>`
    select o.metadata ->> 'mimetype' as "mimeType", (o.metadata ->> 'size')::bigint::int as size
    from storage.objects o where o.bucket_id = ${MEMBER_DOCUMENTS_BUCKET} and o.name = ${path}`;
  if (!object) return undefined;
  await tx`select set_config('simk.audit_action', 'documents.upload', true)`;
  const [row] = await tx<{ id: string }[]>`
    insert into public.documents (member_id, organization_id, kind, title, storage_path, mime_type, size_bytes)
    select m.id, m.organization_id, ${kind}, ${ownDocumentTitles[kind]}, ${path}, ${object.mimeType}, ${object.size}
    from public.members m where m.id = ${memberId}
    returning id`;
  const [document] = await tx<OwnDocument[]>`
    select ${documentColumns(tx)} from public.documents d where d.id = ${row!.id}`;
  return document;
}

/** Writes the caller's STR and SIP fields (members_update RLS and triggers; members_audit names it). */
export async function updateOwnLicences(tx: Tx, input: UpdateLicences): Promise<boolean> {
  await tx`select set_config('simk.audit_action', 'profile.licences', true)`;
  const updated = await tx`
    update public.members
    set str_number = ${input.strNumber ?? null}, str_expiry_date = ${input.strExpiryDate ?? null},
        sip_number = ${input.sipNumber ?? null}, sip_expiry_date = ${input.sipExpiryDate ?? null},
        sip_practice_place = ${input.sipPracticePlace ?? null}
    where user_id = auth.uid()
    returning id`;
  return updated.length > 0;
}
