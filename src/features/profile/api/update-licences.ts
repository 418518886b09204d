import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { licencesResultSchema } from '@shared/contracts/documents';
import type { UpdateLicencesInput } from '@shared/contracts/licence-update';
import type { Profile } from '@shared/contracts/profile';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { profileKeys } from './profile-keys';

/** PUT /profile/licences: the member's STR and SIP as they hold them now (audited as profile.licences). */
export async function updateLicences(client: ApiClient, input: UpdateLicencesInput): Promise<Profile> {
  const { profile } = await client.put('/profile/licences', input, licencesResultSchema);
  return profile;
}

export function updateLicencesMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...profileKeys.own(), 'licences'],
    mutationFn: (input: UpdateLicencesInput) => updateLicences(client, input),
  });
}

export function useUpdateLicencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateLicencesMutationOptions(useApiClient()),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // A changed number or date sends a verified STR/SIP back to verification (decision 0045).
      return queryClient.invalidateQueries({ queryKey: profileKeys.documents() });
    },
  });
}
