import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TestDb } from '@shared/contracts/health';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { healthCheckQueryDefaults, systemHealthKeys } from './health-check-config';

const loadTestDbSchema = () => import('@shared/contracts/health').then((contracts) => contracts.testDbSchema);

/** GET /auth/test-db: the API reaches PostgreSQL. */
export function fetchAuthTestDb(client: ApiClient, signal?: AbortSignal): Promise<TestDb> {
  return client.get('/auth/test-db', loadTestDbSchema, { signal });
}

export function authTestDbQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: systemHealthKeys.authTestDb(),
    queryFn: ({ signal }) => fetchAuthTestDb(client, signal),
    ...healthCheckQueryDefaults,
  });
}

export function useAuthTestDbQuery() {
  return useQuery(authTestDbQueryOptions(useApiClient()));
}
