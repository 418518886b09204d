// A build of the web app fails closed (decision 0052): without its Supabase URL, publishable key
// and Turnstile site key it stops and names them, instead of shipping the local gateway's address
// and Cloudflare's always-pass test key. The dev server and the tests keep the local defaults.
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuildEnv } from '../../src/lib/build-env.ts';

const complete: Record<string, string> = {
  VITE_SUPABASE_URL: 'https://project.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAA',
};
const check = (overrides: Record<string, string | undefined>) => () => {
  const variables: Record<string, string | undefined> = { ...complete, ...overrides };
  checkBuildEnv((name) => variables[name]);
};

describe('the build configuration', () => {
  it('accepts a complete set, with the anon key in place of the publishable key', () => {
    expect(check({})).not.toThrow();
    expect(check({ VITE_SUPABASE_PUBLISHABLE_KEY: undefined, VITE_SUPABASE_ANON_KEY: 'eyJ' })).not.toThrow();
  });

  it.each(['VITE_SUPABASE_URL', 'VITE_SUPABASE_PUBLISHABLE_KEY', 'VITE_TURNSTILE_SITE_KEY'])(
    'refuses a build without %s, naming it',
    (name) => {
      expect(check({ [name]: undefined })).toThrow(new RegExp(`${name} is not set`));
      expect(check({ [name]: '  ' })).toThrow(new RegExp(`${name} is not set`));
    },
  );

  it('refuses a Supabase URL that is not a web URL', () => {
    expect(check({ VITE_SUPABASE_URL: 'project.supabase.co' })).toThrow(/VITE_SUPABASE_URL must be an http\(s\) URL/);
  });

  it('takes an API URL that is a web URL or a path on the site, and refuses anything else', () => {
    expect(check({ VITE_API_URL: '/functions/v1/api/v1' })).not.toThrow();
    expect(check({ VITE_API_URL: 'https://api.simk.example.org/functions/v1/api/v1' })).not.toThrow();
    for (const value of ['functions/v1/api/v1', '//evil.example/api', 'ftp://x.example/api', 'https://']) {
      expect(check({ VITE_API_URL: value }), value).toThrow(/VITE_API_URL must be an http\(s\) URL or a path/);
    }
  });
});

describe('vite.config.ts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });
  const withoutViteVariables = () => {
    for (const name of Object.keys(process.env)) if (name.startsWith('VITE_')) delete process.env[name];
  };

  it('stops a production build without its variables, naming them', async () => {
    withoutViteVariables();
    await expect(resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build')).rejects.toThrow(
      /VITE_SUPABASE_URL is not set[\s\S]*VITE_TURNSTILE_SITE_KEY is not set/,
    );
  });

  it('builds with the values given, and the benchmark mode with its explicit local ones', async () => {
    withoutViteVariables();
    Object.assign(process.env, complete);
    await expect(resolveConfig({ mode: 'production', logLevel: 'silent' }, 'build')).resolves.toBeDefined();
    withoutViteVariables();
    await expect(resolveConfig({ mode: 'benchmark', logLevel: 'silent' }, 'build')).resolves.toBeDefined();
  });

  it('leaves the dev server to the local defaults', async () => {
    withoutViteVariables();
    await expect(resolveConfig({ mode: 'development', logLevel: 'silent' }, 'serve')).resolves.toBeDefined();
  });
});
