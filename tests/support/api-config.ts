import { configFromEnv, type AppConfig } from '../../supabase/functions/api/config.ts';

/**
 * The required variables with stand-in values: tests that build the app themselves pass their own
 * pool (`createApp(config, { sql })`), so the database URL is never dialled.
 */
export const testApiEnvironment: Readonly<Record<string, string>> = {
  SIMK_ENVIRONMENT: 'test',
  SUPABASE_DB_URL: 'postgresql://postgres:postgres@127.0.0.1:1/not-used',
  SUPABASE_URL: 'http://127.0.0.1:54321',
  SUPABASE_ANON_KEY: 'test-anon-key',
  SUPABASE_SERVICE_ROLE_KEY: 'test-service-role-key',
  TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
};

/** An API configuration for tests: the required variables of `testApiEnvironment`, with overrides. */
export function testAppConfig(env: Record<string, string> = {}): AppConfig {
  const all: Record<string, string> = { ...testApiEnvironment, ...env };
  return configFromEnv((name) => all[name]);
}
