import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { verificationQueueSchema, type applicationCompletenessValues } from '@shared/contracts/members';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

export type VerificationQueue = z.infer<typeof verificationQueueSchema>;
/** `complete` (lengkap) or `incomplete` (belum lengkap), as the server judges each file; none: all. */
export type ApplicationCompleteness = (typeof applicationCompletenessValues)[number];
export const VERIFICATION_PAGE_SIZE = 20;

/**
 * GET /members/verification: pending applications in scope, oldest first, with their file
 * (documents, what is missing, duplicates); `completeness` keeps only complete or incomplete files.
 */
export function fetchVerificationQueue(
  client: ApiClient,
  page: number,
  completeness?: ApplicationCompleteness,
  signal?: AbortSignal,
): Promise<VerificationQueue> {
  return client.get('/members/verification', verificationQueueSchema, {
    signal,
    query: { page, limit: VERIFICATION_PAGE_SIZE, ...(completeness ? { completeness } : {}) },
  });
}

export function verificationQueueQueryOptions(client: ApiClient, page: number, completeness?: ApplicationCompleteness) {
  return queryOptions({
    queryKey: memberKeys.verification(page, completeness),
    queryFn: ({ signal }) => fetchVerificationQueue(client, page, completeness, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVerificationQueueQuery(page: number, enabled = true, completeness?: ApplicationCompleteness) {
  return useQuery({ ...verificationQueueQueryOptions(useApiClient(), page, completeness), enabled });
}
