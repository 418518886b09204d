// The address per-IP limits count: only what the trusted proxies appended to X-Forwarded-For.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { TRUSTED_PROXY_SECRET_HEADER } from '../../supabase/functions/_shared/constants.ts';
import type { AppEnv } from '../../supabase/functions/api/app-env.ts';
import { clientIp, trustedHops, trustedProxyCheck } from '../../supabase/functions/api/client-ip.ts';

const secret = 'a'.repeat(16) + 'b'.repeat(16);
const proxy = { hops: 1, secret };

describe('clientIp', () => {
  it('takes the right-most entry by default: the one the platform appended', () => {
    expect(clientIp('203.0.113.9, 198.51.100.20, 192.0.2.1')).toBe('192.0.2.1');
    expect(clientIp('192.0.2.1')).toBe('192.0.2.1');
    expect(clientIp(' 192.0.2.1 ')).toBe('192.0.2.1');
  });

  it('with trusted hops, takes the entry that many places left of the right-most one', () => {
    expect(clientIp('203.0.113.9, 198.51.100.20, 192.0.2.1', 1)).toBe('198.51.100.20');
    expect(clientIp('203.0.113.9, 198.51.100.20, 192.0.2.1', 2)).toBe('203.0.113.9');
    expect(clientIp('10.9.9.9, 203.0.113.9, 198.51.100.20, 192.0.2.1', 3)).toBe('10.9.9.9');
  });

  it('ignores whatever the client wrote left of the trusted entries', () => {
    // However many forged entries come first, the proxy's own entry is the one counted.
    for (const forged of ['', '10.0.0.1, ', '10.0.0.1, 10.0.0.2, 10.0.0.3, ', 'not-an-ip, ']) {
      expect(clientIp(`${forged}198.51.100.20, 192.0.2.1`, 1)).toBe('198.51.100.20');
    }
  });

  it('answers null when the header has fewer entries than the trusted hops need', () => {
    expect(clientIp('192.0.2.1', 1)).toBeNull();
    expect(clientIp('198.51.100.20, 192.0.2.1', 2)).toBeNull();
    expect(clientIp(undefined, 1)).toBeNull();
    expect(clientIp(undefined)).toBeNull();
    expect(clientIp('')).toBeNull();
  });

  it('answers null when the trusted entry is not an IP', () => {
    expect(clientIp('unknown, 192.0.2.1', 1)).toBeNull();
    expect(clientIp(' , 192.0.2.1', 1)).toBeNull();
    expect(clientIp('256.1.1.1, 192.0.2.1', 1)).toBeNull();
    expect(clientIp('198.51.100.20:4431, 192.0.2.1', 1)).toBeNull();
    expect(clientIp('198.51.100.20, unknown')).toBeNull();
  });

  it('reads IPv6 entries and unmaps IPv4-mapped ones', () => {
    expect(clientIp('2001:db8::1')).toBe('2001:db8::1');
    expect(clientIp('203.0.113.9, 2001:db8::7, 2001:db8::1', 1)).toBe('2001:db8::7');
    expect(clientIp('2001:db8::7, ::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientIp('::ffff:198.51.100.20, 2001:db8::1', 1)).toBe('198.51.100.20');
    expect(clientIp('fe80::1%eth0, 2001:db8::1', 1)).toBe('fe80::1%eth0');
  });
});

describe('trustedHops', () => {
  it("trusts the configured hops only for a request carrying the proxy's secret", () => {
    expect(trustedHops(proxy, secret)).toBe(1);
    expect(trustedHops({ hops: 2, secret }, secret)).toBe(2);
  });

  it('trusts none for a direct call: no header, a wrong, shorter, longer or empty secret', () => {
    for (const sent of [undefined, '', 'salah', `${secret}x`, secret.slice(1), secret.toUpperCase()]) {
      expect(trustedHops(proxy, sent)).toBe(0);
    }
  });

  it('trusts none when no proxy is configured, whatever the request sends', () => {
    expect(trustedHops(null, secret)).toBe(0);
    expect(trustedHops(null, undefined)).toBe(0);
  });

  it('so a direct caller is counted under the entry the platform appended, not the one it forged', () => {
    const forwardedFor = '203.0.113.9, 192.0.2.1';
    expect(clientIp(forwardedFor, trustedHops(proxy, secret))).toBe('203.0.113.9');
    expect(clientIp(forwardedFor, trustedHops(proxy, undefined))).toBe('192.0.2.1');
    expect(clientIp(forwardedFor, trustedHops(proxy, 'x'.repeat(32)))).toBe('192.0.2.1');
  });
});

describe('trustedProxyCheck', () => {
  const app = new Hono<AppEnv>().use(trustedProxyCheck(proxy)).post('/', async (c) =>
    c.json({
      hops: c.var.trustedHops,
      headers: [...c.req.raw.headers.keys()],
      body: await c.req.text(),
    }),
  );
  const send = (headers: Record<string, string>) =>
    app.request('/', { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body: 'isi' });

  it('sets the hops and takes the secret header off the request before anything else reads it', async () => {
    for (const [sent, hops] of [
      [secret, 1],
      ['salah', 0],
    ] as const) {
      const response = await send({ [TRUSTED_PROXY_SECRET_HEADER]: sent, 'x-forwarded-for': '192.0.2.1' });
      const seen = (await response.json()) as { hops: number; headers: string[]; body: string };
      expect(seen).toEqual({ hops, headers: ['content-type', 'x-forwarded-for'], body: 'isi' });
      expect(JSON.stringify([...response.headers])).not.toContain(sent);
    }
  });

  it('trusts no hops for a request without the header', async () => {
    const seen = (await (await send({})).json()) as { hops: number; headers: string[] };
    expect(seen.hops).toBe(0);
    expect(seen.headers).toEqual(['content-type']);
  });
});
