import type postgres from 'postgres';
import type { ChannelAdapter } from './channel-adapter.ts';
import type { DispatcherOptions } from './dispatcher.ts';
import { fonnteAdapter, type FonnteConfig } from './fonnte-adapter.ts';
import { FONNTE_API_URL } from './fonnte-protocol.ts';
import type { MessageChannel } from './outbox.ts';
import { resendAdapter, type ResendConfig } from './resend-adapter.ts';
import { RESEND_API_URL } from './resend-protocol.ts';
import { defaultBackoff, type BackoffPolicy } from './retry.ts';
import { twilioAdapter, type TwilioConfig } from './twilio-adapter.ts';
import { TWILIO_API_URL } from './twilio-protocol.ts';
import { whatsappCloudAdapter, type WhatsappCloudConfig } from './whatsapp-cloud-adapter.ts';
import { WHATSAPP_API_VERSION, WHATSAPP_GRAPH_URL } from './whatsapp-protocol.ts';

/** One provider request may take this long before it counts as failed. */
export const PROVIDER_REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_BATCH_SIZE = 20;
/** Sends in flight at once: enough to hide a provider's round trip, few enough for its rate limits. */
export const DEFAULT_CONCURRENCY = 8;
export const DEFAULT_EMAIL_FROM = 'SIMK <noreply@simk.test>';

/** Which provider carries WhatsApp: Meta's Cloud API or Fonnte. */
export type WhatsappProvider =
  { provider: 'whatsapp_cloud'; config: WhatsappCloudConfig } | { provider: 'fonnte'; config: FonnteConfig };

/** Everything the dispatcher reads from its environment. A channel without a provider is null: its messages wait, then fail. */
export interface MessagingConfig {
  email: ResendConfig | null;
  whatsapp: WhatsappProvider | null;
  sms: TwilioConfig | null;
  batchSize: number;
  /** Sends in flight at once within a batch. */
  concurrency: number;
  /** A batch sent one request after another at the longest, plus a margin: a live claim never expires. */
  leaseMs: number;
  backoff: BackoffPolicy;
}

/** What the WhatsApp status webhook needs (`GET` handshake and `X-Hub-Signature-256`). */
export interface WhatsappWebhookConfig {
  appSecret: string;
  verifyToken: string;
}

type EnvReader = (name: string) => string | undefined;

const baseUrl = (value: string | undefined, fallback: string) => (value?.trim() || fallback).replace(/\/+$/, '');

/**
 * Reads every channel's provider (docs/operations/messaging.md, "Configuration"):
 * - email: `RESEND_API_KEY`, `RESEND_BASE_URL`, `SIMK_EMAIL_FROM`;
 * - WhatsApp: `SIMK_WHATSAPP_PROVIDER` (`whatsapp_cloud` or `fonnte`; by default whichever has
 *   its credentials, Cloud API first), with `WHATSAPP_ACCESS_TOKEN`, `WHATSAPP_PHONE_NUMBER_ID`,
 *   `WHATSAPP_API_URL`, `WHATSAPP_API_VERSION`, `WHATSAPP_TEMPLATE_LANGUAGE`, or `FONNTE_TOKEN`,
 *   `FONNTE_BASE_URL`;
 * - SMS: `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM`, `TWILIO_BASE_URL`;
 * - `SIMK_OUTBOX_BATCH_SIZE`, `SIMK_OUTBOX_CONCURRENCY`, `SIMK_OUTBOX_BACKOFF_MS`.
 */
