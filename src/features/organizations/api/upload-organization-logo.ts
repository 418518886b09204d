import { useMutation } from '@tanstack/react-query';
import { ORGANIZATION_LOGO_PIXEL_BOUND, imageProblem } from '@shared/images/image-bounds';
import {
  ORGANIZATION_LOGO_BUCKET,
  organizationLogoFileProblem,
  organizationLogoPath,
  organizationMessages,
  type OrganizationLogoType,
} from '@shared/contracts/organizations';
import { loadAuthClient, useInjectedAuthClient, type AuthClient } from '@/lib/supabase';
import { organizationKeys } from './organization-keys';

type GetAuthClient = () => Promise<AuthClient>;

/**
 * Uploads a logo to `organization-logos/<organizations.id>/logo-<uuid>.<ext>` with the officer's own
 * session (the bucket's policies, type, size and pixel bound decide; the type, bytes and pixels are
 * checked here first, decision 0047) and returns its object name, which the profile form then saves.
 */
export async function uploadOrganizationLogo(
  getAuthClient: GetAuthClient,
  { organizationId, file }: { organizationId: string; file: File },
): Promise<string> {
  const problem =
    organizationLogoFileProblem(file) ??
    imageProblem(new Uint8Array(await file.arrayBuffer()), ORGANIZATION_LOGO_PIXEL_BOUND);
  if (problem) throw new Error(problem);
  const path = organizationLogoPath(organizationId, file.type as OrganizationLogoType, crypto.randomUUID());
  const { supabase } = await getAuthClient();
  const { error } = await supabase.storage
    .from(ORGANIZATION_LOGO_BUCKET)
    .upload(path, file, { contentType: file.type });
  if (error) throw new Error(organizationMessages.logoNotUploaded);
  return path;
}

export function useUploadOrganizationLogoMutation() {
  const injected = useInjectedAuthClient();
  const getAuthClient: GetAuthClient = () => (injected ? Promise.resolve(injected) : loadAuthClient());
  return useMutation({
    mutationKey: [...organizationKeys.profiles(), 'logo'],
    mutationFn: (input: { organizationId: string; file: File }) => uploadOrganizationLogo(getAuthClient, input),
  });
}
