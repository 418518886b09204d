import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AVATAR_BUCKET,
  AVATAR_MAX_BYTES,
  avatarPath,
  avatarTypes,
  profileMessages,
  profileResultSchema,
  type AvatarType,
  type Profile,
} from '@shared/contracts/profile';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { storedFileKeys, useSignedFileUrl } from '@/lib/stored-files';
import { loadAuthClient, useInjectedAuthClient, type AuthClient } from '@/lib/supabase';
import { resizeImage } from '../components/resize-image';
import { profileKeys } from './profile-keys';
import { useProfileQuery } from './get-profile';

/** How long a photo's signed URL works; the query renews it well before. */
const SIGNED_URL_SECONDS = 3600;

type GetAuthClient = () => Promise<AuthClient>;

function useGetAuthClient(): GetAuthClient {
  const injected = useInjectedAuthClient();
  return () => (injected ? Promise.resolve(injected) : loadAuthClient());
}

/** An Indonesian refusal of a file the avatars bucket would refuse, or null. */
export function photoFileProblem(file: File): string | null {
  if (!(file.type in avatarTypes)) return profileMessages.photoTypeInvalid;
  if (file.size > AVATAR_MAX_BYTES) return profileMessages.photoTooLarge;
  return null;
}

/**
 * Resizes the photo, uploads it to `avatars/<members.id>/avatar.<ext>` with the member's own
 * session (storage RLS decides), then names it on the member with PUT /profile/photo.
 */
export async function uploadProfilePhoto(
  client: ApiClient,
  getAuthClient: GetAuthClient,
  memberId: string,
  file: File,
): Promise<Profile> {
  const problem = photoFileProblem(file);
  if (problem) throw new Error(problem);
  const type = file.type as AvatarType;
  // A file that is not really an image (or a browser that cannot draw it) stops here, in Indonesian.
  const resized = await resizeImage(file, type).catch(() => {
    throw new Error(profileMessages.photoUnreadable);
  });
  const path = avatarPath(memberId, type);
  const { supabase } = await getAuthClient();
  const { error } = await supabase.storage
    .from(AVATAR_BUCKET)
    .upload(path, resized, { upsert: true, contentType: type });
  if (error) throw new Error(profileMessages.photoNotUploaded);
  const { profile } = await client.put('/profile/photo', { path }, profileResultSchema);
  return profile;
}

export function uploadProfilePhotoMutationOptions(client: ApiClient, getAuthClient: GetAuthClient) {
  return mutationOptions({
    mutationKey: [...profileKeys.own(), 'photo'],
    mutationFn: ({ memberId, file }: { memberId: string; file: File }) =>
      uploadProfilePhoto(client, getAuthClient, memberId, file),
  });
}

export function useUploadProfilePhotoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadProfilePhotoMutationOptions(useApiClient(), useGetAuthClient()),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.own(), profile);
      // Same path, new bytes: a new signed URL, so the browser does not show its cached image;
      // and the card, read before the first photo, learns its path.
      await Promise.all([
        queryClient.resetQueries({ queryKey: storedFileKeys.bucket(AVATAR_BUCKET) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.card() }),
      ]);
    },
  });
}

/** A short-lived URL of a photo in `avatars` (a private bucket), or null while there is none. */
export function usePhotoUrl(path: string | null | undefined): string | null {
  return useSignedFileUrl(AVATAR_BUCKET, path, SIGNED_URL_SECONDS);
}

/** The signed-in member's own photo for the shell's user card and menu; null for a login without a member record. */
export function useOwnPhotoUrl(isMember: boolean): string | null {
  const profile = useProfileQuery(isMember);
  return usePhotoUrl(profile.data?.profilePhotoPath);
}
