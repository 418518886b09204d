import { configFromEnv, type AppConfig } from '../../supabase/functions/api/config.ts';

/** An API configuration for tests: the environment `npm start` would give, with overrides. */
export function testAppConfig(env: Record<string, string> = {}): AppConfig {
  return configFromEnv((name) => env[name]);
}
