// The patched postgres.js (scripts/patch-postgres.mjs, decision 0012): a connection that closes
// while it reads the array types, its first query, must not leave an unhandled rejection behind
// (one failed a whole CI run when a test database was dropped as a pool connected). A local
// server speaks just enough of the PostgreSQL protocol: it accepts the startup, says it is ready,
// and hangs up on the first query.
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';

function message(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(payload.length + 4, 1);
  return Buffer.concat([header, payload]);
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I', 'latin1'));

/** Accepts every startup, then closes the connection when the client sends its first query. */
async function serverThatHangsUpOnFirstQuery() {
  let queriesRefused = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let started = false;
    socket.on('data', () => {
      if (!started) {
        started = true;
        socket.write(Buffer.concat([authenticationOk, readyForQuery]));
        return;
      }
      queriesRefused += 1;
      socket.destroy();
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { port, close, refused: () => queriesRefused };
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('postgres.js type fetch on a connection that closes', () => {
  it('leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    cleanups.push(async () => process.off('unhandledRejection', record));

    const { port, close, refused } = await serverThatHangsUpOnFirstQuery();
    cleanups.push(close);
    const sql = postgres({
      host: '127.0.0.1',
      port,
      user: 'x',
      password: 'x',
      database: 'x',
      max: 1,
      connect_timeout: 2,
    });

    // The query waits while the connection reconnects; it is abandoned when the pool ends.
    const query = sql`select 1`.catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refused()).toBeGreaterThan(0);
    await sql.end({ timeout: 0 });
    await query;
    await new Promise((resolve) => setTimeout(resolve, 50)); // let a rejection reach the process

    expect(unhandled).toEqual([]);
  });
});

// The api function runs on Deno, where an unhandled rejection ends the process. From the npm
// registry Deno would load postgres.js unpatched (the scenario above then leaves "write
// CONNECTION_DESTROYED" unhandled), so deno.json maps `postgres` to a copy of the patched package
// (supabase/functions/api/vendor/postgres, decision 0052).
describe('postgres.js under Deno, as the api function imports it', () => {
  const run = promisify(execFile);

  it('is the patched copy of node_modules (node scripts/vendor-postgres.mjs --check)', async () => {
    await expect(
      run(process.execPath, [path.join(rootDir, 'scripts', 'vendor-postgres.mjs'), '--check']),
    ).resolves.toBeDefined();
  });

  it('leaves no unhandled rejection when the connection closes during the type fetch', async () => {
    const { stdout } = await run(
      path.join(rootDir, 'node_modules', '.bin', 'deno'),
      [
        'run',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--config',
        path.join(rootDir, 'supabase', 'functions', 'api', 'deno.json'),
        path.join(rootDir, 'tests', 'support', 'deno', 'postgres-type-fetch.ts'),
      ],
      { cwd: rootDir, env: { ...process.env, NO_COLOR: '1' } },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as { refused: number; unhandled: string[] };
    expect(result.refused).toBeGreaterThan(0);
    expect(result.unhandled).toEqual([]);
  }, 60_000);
});
