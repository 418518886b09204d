import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}$/;
const IPV6 = /^[0-9a-f:]+(%\w+)?$/i;

/**
 * The client's IP, or null. A client may send its own `X-Forwarded-For`; each proxy appends the
 * address it was connected from, so only the entries the proxies appended can be trusted: the
 * right-most comes from the platform's edge (the local gateway appends it the same way), and each
 * of the `trustedHops` proxies in front of that edge (the web host forwarding the API) adds one
 * more to its left. The entry `trustedHops` places left of the right-most is the address the
 * outermost trusted proxy saw connecting; anything further left is the client's own words. Null
 * when the header has fewer entries or that entry is not an IP. Which value to set, and what could
 * and could not be checked about hosted Supabase: docs/operations/auth.md, "Client address".
 */
export function clientIp(forwardedFor: string | undefined, trustedHops = 0): string | null {
  const entry = forwardedFor
    ?.split(',')
    .at(-1 - trustedHops)
    ?.trim();
  if (!entry) return null;
  const unmapped = entry.replace(/^::ffff:/i, '');
  if (IPV4.test(unmapped) && unmapped.split('.').every((part) => Number(part) <= 255)) return unmapped;
  return IPV6.test(entry) && entry.includes(':') ? entry : null;
}

/** The address a request's per-IP limits count: `clientIp` with the configured trusted hops. */
export function requestClientIp(c: Context<AppEnv>): string | null {
  return clientIp(c.req.header('x-forwarded-for'), c.var.deps.config.trustedProxyHops);
}
