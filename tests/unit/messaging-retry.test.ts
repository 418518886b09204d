import { describe, expect, it } from 'vitest';
import { messagingConfigFromEnv } from '../../supabase/functions/_shared/messaging/config.ts';
import { backoffDelayMs, defaultBackoff, retryAfterMs } from '../../supabase/functions/_shared/messaging/retry.ts';

describe('backoff', () => {
  const policy = { baseMs: 1_000, capMs: 10_000 };

  it('doubles after each attempt up to the cap, with jitter between half and all of the wait', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => backoffDelayMs(attempt, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(attempt, policy, () => 0))).toEqual([
      500, 1_000, 2_000, 4_000, 5_000,
    ]);
    expect(backoffDelayMs(3, policy, () => 0.5)).toBe(3_000);
  });

  it('spreads the default schedule of 8 attempts over about an hour, inside Resend’s 24-hour key window', () => {
    const longest = [1, 2, 3, 4, 5, 6, 7].reduce(
      (sum, attempt) => sum + backoffDelayMs(attempt, defaultBackoff, () => 1),
      0,
    );
    expect(longest).toBe((30 + 60 + 120 + 240 + 480 + 960 + 1_800) * 1_000);
    expect(longest).toBeLessThan(24 * 3_600_000);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    const now = Date.parse('2026-11-24T03:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2_000);
    expect(retryAfterMs(' 0.5 ', now)).toBe(500);
    expect(retryAfterMs('Tue, 24 Nov 2026 03:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Tue, 24 Nov 2026 02:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});

describe('messaging configuration', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];

  it('turns email on with a Resend key, with Resend’s API and a lease longer than a batch takes', () => {
    const config = messagingConfigFromEnv(env({ RESEND_API_KEY: 're_x', SIMK_EMAIL_FROM: 'SIMK <simk@example.org>' }));
    expect(config.email).toEqual({
      baseUrl: 'https://api.resend.com',
      apiKey: 're_x',
      from: 'SIMK <simk@example.org>',
      requestTimeoutMs: 10_000,
    });
    expect(config.batchSize).toBe(20);
    expect(config.leaseMs).toBeGreaterThan(config.batchSize * config.email!.requestTimeoutMs);
  });

  it('leaves email off without a key, and refuses a bad batch size', () => {
    expect(messagingConfigFromEnv(env({})).email).toBeNull();
    expect(() => messagingConfigFromEnv(env({ SIMK_OUTBOX_BATCH_SIZE: '0' }))).toThrow(/SIMK_OUTBOX_BATCH_SIZE/);
  });

  it('takes a shorter backoff from SIMK_OUTBOX_BACKOFF_MS, for trying failures by hand, and refuses a bad one', () => {
    expect(messagingConfigFromEnv(env({})).backoff).toEqual({ baseMs: 30_000, capMs: 1_800_000 });
    expect(messagingConfigFromEnv(env({ SIMK_OUTBOX_BACKOFF_MS: '2000, 10000' })).backoff).toEqual({
      baseMs: 2_000,
      capMs: 10_000,
    });
    for (const bad of ['2000', '10000,2000', 'soon,later', '50,100']) {
      expect(() => messagingConfigFromEnv(env({ SIMK_OUTBOX_BACKOFF_MS: bad }))).toThrow(/SIMK_OUTBOX_BACKOFF_MS/);
    }
  });
});
