import { z } from 'zod';
import { httpUrlVar, optionalVar, requiredVar } from '../_shared/env-vars.ts';
import {
  messagingConfigFromEnv,
  type MessagingConfig,
  whatsappWebhookConfigFromEnv,
  type WhatsappWebhookConfig,
} from '../_shared/messaging/config.ts';
import { paymentGatewayConfigFromEnv, type PaymentGatewayConfig } from '../_shared/payments/config.ts';
import { CLOUDFLARE_SITEVERIFY_URL, type TurnstileConfig } from './auth/turnstile.ts';

/** `production` unless set: a deployment that forgets the variable gets the strict behaviour. */
export const API_ENVIRONMENTS = ['production', 'development', 'test'] as const;
export type ApiEnvironment = (typeof API_ENVIRONMENTS)[number];

/** More proxies than this in front of the platform is a misconfiguration rather than a deployment. */
export const MAX_TRUSTED_PROXY_HOPS = 3;
/** `openssl rand -hex 32` gives 64; fewer than 32 characters is too easy to guess. */
export const MIN_TRUSTED_PROXY_SECRET_LENGTH = 32;

/** The web host's proxy in front of the platform, proven by its secret header (client-ip.ts). */
export interface TrustedProxyConfig {
  /** How many proxies in front of the platform's own edge append to `X-Forwarded-For`. */
  hops: number;
  /** What the proxy sends in `TRUSTED_PROXY_SECRET_HEADER` (_shared/constants.ts). */
  secret: string;
}

