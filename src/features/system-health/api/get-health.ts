import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Health } from '@shared/contracts/health';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { healthCheckQueryDefaults, systemHealthKeys } from './health-check-config';

const loadHealthSchema = () => import('@shared/contracts/health').then((contracts) => contracts.healthSchema);

/** GET /health: the API function is up. */
export function fetchHealth(client: ApiClient, signal?: AbortSignal): Promise<Health> {
  return client.get('/health', loadHealthSchema, { signal });
}

export function healthQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemHealthKeys.health(),
    queryFn: ({ signal }) => fetchHealth(client, signal),
    ...healthCheckQueryDefaults,
  });
}

export function useHealthQuery() {
  return useQuery(healthQueryOptions(useApiClient()));
}
