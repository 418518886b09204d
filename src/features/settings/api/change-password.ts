import { mutationOptions, useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@shared/contracts/auth';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** PATCH /profile/password: proves the current password, then sets the new one. Returns the API's message. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<string> {
  const { message } = await client.patch('/profile/password', input, messageResponseSchema);
  return message;
}

export function changePasswordMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: ['settings', 'password', 'change'],
    mutationFn: (input: ChangePasswordInput) => changePassword(client, input),
  });
}

export function useChangePasswordMutation() {
  return useMutation(changePasswordMutationOptions(useApiClient()));
}
