import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorResetResultSchema, type TwoFactorResetResult } from '@shared/contracts/members';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { memberKeys } from './member-keys';

/**
 * POST /members/{id}/two-factor-reset `{ identityChecked: true }`: removes the member's
 * authenticators (a lost phone) after the officer checked who they are; audited, the member emailed.
 */
export function resetTwoFactor(client: ApiClient, id: string): Promise<TwoFactorResetResult> {
  return client.post(
    `/members/${encodeURIComponent(id)}/two-factor-reset`,
    { identityChecked: true },
    twoFactorResetResultSchema,
  );
}

export function resetTwoFactorMutationOptions(client: ApiClient, id: string) {
  return mutationOptions({
    mutationKey: [...memberKeys.detail(id), 'two-factor-reset'],
    mutationFn: () => resetTwoFactor(client, id),
  });
}

export function useResetTwoFactorMutation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...resetTwoFactorMutationOptions(useApiClient(), id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.detail(id) }),
  });
}