export function messagingConfigFromEnv(env: EnvReader): MessagingConfig {
  const read = (name: string) => env(name)?.trim() || undefined;
  const batchSize = positiveInteger('SIMK_OUTBOX_BATCH_SIZE', env('SIMK_OUTBOX_BATCH_SIZE'), DEFAULT_BATCH_SIZE);
  const concurrency = positiveInteger('SIMK_OUTBOX_CONCURRENCY', env('SIMK_OUTBOX_CONCURRENCY'), DEFAULT_CONCURRENCY);
  const requestTimeoutMs = PROVIDER_REQUEST_TIMEOUT_MS;

  const resendKey = read('RESEND_API_KEY');
  const email: ResendConfig | null = resendKey
    ? {
        baseUrl: baseUrl(env('RESEND_BASE_URL'), RESEND_API_URL),
        apiKey: resendKey,
        from: read('SIMK_EMAIL_FROM') ?? DEFAULT_EMAIL_FROM,
        requestTimeoutMs,
      }
    : null;

  const cloudToken = read('WHATSAPP_ACCESS_TOKEN');
  const phoneNumberId = read('WHATSAPP_PHONE_NUMBER_ID');
  const fonnteToken = read('FONNTE_TOKEN');
  const chosen = read('SIMK_WHATSAPP_PROVIDER') ?? (cloudToken ? 'whatsapp_cloud' : fonnteToken ? 'fonnte' : 'none');
  let whatsapp: WhatsappProvider | null = null;
  if (chosen === 'whatsapp_cloud') {
    if (!cloudToken || !phoneNumberId) {
      throw new Error('SIMK_WHATSAPP_PROVIDER=whatsapp_cloud needs WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID');
    }
    whatsapp = {
      provider: 'whatsapp_cloud',
      config: {
        baseUrl: baseUrl(env('WHATSAPP_API_URL'), WHATSAPP_GRAPH_URL),
        apiVersion: read('WHATSAPP_API_VERSION') ?? WHATSAPP_API_VERSION,
        phoneNumberId,
        accessToken: cloudToken,
        languageCode: read('WHATSAPP_TEMPLATE_LANGUAGE') ?? 'id',
        requestTimeoutMs,
      },
    };
  } else if (chosen === 'fonnte') {
    if (!fonnteToken) throw new Error('SIMK_WHATSAPP_PROVIDER=fonnte needs FONNTE_TOKEN');
    whatsapp = {
      provider: 'fonnte',
      config: { baseUrl: baseUrl(env('FONNTE_BASE_URL'), FONNTE_API_URL), token: fonnteToken, requestTimeoutMs },
    };
  } else if (chosen !== 'none') {
    throw new Error(`SIMK_WHATSAPP_PROVIDER must be whatsapp_cloud, fonnte or none, got "${chosen}"`);
  }

  const twilioSid = read('TWILIO_ACCOUNT_SID');
  const twilioToken = read('TWILIO_AUTH_TOKEN');
  const twilioFrom = read('TWILIO_FROM');
  const sms: TwilioConfig | null =
    twilioSid && twilioToken && twilioFrom
      ? {
          baseUrl: baseUrl(env('TWILIO_BASE_URL'), TWILIO_API_URL),
          accountSid: twilioSid,
          authToken: twilioToken,
          from: twilioFrom,
          requestTimeoutMs,
        }
      : null;

  return {
    email,
    whatsapp,
    sms,
    batchSize,
    concurrency,
    leaseMs: batchSize * PROVIDER_REQUEST_TIMEOUT_MS + 30_000,
    backoff: backoffFromEnv(env('SIMK_OUTBOX_BACKOFF_MS')),
  };
}

/**
 * `SIMK_OUTBOX_BACKOFF_MS=<base>,<cap>` (milliseconds): a shorter backoff for trying failures by
 * hand on the embedded stack (`2000,10000`: eight attempts fail in about a minute, not an hour).
 * Unset: the default (30 s doubling to 30 min).
 */
function backoffFromEnv(raw: string | undefined): BackoffPolicy {
  if (!raw?.trim()) return defaultBackoff;
  const [baseMs, capMs] = raw.split(',').map((part) => Number(part.trim()));
  if (
    !Number.isInteger(baseMs) ||
    !Number.isInteger(capMs) ||
    baseMs! < 100 ||
    capMs! < baseMs! ||
    capMs! > 3_600_000
  ) {
    throw new Error(`SIMK_OUTBOX_BACKOFF_MS must be "<base>,<cap>" in ms (100 ≤ base ≤ cap ≤ 3600000), got "${raw}"`);
  }
  return { baseMs: baseMs!, capMs: capMs! };
}

/** `WHATSAPP_APP_SECRET` and `WHATSAPP_VERIFY_TOKEN`; null (the webhook answers 404) without both. */
export function whatsappWebhookConfigFromEnv(env: EnvReader): WhatsappWebhookConfig | null {
  const appSecret = env('WHATSAPP_APP_SECRET')?.trim();
  const verifyToken = env('WHATSAPP_VERIFY_TOKEN')?.trim();
  return appSecret && verifyToken ? { appSecret, verifyToken } : null;
}

/** The adapter of each configured channel. */
export function channelAdapters(config: MessagingConfig): Partial<Record<MessageChannel, ChannelAdapter>> {
  const adapters: Partial<Record<MessageChannel, ChannelAdapter>> = {};
  if (config.email) adapters.email = resendAdapter(config.email);
  if (config.whatsapp?.provider === 'whatsapp_cloud') adapters.whatsapp = whatsappCloudAdapter(config.whatsapp.config);
  if (config.whatsapp?.provider === 'fonnte') adapters.whatsapp = fonnteAdapter(config.whatsapp.config);
  if (config.sms) adapters.sms = twilioAdapter(config.sms);
  return adapters;
}

/** The dispatcher of a configuration, on a database pool. */
export function dispatcherOptions(sql: postgres.Sql, config: MessagingConfig): DispatcherOptions {
  return {
    sql,
    adapters: channelAdapters(config),
    batchSize: config.batchSize,
    concurrency: config.concurrency,
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
