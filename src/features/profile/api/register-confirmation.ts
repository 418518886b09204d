import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { registerConfirmationSchema, type RegisterConfirmation } from '@shared/contracts/claims';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys } from './profile-keys';

/** GET /profile/legacy: when the member last confirmed the data carried over from the legacy register. */
export function fetchRegisterConfirmation(client: ApiClient, signal?: AbortSignal): Promise<RegisterConfirmation> {
  return client.get('/profile/legacy', registerConfirmationSchema, { signal });
}

export function registerConfirmationQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: profileKeys.registerConfirmation(),
    queryFn: ({ signal }) => fetchRegisterConfirmation(client, signal),
  });
}

export function useRegisterConfirmationQuery() {
  return useQuery(registerConfirmationQueryOptions(useApiClient()));
}

/** POST /profile/legacy/confirm: the member confirms that the register data (as now saved) is right. */
export function confirmRegisterData(client: ApiClient): Promise<RegisterConfirmation> {
  return client.post('/profile/legacy/confirm', undefined, registerConfirmationSchema);
}

export function confirmRegisterDataMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...profileKeys.registerConfirmation(), 'confirm'],
    mutationFn: () => confirmRegisterData(client),
  });
}

export function useConfirmRegisterDataMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...confirmRegisterDataMutationOptions(useApiClient()),
    onSuccess: (confirmation) => queryClient.setQueryData(profileKeys.registerConfirmation(), confirmation),
  });
}
