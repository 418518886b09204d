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
  /** Origins allowed by CORS; `*` allows any. */
  allowedOrigins: string[];
  turnstile: TurnstileConfig;
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
  return {
    databaseUrl: env('SUPABASE_DB_URL') ?? '',
    supabaseUrl: (env('SUPABASE_URL') ?? '').replace(/\/+$/, ''),
    anonKey: env('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
    siteUrl: (env('SIMK_SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, ''),
    allowedOrigins: list('SIMK_ALLOWED_ORIGINS').length ? list('SIMK_ALLOWED_ORIGINS') : ['*'],
    turnstile: {
      secretKey: env('TURNSTILE_SECRET_KEY') ?? '',
      siteverifyUrl: env('TURNSTILE_SITEVERIFY_URL') ?? CLOUDFLARE_SITEVERIFY_URL,
      bypass: {
        always: flag('SIMK_TURNSTILE_BYPASS'),
        localDevelopmentHosts: flag('SIMK_TURNSTILE_BYPASS_LOCALHOST'),
        identifiers: list('SIMK_TURNSTILE_BYPASS_IDENTIFIERS'),
      },
    },
  };
}
