import { mutationOptions, useMutation } from '@tanstack/react-query';
import { documentVerificationSchema, type DocumentVerification } from '@shared/contracts/content';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { contentKeys } from './content-keys';

/** POST /verification/documents: the certificate or document a code belongs to (404 when none). */
export function verifyDocument(client: ApiClient, code: string): Promise<DocumentVerification> {
  return client.post('/verification/documents', { code }, documentVerificationSchema);
}

export function verifyDocumentMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...contentKeys.all, 'verify-document'],
    mutationFn: (code: string) => verifyDocument(client, code),
  });
}

export function useVerifyDocumentMutation() {
  return useMutation(verifyDocumentMutationOptions(useApiClient()));
}
