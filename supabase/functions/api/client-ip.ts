const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

/**
 * The client's IP, or null: the right-most entry of `X-Forwarded-For`. A client may send its own
 * `X-Forwarded-For`; each proxy appends the address it was connected from, so only the last entry
 * comes from the platform (the local gateway appends it the same way). What could and could not be
 * checked about hosted Supabase: docs/operations/auth.md, "Client address".
 */
export function clientIp(forwardedFor: string | undefined): string | null {
  const last = forwardedFor?.split(',').at(-1)?.trim();
  if (!last) return null;
  const unmapped = last.replace(/^::ffff:/i, '');
  if (IPV4.test(unmapped) && unmapped.split('.').every((part) => Number(part) <= 255)) return unmapped;
  return IPV6.test(last) && last.includes(':') ? last : null;
}
