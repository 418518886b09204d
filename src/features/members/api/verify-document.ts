import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ownDocumentResultSchema, type OwnDocument } from '@shared/contracts/documents';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

export interface VerifyDocumentInput {
  memberId: string;
  documentId: string;
}

/**
 * POST /members/{id}/documents/{documentId}/verify: the officer checked the document against the
 * original; it gets its verification code, which /document-verification then vouches for.
 */
export async function verifyDocument(
  client: ApiClient,
  { memberId, documentId }: VerifyDocumentInput,
): Promise<OwnDocument> {
  const { document } = await client.post(
    `/members/${encodeURIComponent(memberId)}/documents/${encodeURIComponent(documentId)}/verify`,
    undefined,
    ownDocumentResultSchema,
  );
  return document;
}

export function verifyDocumentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, 'verify-document'],
    mutationFn: (input: VerifyDocumentInput) => verifyDocument(client, input),
  });
}

export function useVerifyDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...verifyDocumentMutationOptions(useApiClient()),
    onSettled: (_document, _error, { memberId }) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
  });
}
