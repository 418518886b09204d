import type postgres from 'postgres';
import type { OwnDocument } from '../../../../_shared/contracts/documents.ts';
import { documentColumns } from '../../profile/documents/queries.ts';

type Tx = postgres.TransactionSql;

/**
 * Marks a document of this member verified through public.mark_document_verified (permission,
 * own-document refusal and audit are the function's). Undefined when the caller cannot see a
 * document with this id on this member.
 */
export async function verifyMemberDocument(tx: Tx, memberId: string, documentId: string) {
  const [visible] = await tx`
    select 1 from public.documents d where d.id = ${documentId} and d.member_id = ${memberId}`;
  if (!visible) return undefined;
  await tx`select public.mark_document_verified(${documentId})`;
  const [document] = await tx<OwnDocument[]>`
    select ${documentColumns(tx)} from public.documents d where d.id = ${documentId}`;
  return document;
}
