import { queryOptions, useQuery } from '@tanstack/react-query';
import { duesSettingsSchema, type DuesSettings } from '@shared/contracts/dues-settings';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** GET /dues/settings: the split rules by level (newest first, the one in force marked) and the grace days. */
export function fetchDuesSettings(client: ApiClient, signal?: AbortSignal): Promise<DuesSettings> {
  return client.get('/dues/settings', duesSettingsSchema, { signal });
}

export function duesSettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: duesKeys.settings(),
    queryFn: ({ signal }) => fetchDuesSettings(client, signal),
  });
}

export function useDuesSettingsQuery() {
  return useQuery(duesSettingsQueryOptions(useApiClient()));
}
