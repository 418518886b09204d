import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { verificationQueueSchema } from '@shared/contracts/members';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

export type VerificationQueue = z.infer<typeof verificationQueueSchema>;
export const VERIFICATION_PAGE_SIZE = 20;

/** GET /members/verification: pending applications in scope, oldest first, with their documents. */
export function fetchVerificationQueue(
  client: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<VerificationQueue> {
  return client.get('/members/verification', verificationQueueSchema, {
    signal,
    query: { page, limit: VERIFICATION_PAGE_SIZE },
  });
}

export function verificationQueueQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: memberKeys.verification(page),
    queryFn: ({ signal }) => fetchVerificationQueue(client, page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationQueueQuery(page: number, enabled = true) {
  return useQuery({ ...verificationQueueQueryOptions(useApiClient(), page), enabled });
}
