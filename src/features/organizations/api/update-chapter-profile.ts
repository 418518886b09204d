import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  chapterProfileResultSchema,
  type ChapterProfile,
  type ChapterProfileInput,
} from '@shared/contracts/organizations';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { organizationKeys } from './organization-keys';

export interface UpdateChapterProfileInput {
  organizationId: string;
  profile: ChapterProfileInput;
}

/** PUT /organizations/profile/{id}: the whole profile; only the chapter's own officers (403 otherwise). */
export async function updateChapterProfile(
  client: ApiClient,
  { organizationId, profile }: UpdateChapterProfileInput,
): Promise<ChapterProfile> {
  const { chapter } = await client.put(
    `/organizations/profile/${encodeURIComponent(organizationId)}`,
    profile,
    chapterProfileResultSchema,
  );
  return chapter;
}

export function updateChapterProfileMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...organizationKeys.profiles(), 'update'],
    mutationFn: (input: UpdateChapterProfileInput) => updateChapterProfile(client, input),
  });
}

export function useUpdateChapterProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateChapterProfileMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all }),
  });
}
