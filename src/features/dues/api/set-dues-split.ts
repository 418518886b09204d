import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { duesSettingsSchema, type DuesSettings, type DuesSplitInput } from '@shared/contracts/dues-settings';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** PUT /dues/settings/split: a new split from a date on (today or later, WIB); SUPER_ADMIN only. */
export function setDuesSplit(client: ApiClient, split: DuesSplitInput): Promise<DuesSettings> {
  return client.put('/dues/settings/split', split, duesSettingsSchema);
}

export function setDuesSplitMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.settings(), 'split'],
    mutationFn: (split: DuesSplitInput) => setDuesSplit(client, split),
  });
}

export function useSetDuesSplitMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setDuesSplitMutationOptions(useApiClient()),
    onSuccess: (settings) => queryClient.setQueryData(duesKeys.settings(), settings),
  });
}
