import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { duesSettingsSchema, type DuesSettings, type GraceDaysInput } from '@shared/contracts/dues-settings';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** PUT /dues/settings/grace-days: the grace period after a membership expires; SUPER_ADMIN only. */
export function setGraceDays(client: ApiClient, input: GraceDaysInput): Promise<DuesSettings> {
  return client.put('/dues/settings/grace-days', input, duesSettingsSchema);
}

export function setGraceDaysMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.settings(), 'grace-days'],
    mutationFn: (input: GraceDaysInput) => setGraceDays(client, input),
  });
}

export function useSetGraceDaysMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...setGraceDaysMutationOptions(useApiClient()),
    onSuccess: (settings) => queryClient.setQueryData(duesKeys.settings(), settings),
  });
}
