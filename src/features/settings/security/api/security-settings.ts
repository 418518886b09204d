import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  securitySettingsSchema,
  type SecuritySettings,
  type SecuritySettingsInput,
} from '@shared/contracts/security-settings';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { settingsKeys } from '../../api/settings-keys';

const securitySettingsKey = () => [...settingsKeys.all, 'security-settings'] as const;

/** GET /security-settings: whether officers must be at aal2 to change data. */
export function fetchSecuritySettings(client: ApiClient, signal?: AbortSignal): Promise<SecuritySettings> {
  return client.get('/security-settings', securitySettingsSchema, { signal });
}

export function securitySettingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: securitySettingsKey(),
    queryFn: ({ signal }) => fetchSecuritySettings(client, signal),
  });
}

export function useSecuritySettingsQuery(enabled = true) {
  return useQuery({ ...securitySettingsQueryOptions(useApiClient()), enabled });
}

/** PUT /security-settings: SUPER_ADMIN only; turning the rule on needs their own session at aal2. */
export function useSetSecuritySettingsMutation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...securitySettingsKey(), 'save'],
    mutationFn: (input: SecuritySettingsInput) => client.put('/security-settings', input, securitySettingsSchema),
    onSuccess: (settings) => queryClient.setQueryData(securitySettingsKey(), settings),
  });
}
