// The api function's environment is parsed at start and fails closed (decision 0052): a required
// variable that is missing or blank is refused with its name, never read as ''.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../supabase/functions/api/config.ts';
import { testApiEnvironment } from '../support/api-config.ts';

const proxySecret = '0123456789abcdef'.repeat(4);

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

  it('trusts no proxy in front of the platform unless SIMK_TRUSTED_PROXY_HOPS and _SECRET say so', () => {
    expect(configWith({})().trustedProxy).toBeNull();
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: ' ', SIMK_TRUSTED_PROXY_SECRET: ' ' })().trustedProxy).toBeNull();
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: '0' })().trustedProxy).toBeNull();
    for (const hops of [1, 2, 3]) {
      expect(
        configWith({ SIMK_TRUSTED_PROXY_HOPS: String(hops), SIMK_TRUSTED_PROXY_SECRET: proxySecret })(),
      ).toMatchObject({ trustedProxy: { hops, secret: proxySecret } });
    }
    expect(
      configWith({ SIMK_TRUSTED_PROXY_HOPS: ' 1 ', SIMK_TRUSTED_PROXY_SECRET: ` ${proxySecret} ` })().trustedProxy,
    ).toEqual({ hops: 1, secret: proxySecret });
    // The shortest accepted, and base64 as well as hex.
    const base64 = 'Zm9v+YmFy/YmF6-XF1eF9x~.dXV4fg==';
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: '1', SIMK_TRUSTED_PROXY_SECRET: base64 })().trustedProxy).toEqual({
      hops: 1,
      secret: base64,
    });
  });

  it('refuses trusted hops without the secret, naming both variables', () => {
    for (const secret of [undefined, '', '  ']) {
      const start = configWith({ SIMK_TRUSTED_PROXY_HOPS: '1', SIMK_TRUSTED_PROXY_SECRET: secret });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/SIMK_TRUSTED_PROXY_HOPS=1 needs SIMK_TRUSTED_PROXY_SECRET/);
    }
  });

  it('refuses the secret without trusted hops: it would do nothing', () => {
    for (const hops of [undefined, '0']) {
      const start = configWith({ SIMK_TRUSTED_PROXY_HOPS: hops, SIMK_TRUSTED_PROXY_SECRET: proxySecret });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/SIMK_TRUSTED_PROXY_SECRET is set but SIMK_TRUSTED_PROXY_HOPS is 0/);
    }
  });

  it.each([
    proxySecret.slice(0, 31),
    'x'.repeat(31),
    `${proxySecret.slice(2)} x`,
    `${proxySecret}"`,
    `${proxySecret};`,
  ])(
    'refuses SIMK_TRUSTED_PROXY_SECRET=%j: too short, or characters a host configuration would need quoted',
    (secret) => {
      const start = configWith({ SIMK_TRUSTED_PROXY_HOPS: '1', SIMK_TRUSTED_PROXY_SECRET: secret });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/SIMK_TRUSTED_PROXY_SECRET must be at least 32 characters/);
    },
  );

  it.each(['4', '-1', '1.5', 'one', '1,2', '0x1'])('refuses SIMK_TRUSTED_PROXY_HOPS=%j, naming it', (value) => {
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: value })).toThrow(ConfigError);
    expect(configWith({ SIMK_TRUSTED_PROXY_HOPS: value })).toThrow(
      /SIMK_TRUSTED_PROXY_HOPS must be a whole number from 0 to 3/,
    );
  });
});