/** Everything the `api` function reads from its environment, resolved once at start. */
export interface AppConfig {
  /** `SIMK_ENVIRONMENT`: `npm start` runs `development`, the tests `test`, a deployment `production`. */
  environment: ApiEnvironment;
  /**
   * Every JSON response is checked against its route's declared schema (a mismatch becomes a 500
   * `INVALID_RESPONSE`): on in development and tests, off in production (decision 0053).
   */
  validateResponses: boolean;
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
  /**
   * `SIMK_TRUSTED_PROXY_HOPS` and `SIMK_TRUSTED_PROXY_SECRET`, set together when the web host
   * forwards the API; null (no proxy trusted) unless set (client-ip.ts; docs/operations/auth.md,
   * "Client address").
   */
  trustedProxy: TrustedProxyConfig | null;
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

const trustedProxyHopsError =
  `SIMK_TRUSTED_PROXY_HOPS must be a whole number from 0 to ${MAX_TRUSTED_PROXY_HOPS}: the proxies in front ` +
  'of the platform that append to X-Forwarded-For (1 when the web host forwards the API)';

const trustedProxySecretError =
  `SIMK_TRUSTED_PROXY_SECRET must be at least ${MIN_TRUSTED_PROXY_SECRET_LENGTH} characters of letters, digits ` +
  'and ._~+/=- (openssl rand -hex 32)';

const webUrl = (name: string, what: string) => requiredVar(name, what).pipe(httpUrlVar(name, what));

/**
 * The variables the function cannot run without, refused at start with their names: the platform
 * provides `SUPABASE_*` (and `npm start` its own), `TURNSTILE_SECRET_KEY` is a secret to set.
 */
export const apiEnvironmentSchema = z
  .object({
    SIMK_ENVIRONMENT: optionalVar.pipe(
      z
        .enum(API_ENVIRONMENTS, { error: `SIMK_ENVIRONMENT must be one of ${API_ENVIRONMENTS.join(', ')}` })
        .default('production'),
    ),
    SUPABASE_DB_URL: requiredVar('SUPABASE_DB_URL', 'the direct PostgreSQL URL').pipe(
      z.string().regex(/^postgres(ql)?:\/\//i, { error: 'SUPABASE_DB_URL must be a postgres:// or postgresql:// URL' }),
    ),
    SUPABASE_URL: webUrl('SUPABASE_URL', 'the project URL'),
    SUPABASE_ANON_KEY: requiredVar('SUPABASE_ANON_KEY', "the project's anon key"),
    SUPABASE_SERVICE_ROLE_KEY: requiredVar('SUPABASE_SERVICE_ROLE_KEY', "the project's service role key"),
    TURNSTILE_SECRET_KEY: requiredVar('TURNSTILE_SECRET_KEY', 'the Turnstile secret of the security check'),
    SIMK_SITE_URL: optionalVar,
    SIMK_ALLOWED_ORIGINS: optionalVar,
    SIMK_TRUSTED_PROXY_HOPS: optionalVar.pipe(
      z
        .string()
        .regex(/^\d+$/, { error: trustedProxyHopsError })
        .transform(Number)
        .refine((hops) => hops <= MAX_TRUSTED_PROXY_HOPS, { error: trustedProxyHopsError })
        .default(0),
    ),
    SIMK_TRUSTED_PROXY_SECRET: optionalVar.pipe(
      z
        .string()
        .regex(/^[\w.~+/=-]+$/, { error: trustedProxySecretError })
        .min(MIN_TRUSTED_PROXY_SECRET_LENGTH, { error: trustedProxySecretError })
        .optional(),
    ),
    TURNSTILE_SITEVERIFY_URL: optionalVar,
    SIMK_TURNSTILE_BYPASS: optionalVar,
    SIMK_TURNSTILE_BYPASS_LOCALHOST: optionalVar,
    SIMK_TURNSTILE_BYPASS_IDENTIFIERS: optionalVar,
  })
  .check((context) => {
    // Hops without the secret would let any caller of the public project URL choose its counted
    // address; a secret without hops would do nothing. Either is a deployment mistake.
    const { SIMK_TRUSTED_PROXY_HOPS: hops, SIMK_TRUSTED_PROXY_SECRET: secret } = context.value;
    const trustsProxy = hops > 0;
    if (trustsProxy === (secret !== undefined)) return;
    context.issues.push({
      code: 'custom',
      input: context.value,
      message: trustsProxy
        ? `SIMK_TRUSTED_PROXY_HOPS=${hops} needs SIMK_TRUSTED_PROXY_SECRET, the secret the web host's proxy sends ` +
          'in its forwards: without it any caller could choose the address it is counted under'
        : 'SIMK_TRUSTED_PROXY_SECRET is set but SIMK_TRUSTED_PROXY_HOPS is 0: set the hops (1 when the web host ' +
          'forwards the API) or remove the secret',
    });
  });

/** The configuration was refused at start; the message names every variable at fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseEnvironment(env: EnvReader): z.infer<typeof apiEnvironmentSchema> {
  const names = Object.keys(apiEnvironmentSchema.shape) as Array<keyof typeof apiEnvironmentSchema.shape>;
  const parsed = apiEnvironmentSchema.safeParse(Object.fromEntries(names.map((name) => [name, env(name)])));
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `- ${issue.message}`);
  throw new ConfigError(`The api function's configuration is refused:\n${problems.join('\n')}`);
}

/**
 * Reads the configuration from environment variables, refusing a missing or malformed required
 * one (`ConfigError`). Supabase provides `SUPABASE_*`; the rest are set with
 * `supabase secrets set`. Bypasses of the security check are off unless set.
 */
export function configFromEnv(env: EnvReader): AppConfig {
  const vars = parseEnvironment(env);
  const list = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
  const flag = (value: string | undefined) => value?.toLowerCase() === 'true';
  const siteUrl = (vars.SIMK_SITE_URL ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
  return {
    environment: vars.SIMK_ENVIRONMENT,
    validateResponses: vars.SIMK_ENVIRONMENT !== 'production',
    databaseUrl: vars.SUPABASE_DB_URL,
    supabaseUrl: vars.SUPABASE_URL.replace(/\/+$/, ''),
    anonKey: vars.SUPABASE_ANON_KEY,
    serviceRoleKey: vars.SUPABASE_SERVICE_ROLE_KEY,
    siteUrl,
    allowedOrigins: [...new Set([siteUrl, ...list(vars.SIMK_ALLOWED_ORIGINS)].map(corsOrigin))],
    trustedProxy: vars.SIMK_TRUSTED_PROXY_SECRET
      ? { hops: vars.SIMK_TRUSTED_PROXY_HOPS, secret: vars.SIMK_TRUSTED_PROXY_SECRET }
      : null,
    turnstile: {
      secretKey: vars.TURNSTILE_SECRET_KEY,
      siteverifyUrl: vars.TURNSTILE_SITEVERIFY_URL ?? CLOUDFLARE_SITEVERIFY_URL,
      bypass: {
        always: flag(vars.SIMK_TURNSTILE_BYPASS),
        localDevelopmentHosts: flag(vars.SIMK_TURNSTILE_BYPASS_LOCALHOST),
        identifiers: list(vars.SIMK_TURNSTILE_BYPASS_IDENTIFIERS),
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
