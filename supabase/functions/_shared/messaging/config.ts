import type postgres from 'postgres';
import type { DispatcherOptions } from './dispatcher.ts';
import { resendAdapter, type ResendConfig } from './resend-adapter.ts';
import { RESEND_API_URL } from './resend-protocol.ts';
import { defaultBackoff, type BackoffPolicy } from './retry.ts';

/** One provider request may take this long before it counts as failed. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_EMAIL_FROM = 'SIMK <noreply@simk.test>';

/** Everything the dispatcher reads from its environment. */
export interface MessagingConfig {
  /** The email channel through Resend; null (emails wait, then fail) without `RESEND_API_KEY`. */
  email: ResendConfig | null;
  batchSize: number;
  /** A batch sent one request after another at the longest, plus a margin: a live claim never expires. */
  leaseMs: number;
  backoff: BackoffPolicy;
}

type EnvReader = (name: string) => string | undefined;

/**
 * `RESEND_API_KEY` (turns email on), `RESEND_BASE_URL` (default Resend's API; the embedded stack
 * points it at its simulator), `SIMK_EMAIL_FROM` (a sender on a domain verified at Resend),
 * `SIMK_OUTBOX_BATCH_SIZE`. See docs/operations/messaging.md.
 */
export function messagingConfigFromEnv(env: EnvReader): MessagingConfig {
  const apiKey = env('RESEND_API_KEY')?.trim();
  const batchSize = positiveInteger('SIMK_OUTBOX_BATCH_SIZE', env('SIMK_OUTBOX_BATCH_SIZE'), DEFAULT_BATCH_SIZE);
  return {
    email: apiKey
      ? {
          baseUrl: (env('RESEND_BASE_URL')?.trim() || RESEND_API_URL).replace(/\/+$/, ''),
          apiKey,
          from: env('SIMK_EMAIL_FROM')?.trim() || DEFAULT_EMAIL_FROM,
          requestTimeoutMs: PROVIDER_REQUEST_TIMEOUT_MS,
        }
      : null,
    batchSize,
    leaseMs: batchSize * PROVIDER_REQUEST_TIMEOUT_MS + 30_000,
    backoff: defaultBackoff,
  };
}

/** The dispatcher of a configuration, on a database pool. */
export function dispatcherOptions(sql: postgres.Sql, config: MessagingConfig): DispatcherOptions {
  return {
    sql,
    adapters: config.email ? { email: resendAdapter(config.email) } : {},
    batchSize: config.batchSize,
    leaseMs: config.leaseMs,
    backoff: config.backoff,
  };
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (!raw?.trim()) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1000) {
    throw new Error(`${name} must be a whole number from 1 to 1000, got "${raw}"`);
  }
  return value;
}
