import { isIP } from 'node:net';
import { badRequest, AuthError, tooManyRequests } from './errors.ts';

/**
 * The bot check and the per-IP limits GoTrue puts in front of its password and email endpoints
 * (supabase/auth internal/api/middleware.go `verifyCaptcha`, `performRateLimiting`), configured by
 * `[auth.captcha]` and `[auth.rate_limit]` of supabase/config.toml.
 */
export interface CaptchaSettings {
  /** `[auth.captcha] secret`. */
  secret: string;
  /** Cloudflare's siteverify, or the gateway's stand-in (local/turnstile.ts). */
  siteverifyUrl: string;
}

/** `[auth.rate_limit]`: requests per client IP per 5 minutes; 0 turns a limit off. */
export interface RateLimits {
  /** `/token`, password and refresh grants together (`token_refresh`). */
  tokenRefresh: number;
  /** `/signup`, `/recover`, `/resend` (`sign_in_sign_ups`). */
  signInSignUps: number;
  /** `/verify` (`token_verifications`). */
  tokenVerifications: number;
}

/** GoTrue's answer when the bot check refuses a request. */
function captchaFailed(reason: string): AuthError {
  return badRequest('captcha_failed', `captcha protection: request disallowed (${reason})`);
}

/**
 * Verifies the request's `gotrue_meta_security.captcha_token` with the provider's siteverify,
 * sending the client IP as `remoteip`, as GoTrue does. A missing token is refused before the
 * provider is asked.
 */
export async function verifyCaptcha(settings: CaptchaSettings, token: string, remoteIp: string | null) {
  if (!token) throw captchaFailed('no captcha_token found');
  const form = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let result: { success?: unknown; 'error-codes'?: unknown };
  try {
    const response = await fetch(settings.siteverifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    result = (await response.json()) as typeof result;
  } catch (error) {
    throw new AuthError(500, 'unexpected_failure', `captcha verification process failed: ${(error as Error).message}`);
  }
  if (result.success !== true) {
    const codes = Array.isArray(result['error-codes']) ? result['error-codes'].join(', ') : '';
    throw captchaFailed(codes);
  }
}

const WINDOW_MS = 5 * 60 * 1000;

/**
 * At most `limit` requests per key in any 5 minutes (a sliding window). Hosted GoTrue refills a
 * token bucket at the same average rate and allows bursts of up to 30 (docs/operations/auth.md).
 */
export class RateLimiter implements Limiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly limit: number) {}

  /** Counts a request; false when the key has used its limit. */
  take(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - WINDOW_MS);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.forgetIdle(now);
    return true;
  }

  private forgetIdle(now: number) {
    for (const [key, times] of this.hits) if (!times.some((at) => at > now - WINDOW_MS)) this.hits.delete(key);
  }
}

/** A per-key limit: `take` counts a request and answers false once the key is over its limit. */
export interface Limiter {
  take(key: string, now?: number): boolean;
}

/**
 * GoTrue's own limiter (tollbooth): a token bucket per key that refills `perMinute` tokens a minute
 * and holds at most `burst`. Used where GoTrue's limit is a code default rather than a
 * `[auth.rate_limit]` setting (MFA challenge and verify: 15 a minute, bursts of 30).
 */
export class TokenBucket implements Limiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  take(key: string, now = Date.now()): boolean {
    if (this.perMinute <= 0) return true;
    const bucket = this.buckets.get(key) ?? { tokens: this.burst, at: now };
    const tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    if (this.buckets.size > 10_000) {
      for (const [k, b] of this.buckets) if (b.at < now - 60 * 60_000) this.buckets.delete(k);
    }
    return allowed;
  }
}

export function overRequestRateLimit(): AuthError {
  return tooManyRequests('over_request_rate_limit', 'Request rate limit reached');
}

/**
 * The client address, as the platform proxy in front of GoTrue reports it. The gateway appends
 * the address it received the connection from to `X-Forwarded-For`, so the right-most entry is
 * the one a client cannot forge. A server holding admin credentials (the `api` function) may name
 * the client it acts for in `Sb-Forwarded-For` (GoTrue's internal/sbff).
 */
export function clientAddress(headers: { get(name: string): string | null | undefined }, isAdmin: boolean) {
  if (isAdmin) {
    const forwarded = headers.get('sb-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const last = entries.at(-1)?.replace(/^::ffff:(?=\d+\.)/i, '');
  return last && isIP(last) ? last : null;
}

/** GoTrue's `password_requirements`: the character sets a password needs one character of each. */
export const passwordRequirementSets: Record<string, string[]> = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
};
