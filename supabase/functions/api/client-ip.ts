import type { Context, MiddlewareHandler } from 'hono';
import { constantTimeEqual } from '../_shared/constant-time.ts';
import { TRUSTED_PROXY_SECRET_HEADER } from '../_shared/constants.ts';
import type { AppEnv } from './app-env.ts';
import type { TrustedProxyConfig } from './config.ts';

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

/**
 * The hops to trust for one request: the configured ones only when it carries the web host's
 * proxy secret. The project URL stays public, so a caller that skips the web host could otherwise
 * write the entry the hops point at; without the secret it is counted under the address the
 * platform's edge appended, its own.
 */
export function trustedHops(proxy: TrustedProxyConfig | null, sentSecret: string | undefined): number {
  if (!proxy || sentSecret === undefined) return 0;
  return constantTimeEqual(proxy.secret, sentSecret) ? proxy.hops : 0;
}

/**
 * Runs first: decides `trustedHops` for the request, then takes the secret header off it, so
 * nothing further in (a handler, a log, an error report) can see or repeat the secret.
 */
export function trustedProxyCheck(proxy: TrustedProxyConfig | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const sent = c.req.header(TRUSTED_PROXY_SECRET_HEADER);
    c.set('trustedHops', trustedHops(proxy, sent));
    if (sent !== undefined) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete(TRUSTED_PROXY_SECRET_HEADER);
      c.req.raw = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
    }
    await next();
  };
}

/** The address a request's per-IP limits count: `clientIp` with the hops `trustedProxyCheck` allowed. */
export function requestClientIp(c: Context<AppEnv>): string | null {
  return clientIp(c.req.header('x-forwarded-for'), c.var.trustedHops);
}
