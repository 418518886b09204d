// The api function's environment is parsed at start and fails closed (decision 0052): a required
// variable that is missing or blank is refused with its name, never read as ''.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../supabase/functions/api/config.ts';
import { testApiEnvironment } from '../support/api-config.ts';

const configWith = (overrides: Record<string, string | undefined>) => {
  const env: Record<string, string | undefined> = { ...testApiEnvironment, ...overrides };
  return () => configFromEnv((name) => env[name]);
};

describe('the api configuration', () => {
  it('reads a complete environment', () => {
    const config = configWith({ SUPABASE_URL: 'https://project.supabase.co/' })();
    expect(config.databaseUrl).toBe(testApiEnvironment.SUPABASE_DB_URL);
    expect(config.supabaseUrl).toBe('https://project.supabase.co');
    expect(config.turnstile.secretKey).toBe(testApiEnvironment.TURNSTILE_SECRET_KEY);
  });

  it.each([
    'SUPABASE_DB_URL',
    'SUPABASE_URL',
    'SUPABASE_ANON_KEY',
    'SUPABASE_SERVICE_ROLE_KEY',
    'TURNSTILE_SECRET_KEY',
  ])('refuses to start without %s, naming it', (name) => {
    for (const value of [undefined, '', '   ']) {
      expect(configWith({ [name]: value })).toThrow(ConfigError);
      expect(configWith({ [name]: value })).toThrow(new RegExp(`${name} is not set`));
    }
  });

  it('names every missing variable at once', () => {
    expect(() => configFromEnv(() => undefined)).toThrow(
      /SUPABASE_DB_URL[\s\S]*SUPABASE_URL[\s\S]*SUPABASE_ANON_KEY[\s\S]*SUPABASE_SERVICE_ROLE_KEY[\s\S]*TURNSTILE_SECRET_KEY/,
    );
  });

  it('refuses a malformed database or project URL', () => {
    expect(configWith({ SUPABASE_DB_URL: 'localhost:5432' })).toThrow(/SUPABASE_DB_URL must be a postgres/);
    expect(configWith({ SUPABASE_URL: 'project.supabase.co' })).toThrow(/SUPABASE_URL must be an http\(s\) URL/);
  });

  it('runs as production unless told otherwise, and checks responses only outside production', () => {
    const production = configWith({ SIMK_ENVIRONMENT: undefined })();
    expect(production.environment).toBe('production');
    expect(production.validateResponses).toBe(false);
    expect(configWith({ SIMK_ENVIRONMENT: 'development' })().validateResponses).toBe(true);
    expect(configWith({ SIMK_ENVIRONMENT: 'test' })().validateResponses).toBe(true);
    expect(configWith({ SIMK_ENVIRONMENT: 'staging' })).toThrow(/SIMK_ENVIRONMENT must be one of/);
  });

  it('trusts no proxy in front of the platform unless SIMK_TRUSTED_PROXY_HOPS says so', () => {
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: undefined })().trustedProxyHops).toBe(0);
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: ' ' })().trustedProxyHops).toBe(0);
    for (const hops of [0, 1, 2, 3]) {
      expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: String(hops) })().trustedProxyHops).toBe(hops);
    }
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: ' 1 ' })().trustedProxyHops).toBe(1);
  });

  it.each(['4', '-1', '1.5', 'one', '1,2', '0x1'])('refuses SIMK_TRUSTED_PROXY_HOPS=%j, naming it', (value) => {
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: value })).toThrow(ConfigError);
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: value })).toThrow(
      /SIMK_TRUSTED_PROXY_HOPS must be a whole number from 0 to 3/,
    );
  });
});
