import { useTranslation } from 'react-i18next';
import {
  TRANSFER_DOCUMENT_BUCKET,
  TRANSFER_DOCUMENT_MAX_BYTES,
  TRANSFER_DOCUMENT_TYPES,
  type TransferDocumentKind,
  transferDocumentPath,
  transferResultSchema,
} from '@shared/contracts/transfers';
import { loadAuthClient, useInjectedAuthClient } from '@/lib/supabase';
import { useTransferChange } from './use-transfer-change';

export type DocumentFileProblem = 'documentType' | 'documentTooLarge';

/** Why the member-documents bucket would refuse a file (a key of the `errors` texts), or null. */
export function documentFileProblem(file: File): DocumentFileProblem | null {
  if (!(file.type in TRANSFER_DOCUMENT_TYPES)) return 'documentType';
  if (file.size > TRANSFER_DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  return null;
}

export interface TransferDocumentUpload {
  memberId: string;
  requestId: string;
  kind: TransferDocumentKind;
  file: File;
}

/**
 * Uploads a checklist document with the member's own session (storage policies decide) to
 * `<member_id>/transfers/<request_id>/<kind>.<ext>`, replacing any earlier one, then names it on
 * the request with PUT /mutations/requests/{id}/documents/{kind}.
 */
export function useUploadTransferDocumentMutation() {
  const { t } = useTranslation('transfers');
  const injected = useInjectedAuthClient();
  return useTransferChange(async (client, { memberId, requestId, kind, file }: TransferDocumentUpload) => {
    const problem = documentFileProblem(file);
    if (problem) throw new Error(t(`errors.${problem}`));
    const ext = TRANSFER_DOCUMENT_TYPES[file.type as keyof typeof TRANSFER_DOCUMENT_TYPES];
    const path = transferDocumentPath(memberId, requestId, kind, ext);
    const { supabase } = await (injected ? Promise.resolve(injected) : loadAuthClient());
    const { error } = await supabase.storage
      .from(TRANSFER_DOCUMENT_BUCKET)
      .upload(path, file, { upsert: true, contentType: file.type });
    if (error) throw new Error(t('errors.documentNotUploaded'));
    return client.put(`/mutations/requests/${requestId}/documents/${kind}`, { path }, transferResultSchema);
  });
}
