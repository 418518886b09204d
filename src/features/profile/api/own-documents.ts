import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownDocumentsSchema, type OwnDocument } from '@shared/contracts/documents';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys } from './profile-keys';

/** GET /profile/documents: the member's uploaded documents, newest first. */
export async function fetchOwnDocuments(client: ApiClient, signal?: AbortSignal): Promise<OwnDocument[]> {
  const { documents } = await client.get('/profile/documents', ownDocumentsSchema, { signal });
  return documents;
}

export function ownDocumentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.documents(),
    queryFn: ({ signal }) => fetchOwnDocuments(client, signal),
  });
}

export function useOwnDocumentsQuery() {
  return useQuery(ownDocumentsQueryOptions(useApiClient()));
}
