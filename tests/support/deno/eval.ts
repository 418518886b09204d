import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '../../../local/config.ts';

const run = promisify(execFile);

/**
 * Runs `script` under Deno (the Edge Functions runtime) with the API's deno.json, so its npm:
 * imports resolve as in production, and returns the JSON the script printed last.
 */
export async function denoEval<T>(script: string): Promise<T> {
  const { stdout } = await run(
    path.join(rootDir, 'node_modules', '.bin', 'deno'),
    ['eval', '--config', path.join(rootDir, 'supabase', 'functions', 'api', 'deno.json'), script],
    { cwd: rootDir, env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as T;
}
