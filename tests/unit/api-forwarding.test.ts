// The API on the site's own origin (decision 0060): what the host must forward, and the host
// configurations scripts/security-headers.ts prints for it (with the proxy's secret header).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { apiForwarding } from '../../src/app/api-forwarding.ts';
import { headersFile } from '../../src/app/security-headers.ts';
import { TRUSTED_PROXY_SECRET_HEADER } from '../../supabase/functions/_shared/constants.ts';

const SUPABASE = 'https://abcdefgh.supabase.co';
const SECRET = 'a'.repeat(64);

describe('apiForwarding', () => {
  it('forwards a path on the site to the API under the Supabase URL', () => {
    expect(apiForwarding({ apiUrl: '/functions/v1/api/v1/', supabaseUrl: `${SUPABASE}/` })).toEqual({
      path: '/functions/v1/api/v1',
      target: `${SUPABASE}/functions/v1/api/v1`,
    });
  });

  it('forwards nothing when the app calls an API URL itself', () => {
    expect(apiForwarding({ apiUrl: `${SUPABASE}/functions/v1/api/v1`, supabaseUrl: SUPABASE })).toBeNull();
  });
});

describe('scripts/security-headers.ts', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'simk-host-config-'));
    await writeFile(path.join(dist, '_headers'), headersFile({ 'X-Frame-Options': 'DENY' }));
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  async function print(format: string, env: Record<string, string>) {
    const base: NodeJS.ProcessEnv = { ...process.env, VITE_SUPABASE_URL: SUPABASE };
    delete base.VITE_API_URL;
    delete base.SIMK_TRUSTED_PROXY_SECRET;
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(rootDir, 'scripts/security-headers.ts'), format, dist],
        { cwd: rootDir, env: { ...base, ...env } },
      );
      return { code: 0, stdout, stderr: '' };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }
  const forwarded = { VITE_API_URL: '/functions/v1/api/v1', SIMK_TRUSTED_PROXY_SECRET: SECRET };

  it('prints nginx, Caddy and Netlify forwards that carry the secret header and keep the path', async () => {
    const nginx = await print('nginx-forward', forwarded);
    expect(nginx.stdout).toContain('location ^~ /functions/v1/api/v1/ {');
    expect(nginx.stdout).toContain(`proxy_pass ${SUPABASE}/functions/v1/api/v1/;`);
    expect(nginx.stdout).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx.stdout).toContain(`proxy_set_header ${TRUSTED_PROXY_SECRET_HEADER} "${SECRET}";`);
    expect(nginx.stdout).toContain('proxy_read_timeout 130s;');

    const caddy = await print('caddy-forward', forwarded);
    expect(caddy.stdout).toContain('handle_path /functions/v1/api/v1/* {');
    expect(caddy.stdout).toContain('rewrite * /functions/v1/api/v1{path}');
    expect(caddy.stdout).toContain(`header_up ${TRUSTED_PROXY_SECRET_HEADER} "${SECRET}"`);

    const netlify = await print('netlify', forwarded);
    expect(netlify.stdout).toContain('from = "/functions/v1/api/v1/*"');
    expect(netlify.stdout).toContain(`to = "${SUPABASE}/functions/v1/api/v1/:splat"`);
    expect(netlify.stdout).toContain(`headers = { ${TRUSTED_PROXY_SECRET_HEADER} = "${SECRET}" }`);
    // The forward comes before the single-page app's fallback, which would otherwise answer it.
    expect(netlify.stdout.indexOf('/functions/v1/api/v1/*')).toBeLessThan(netlify.stdout.indexOf('from = "/*"'));
  });

  it('refuses a forward without its secret, and hosts that cannot add the header', async () => {
    const withoutSecret = await print('nginx-forward', { VITE_API_URL: '/functions/v1/api/v1' });
    expect(withoutSecret.code).toBe(2);
    expect(withoutSecret.stderr).toContain('SIMK_TRUSTED_PROXY_SECRET is not set');
    for (const format of ['vercel', 'firebase']) {
      const refused = await print(format, forwarded);
      expect(refused.code, format).toBe(2);
      expect(refused.stderr, format).toContain('cannot add a header to a forward');
    }
  });

  it('prints no forward for a build that calls the Supabase URL itself', async () => {
    const vercel = await print('vercel', {});
    expect(vercel.code).toBe(0);
    expect(JSON.parse(vercel.stdout).rewrites).toEqual([{ source: '/(.*)', destination: '/index.html' }]);
    const nginx = await print('nginx-forward', {});
    expect(nginx.code).toBe(2);
    expect(nginx.stderr).toContain('VITE_API_URL is not a path on the site');
  });
});
