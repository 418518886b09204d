import { queryOptions, useQuery } from '@tanstack/react-query';
import { testDbSchema, type TestDb } from '@shared/contracts/health';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { healthCheckQueryDefaults, systemHealthKeys } from './health-check-config';

/** GET /auth/test-db: the API reaches PostgreSQL. */
export function fetchAuthTestDb(client: ApiClient, signal?: AbortSignal): Promise<TestDb> {
  return client.get('/auth/test-db', testDbSchema, { signal });
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
