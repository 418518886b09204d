import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ping } from '@shared/contracts/health';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { healthCheckQueryDefaults, systemHealthKeys } from './health-check-config';

const loadPingSchema = () => import('@shared/contracts/health').then((contracts) => contracts.pingSchema);

/** GET /auth/ping: the auth routes answer. */
export function fetchAuthPing(client: ApiClient, signal?: AbortSignal): Promise<Ping> {
  return client.get('/auth/ping', loadPingSchema, { signal });
}

export function authPingQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemHealthKeys.authPing(),
    queryFn: ({ signal }) => fetchAuthPing(client, signal),
    ...healthCheckQueryDefaults,
  });
}

export function useAuthPingQuery() {
  return useQuery(authPingQueryOptions(useApiClient()));
}
