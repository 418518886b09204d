import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSettingsResultSchema, type AccountSettings } from '@shared/contracts/preferences';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { settingsKeys } from './settings-keys';

/** GET /profile/preferences: the caller's notification switches and display preferences. */
export async function fetchPreferences(client: ApiClient, signal?: AbortSignal): Promise<AccountSettings> {
  const { settings } = await client.get('/profile/preferences', accountSettingsResultSchema, { signal });
  return settings;
}

export function preferencesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: settingsKeys.preferences(),
    queryFn: ({ signal }) => fetchPreferences(client, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePreferencesQuery(enabled = true) {
  return useQuery({ ...preferencesQueryOptions(useApiClient()), enabled });
}
