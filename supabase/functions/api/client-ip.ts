const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

/** The client's IP from `X-Forwarded-For` (set by Supabase's gateway and ours), or null. */
export function clientIp(forwardedFor: string | undefined): string | null {
  const first = forwardedFor?.split(',')[0]?.trim();
  if (!first) return null;
  const unmapped = first.replace(/^::ffff:/i, '');
  if (IPV4.test(unmapped) && unmapped.split('.').every((part) => Number(part) <= 255)) return unmapped;
  return IPV6.test(first) && first.includes(':') ? first : null;
}
