import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

export interface ResetPasswordInput {
  /** The `token_hash` of the recovery email's link. */
  token: string;
  newPassword: string;
}

/** POST /auth/reset-password: sets the new password and ends every session of the account. */
export function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<{ message: string }> {
  return client.post('/auth/reset-password', input, messageResponseSchema);
}

export function resetPasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordInput) => resetPassword(client, input),
  });
}

export function useResetPasswordMutation() {
  return useMutation(resetPasswordMutationOptions(useApiClient()));
}
