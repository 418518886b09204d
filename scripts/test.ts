// `npm test`: every test, in two shards that run side by side. Within one vitest process the
// browser tests (one shared stack, one file at a time) run only after every other project has
// finished, so the suite's wall time was the sum of both; as two processes, the browser shard
// overlaps the rest. Arguments (`npm test -- tests/api/x.test.ts`) run plain `vitest run` instead.
// The measurements behind the split are in docs/operations/testing.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');

interface Shard {
  name: string;
  args: string[];
}

/** The browser tests alone; unit, database, API and UI tests with two workers beside them. */
export const SHARDS: Shard[] = [
  { name: 'browser', args: ['--project', 'e2e'] },
  {
    name: 'rest',
    args: ['--project', 'unit', '--project', 'db', '--project', 'api', '--project', 'ui', '--maxWorkers', '2'],
  },
];

function run(shard: Shard, prefix: boolean): Promise<{ shard: Shard; code: number; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(vitest, ['run', ...shard.args], { cwd: root, stdio: prefix ? 'pipe' : 'inherit' });
    if (prefix) {
      for (const stream of [child.stdout!, child.stderr!]) {
        let pending = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          const lines = (pending + chunk).split('\n');
          pending = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${shard.name}] ${line}\n`);
        });
        stream.on('end', () => pending && process.stdout.write(`[${shard.name}] ${pending}\n`));
      }
    }
    child.on('close', (code, signal) =>
      resolve({ shard, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

async function main() {
  const extra = process.argv.slice(2);
  if (extra.length > 0) {
    const { code } = await run({ name: 'vitest', args: extra }, false);
    process.exit(code);
  }
  const started = Date.now();
  const results = await Promise.all(SHARDS.map((shard) => run(shard, true)));
  console.log('');
  for (const { shard, code, seconds } of results) {
    console.log(`${shard.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(0)} s`);
  }
  console.log(`npm test: ${((Date.now() - started) / 1000).toFixed(0)} s wall time`);
  process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
}

await main();
