import { AppError } from '../errors.ts';

/**
 * Cloudflare Turnstile, checked on the server before any password is looked at. Tokens last
 * 300 s and are valid once; Cloudflare enforces both.
 */
export interface TurnstileConfig {
  secretKey: string;
  siteverifyUrl: string;
  /** Spec §5's bypass rules. Each is explicit configuration and off unless set. */
  bypass: {
    /** Skip the check for every request (a bypass flag). */
    always: boolean;
    /** Skip it when the browser runs on localhost / 127.0.0.1 (local development). */
    localDevelopmentHosts: boolean;
    /** Skip it for these login identifiers (one specific admin account). */
    identifiers: string[];
  };
}

export const CLOUDFLARE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface TurnstileCheck {
  token: string | undefined;
  remoteIp: string | undefined;
  /** The `Origin` of the browser request, for the local-development bypass. */
  origin: string | undefined;
  identifier?: string;
  /** False while the account is soft-locked (decision 0010): the bypass rules then do not apply. */
  allowBypass?: boolean;
}

export async function passesTurnstile(config: TurnstileConfig, check: TurnstileCheck): Promise<boolean> {
  if (check.allowBypass !== false && isBypassed(config, check)) return true;
  if (!check.token) return false;
  const form = new URLSearchParams({ secret: config.secretKey, response: check.token });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  try {
    const response = await fetch(config.siteverifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return false;
    const result = (await response.json()) as { success?: unknown };
    return result.success === true;
  } catch {
    return false;
  }
}

/** Refuses (400 TURNSTILE_FAILED) a request that did not pass the security check. */
export async function requireHuman(config: TurnstileConfig, check: TurnstileCheck): Promise<void> {
  if (!(await passesTurnstile(config, check))) throw new AppError('TURNSTILE_FAILED');
}

function isBypassed(config: TurnstileConfig, check: TurnstileCheck): boolean {
  const { bypass } = config;
  if (bypass.always) return true;
  if (bypass.localDevelopmentHosts && check.origin) {
    const host = safeHostname(check.origin);
    if (host === 'localhost' || host === '127.0.0.1') return true;
  }
  const identifier = check.identifier?.trim().toLowerCase();
  return !!identifier && bypass.identifiers.includes(identifier);
}

function safeHostname(origin: string): string | undefined {
  try {
    return new URL(origin).hostname;
  } catch {
    return undefined;
  }
}
