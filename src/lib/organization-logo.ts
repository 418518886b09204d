import { ORGANIZATION_LOGO_BUCKET } from '@shared/contracts/organizations';
import { env } from './env';

/** The public address of a chapter logo (organization-logos is a public bucket), or null without one. */
export function organizationLogoUrl(logoPath: string | null, supabaseUrl: string = env.supabaseUrl): string | null {
  if (!logoPath) return null;
  const encoded = logoPath.split('/').map(encodeURIComponent).join('/');
  return `${supabaseUrl}/storage/v1/object/public/${ORGANIZATION_LOGO_BUCKET}/${encoded}`;
}
