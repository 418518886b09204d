import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  documentFileProblem,
  documentMessages,
  licenceFilePath,
  MEMBER_DOCUMENTS_BUCKET,
  ownDocumentResultSchema,
  type OwnDocumentKind,
  type MemberDocumentType,
  type OwnDocument,
} from '@shared/contracts/documents';
import { IMAGE_PIXEL_BOUND, imageProblem } from '@shared/images/image-bounds';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { loadAuthClient, useInjectedAuthClient, type AuthClient } from '@/lib/supabase';
import { profileKeys } from './profile-keys';

type GetAuthClient = () => Promise<AuthClient>;

export interface UploadDocumentInput {
  memberId: string;
  kind: OwnDocumentKind;
  file: File;
}

/**
 * Uploads the file to `member-documents/<members.id>/<kind>-<uuid>.<ext>` with the member's own
 * session (storage RLS and the bucket's type, size and pixel limits decide; a photo over the pixel
 * bound is refused here first, decision 0047), then records it with POST /profile/documents. Each
 * upload is a new file: one an officer verified never changes.
 */
export async function uploadDocument(
  client: ApiClient,
  getAuthClient: GetAuthClient,
  { memberId, kind, file }: UploadDocumentInput,
): Promise<OwnDocument> {
  const problem =
    documentFileProblem(file) ?? imageProblem(new Uint8Array(await file.arrayBuffer()), IMAGE_PIXEL_BOUND);
  if (problem) throw new Error(problem);
  const type = file.type as MemberDocumentType;
  const path = licenceFilePath(memberId, kind, type, crypto.randomUUID());
  const { supabase } = await getAuthClient();
  const { error } = await supabase.storage.from(MEMBER_DOCUMENTS_BUCKET).upload(path, file, { contentType: type });
  if (error) throw new Error(documentMessages.fileNotUploaded);
  const { document } = await client.post('/profile/documents', { kind, path }, ownDocumentResultSchema);
  return document;
}

export function uploadDocumentMutationOptions(client: ApiClient, getAuthClient: GetAuthClient) {
  return mutationOptions({
    mutationKey: [...profileKeys.documents(), 'upload'],
    mutationFn: (input: UploadDocumentInput) => uploadDocument(client, getAuthClient, input),
  });
}

export function useUploadDocumentMutation() {
  const queryClient = useQueryClient();
  const injected = useInjectedAuthClient();
  const getAuthClient: GetAuthClient = () => (injected ? Promise.resolve(injected) : loadAuthClient());
  return useMutation({
    ...uploadDocumentMutationOptions(useApiClient(), getAuthClient),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.documents() }),
  });
}
