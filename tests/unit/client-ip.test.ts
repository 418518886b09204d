// The address per-IP limits count: only what the trusted proxies appended to X-Forwarded-For.
import { describe, expect, it } from 'vitest';
import { clientIp } from '../../supabase/functions/api/client-ip.ts';

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
