// Runs the `api` function under Deno itself (the runtime of Supabase Edge Functions), exactly as
// deployed: index.ts → Deno.serve(app.fetch), with the npm: imports of deno.json.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { freePort } from '../../local/postgres.ts';
import { successEnvelopeSchema } from '../../supabase/functions/_shared/envelope.ts';
import { healthSchema, testDbSchema } from '../../supabase/functions/_shared/contracts/health.ts';
import { testApiEnvironment } from '../support/api-config.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const functionDir = path.join(rootDir, 'supabase', 'functions', 'api');
let deno: ChildProcess | undefined;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  deno = spawn(
    path.join(rootDir, 'node_modules', '.bin', 'deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--config',
      path.join(functionDir, 'deno.json'),
      path.join(functionDir, 'index.ts'),
    ],
    {
      cwd: rootDir,
      env: {
        ...process.env,
        ...testApiEnvironment,
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        SUPABASE_DB_URL: db.url,
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) resolve();
    };
    deno!.stdout!.on('data', onData);
    deno!.stderr!.on('data', onData);
    deno!.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  deno?.kill('SIGTERM');
});

describe('the api function under Deno', () => {
  it('answers GET /api/v1/health', async () => {
    const response = await fetch(`${baseUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    successEnvelopeSchema(healthSchema).parse(await response.json());
  });

  it('reaches the database from Deno on GET /api/v1/auth/test-db', async () => {
    const response = await fetch(`${baseUrl}/api/v1/auth/test-db`);
    expect(response.status).toBe(200);
    const body = successEnvelopeSchema(testDbSchema).parse(await response.json());
    expect(body.data.postgresVersion).toMatch(/^17\./);
  });
});
