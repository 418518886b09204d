import type { AuthSettings } from './settings.ts';

/** `redirect_to` when it points at the site or an allowed URL, else the site URL (GoTrue's rule). */
export function redirectTarget(settings: AuthSettings, requested: string | undefined): string {
  const { siteUrl, additionalRedirectUrls } = settings;
  if (!requested) return siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (target.hostname === new URL(siteUrl).hostname) return requested;
  const allowed = additionalRedirectUrls.some((pattern) => {
    const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*?/g, '.*')}$`);
    return regex.test(requested) || requested.startsWith(pattern);
  });
  return allowed ? requested : siteUrl;
}
