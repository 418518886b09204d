// The web server of `npm start` serves the web app and nothing else of the repository (vite.config.ts
// `server.fs`, decision 0013): the local stack's signing keys, API keys, documents and database live
// in `.local/` under the same root, next to env files, migrations and git.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rootDir } from '../../local/config.ts';

const stateDir = path.join(rootDir, '.local');
// A file of the same kind as the stack's keys (.local/auth/signing_keys.json and the rest), which
// exist only once `npm start` has run on this checkout: a missing file gets the app's index.html.
const probe = 'web-server-probe.json';

async function get(urlPath: string): Promise<number> {
  const response = await fetch(new URL(urlPath, inject('webUrl')), { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

describe('files the web server refuses', () => {
  beforeAll(async () => {
    await mkdir(stateDir, { recursive: true });
    await writeFile(path.join(stateDir, probe), '{"secret":"probe"}');
  });
  afterAll(async () => {
    await rm(path.join(stateDir, probe), { force: true });
  });

  it.each([
    `/.local/${probe}`,
    `/.local/${probe}?raw`,
    `/.local/${probe}?import&raw`,
    `/.local/${probe}?url`,
    `/src/../.local/${probe}`,
    `/src/%2e%2e/.local/${probe}`,
    `/@fs${stateDir}/${probe}`,
    `/@fs${stateDir}/${probe}?raw`,
    '/package.json',
    '/vite.config.ts',
    '/supabase/seed.sql',
    '/supabase/config.toml',
    '/supabase/migrations/20261122000100_organizations_and_access.sql',
    '/supabase/functions/api/db.ts',
    '/local/config.ts',
    '/tests/support/backend.ts',
    '/.git/HEAD',
    '/.git/config',
    '/.gitignore',
  ])('%s is not served', async (urlPath) => {
    expect([403, 404]).toContain(await get(urlPath));
  });

  it('the web app and the modules it loads are served', async () => {
    expect(await get('/')).toBe(200);
    expect(await get('/src/main.tsx')).toBe(200);
    expect(await get('/supabase/functions/_shared/constants.ts')).toBe(200);
  });
});
