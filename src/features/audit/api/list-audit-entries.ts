import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditEntryListSchema, type AuditEntryList } from '@shared/contracts/audit';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { auditKeys, auditQuery, type AuditListFilter } from './audit-keys';

/**
 * GET /audit/entries?cursor&limit&actor&action&entity&organizationId&from&to: one page of the audit
 * log in scope, newest first; the next (older) page starts after `nextCursor` (keyset).
 */
export function fetchAuditEntries(
  client: ApiClient,
  filter: AuditListFilter,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<AuditEntryList> {
  return client.get('/audit/entries', auditEntryListSchema, {
    signal,
    cache: 'no-store',
    query: { ...auditQuery(filter), cursor, limit: AUDIT_PAGE_SIZE },
  });
}

export function auditEntriesQueryOptions(client: ApiClient, filter: AuditListFilter) {
  return infiniteQueryOptions({
    queryKey: auditKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchAuditEntries(client, filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The entries of the filter, page after page ("Muat entri lebih lama"). */
export function useAuditEntriesQuery(filter: AuditListFilter) {
  return useInfiniteQuery(auditEntriesQueryOptions(useApiClient(), filter));
}
