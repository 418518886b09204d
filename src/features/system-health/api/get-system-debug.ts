import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemDebugSchema, type SystemDebug } from '@shared/contracts/system-debug';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { systemHealthKeys } from './health-check-config';

/** GET /system/debug: versions, migration level, services, outbox, daily job, storage (SUPER_ADMIN). */
export function fetchSystemDebug(client: ApiClient, signal?: AbortSignal): Promise<SystemDebug> {
  return client.get('/system/debug', systemDebugSchema, { signal, cache: 'no-store' });
}

export function systemDebugQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: [...systemHealthKeys.all, 'debug'] as const,
    queryFn: ({ signal }) => fetchSystemDebug(client, signal),
    retry: false,
  });
}

export function useSystemDebugQuery() {
  return useQuery(systemDebugQueryOptions(useApiClient()));
}
