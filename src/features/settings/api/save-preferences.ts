import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { accountSettingsResultSchema, type AccountSettings } from '@shared/contracts/preferences';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { settingsKeys } from './settings-keys';

/** PUT /profile/preferences: every setting of the caller at once. */
export async function savePreferences(client: ApiClient, settings: AccountSettings): Promise<AccountSettings> {
  const result = await client.put('/profile/preferences', settings, accountSettingsResultSchema);
  return result.settings;
}

export function savePreferencesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...settingsKeys.preferences(), 'save'],
    mutationFn: (settings: AccountSettings) => savePreferences(client, settings),
  });
}

/** Saves, then lets the app apply the saved settings (language, theme, dates) from the cache. */
export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...savePreferencesMutationOptions(useApiClient()),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.preferences(), settings),
  });
}
