import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { databaseUrl, rootDir, superUser } from './config.ts';

const bootstrapFile = path.join(rootDir, 'local', 'platform-bootstrap.sql');
const seedFile = path.join(rootDir, 'supabase', 'seed.sql');
const supabaseCli = path.join(rootDir, 'node_modules', 'supabase', 'dist', 'supabase.js');

/** Runs a SQL script (many statements, no parameters) as the given user. */
export async function runSqlFile(url: string, file: string): Promise<void> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(await fs.readFile(file, 'utf8'));
  } finally {
    await sql.end();
  }
}

/** Any constant the cluster agrees on; advisory locks are per database, so it is taken in template1. */
const BOOTSTRAP_LOCK = 7_240_001;

/**
 * Applies the platform bootstrap (roles, extensions, auth schema) to one database. The script also
 * alters cluster-wide roles, so two runs at once (test files cloning databases in parallel) fail
 * with "tuple concurrently updated"; a lock in template1 lets them take turns.
 */
export async function bootstrapPlatform(port: number, database = 'postgres'): Promise<void> {
  const admin = postgres(databaseUrl(port, 'template1', superUser), { max: 1, onnotice: () => {} });
  try {
    const lock = await admin.reserve();
    await lock`select pg_advisory_lock(${BOOTSTRAP_LOCK})`;
    try {
      await runSqlFile(databaseUrl(port, database, superUser), bootstrapFile);
    } finally {
      await lock`select pg_advisory_unlock(${BOOTSTRAP_LOCK})`;
      lock.release();
    }
  } finally {
    await admin.end();
  }
}

/**
 * Applies pending migrations with the real Supabase CLI, as the non-superuser `postgres`.
 * `--include-all`: a migration merged from another branch may be older than one this local
 * database already has; without it the CLI refuses to start the stack.
 */
export async function pushMigrations(port: number, database = 'postgres', workdir = rootDir): Promise<void> {
  await runSupabaseCli(['db', 'push', `--remote=${databaseUrl(port, database)}`, '--yes', '--include-all'], {
    workdir,
  });
}

/** Applies `supabase/seed.sql` as `postgres`, as `supabase db reset` does. */
export async function applySeed(port: number, database = 'postgres'): Promise<void> {
  await runSqlFile(databaseUrl(port, database), seedFile);
}

/** Bootstrap, migrations and (optionally) the seed: a database ready for SIMK. */
export async function prepareDatabase(port: number, options: { database?: string; seed: boolean }): Promise<void> {
  const database = options.database ?? 'postgres';
  await bootstrapPlatform(port, database);
  await pushMigrations(port, database);
  if (options.seed) await applySeed(port, database);
}

/**
 * Runs the Supabase CLI from node_modules and returns its standard output. `workdir` holds the
 * `supabase/` folder it reads (migrations, config.toml); scripts/compare-schemas.ts points it at
 * another revision's copy.
 */
export function runSupabaseCli(args: string[], options: { quiet?: boolean; workdir?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [supabaseCli, ...args, '--workdir', options.workdir ?? rootDir], {
      cwd: rootDir,
      // Loopback needs no TLS; this also silences the CLI's TLS fallback warning.
      env: { ...process.env, PGSSLMODE: 'disable', SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const output = `${stdout}\n${stderr}`.trim();
      reject(
        new Error(`supabase ${args.slice(0, 2).join(' ')} failed (exit ${code}):\n${options.quiet ? '' : output}`),
      );
    });
  });
}

/** Creates (or recreates) an empty database owned by `postgres`. */
export async function recreateDatabase(port: number, database: string, template = 'template0'): Promise<void> {
  const admin = postgres(databaseUrl(port, 'template1', superUser), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${quoteIdent(database)} with (force)`);
    await admin.unsafe(`create database ${quoteIdent(database)} owner postgres template ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
