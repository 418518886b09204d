import {
  messagingConfigFromEnv,
  type MessagingConfig,
  whatsappWebhookConfigFromEnv,
  type WhatsappWebhookConfig,
} from '../_shared/messaging/config.ts';
import { paymentGatewayConfigFromEnv, type PaymentGatewayConfig } from '../_shared/payments/config.ts';
import { CLOUDFLARE_SITEVERIFY_URL, type TurnstileConfig } from './auth/turnstile.ts';

/** Everything the `api` function reads from its environment, resolved once at start. */
export interface AppConfig {
  /** Direct PostgreSQL URL (`SUPABASE_DB_URL` on hosted Supabase). */
  databaseUrl: string;
  /** The project URL (`SUPABASE_URL`): auth at `/auth/v1`, functions at `/functions/v1`. */
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The web app's URL, for links in emails. */
  siteUrl: string;
  /**
   * Origins allowed by CORS, exactly as browsers send them: the site URL's origin plus
   * `SIMK_ALLOWED_ORIGINS` (comma-separated). Nothing else, and no `*` (decision 0013).
   */
  allowedOrigins: string[];
  turnstile: TurnstileConfig;
  /** Midtrans (QRIS) and the merchant the QRIS names; docs/operations/payments.md. */
  payments: PaymentGatewayConfig;
  /**
   * The outbox's providers (docs/operations/messaging.md). A misconfiguration is kept as the error
   * and reported by the dispatch route, rather than taking the whole API down.
   */
  messaging: MessagingConfig | Error;
  /** The WhatsApp Cloud status webhook's secrets; null turns the webhook off. */
  whatsappWebhook: WhatsappWebhookConfig | null;
}

type EnvReader = (name: string) => string | undefined;

/**
 * Reads the configuration from environment variables. Supabase provides `SUPABASE_*`; the rest
 * are set with `supabase secrets set`. Bypasses of the security check are off unless set.
 */
export function configFromEnv(env: EnvReader): AppConfig {
  const list = (name: string) =>
    (env(name) ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
  const flag = (name: string) => env(name)?.trim().toLowerCase() === 'true';
  const siteUrl = (env('SIMK_SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
  return {
    databaseUrl: env('SUPABASE_DB_URL') ?? '',
    supabaseUrl: (env('SUPABASE_URL') ?? '').replace(/\/+$/, ''),
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...list('SIMK_ALLOWED_ORIGINS')].map(corsOrigin))],
    turnstile: {
      secretKey: env('TURNSTILE_SECRET_KEY') ?? '',
      siteverifyUrl: env('TURNSTILE_SITEVERIFY_URL') ?? CLOUDFLARE_SITEVERIFY_URL,
      bypass: {
        always: flag('SIMK_TURNSTILE_BYPASS'),
        localDevelopmentHosts: flag('SIMK_TURNSTILE_BYPASS_LOCALHOST'),
        identifiers: list('SIMK_TURNSTILE_BYPASS_IDENTIFIERS'),
      },
    },
    payments: paymentGatewayConfigFromEnv(env),
    messaging: orError(() => messagingConfigFromEnv(env)),
    whatsappWebhook: whatsappWebhookConfigFromEnv(env),
  };
}

/** `https://Simk.example.org/` → `https://simk.example.org`; refuses `*`, wildcards and non-web URLs. */
function corsOrigin(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname.includes('*')) {
    throw new Error(
      `SIMK_ALLOWED_ORIGINS and SIMK_SITE_URL take web origins like https://simk.example.org, not "${value}"`,
    );
  }
  return url.origin;
}

function orError<T>(read: () => T): T | Error {
  try {
    return read();
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}
