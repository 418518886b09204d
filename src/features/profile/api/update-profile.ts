import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResultSchema, type Profile } from '@shared/contracts/profile';
import type { UpdateProfileInput } from '@shared/contracts/profile-update';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys } from './profile-keys';

/** PATCH /profile: the member changes their personal and professional fields (audited as profile.update). */
export async function updateProfile(client: ApiClient, input: UpdateProfileInput): Promise<Profile> {
  const { profile } = await client.patch('/profile', input, profileResultSchema);
  return profile;
}

export function updateProfileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...profileKeys.own(), 'update'],
    mutationFn: (input: UpdateProfileInput) => updateProfile(client, input),
  });
}

export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(useApiClient()),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.own(), profile),
  });
}
