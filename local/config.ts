import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the embedded stack needs to know about where it lives and listens. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const stateDir = path.join(rootDir, '.local');
/** The auth service's signing key and API keys, created on the first start. */
export const authKeysDir = path.join(stateDir, 'auth');
/** The bytes of the storage service's objects; their metadata is in the database. */
export const storageDir = path.join(stateDir, 'storage');

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`${name} must be a TCP port, got "${raw}"`);
  }
  return value;
}

export const ports = {
  gateway: port('SIMK_GATEWAY_PORT', 54321),
  db: port('SIMK_DB_PORT', 54322),
  web: port('SIMK_WEB_PORT', 5173),
  /** The local mailbox of the auth service (Supabase's Mailpit port). */
  mailbox: port('SIMK_MAILBOX_PORT', 54324),
};

export const host = '127.0.0.1';

/**
 * The platform superuser, as on hosted Supabase (`supabase_admin`). The role our
 * migrations and developers use is `postgres`, which is deliberately not a superuser.
 */
export const superUser = { name: 'supabase_admin', password: 'postgres' };
export const appUser = { name: 'postgres', password: 'postgres' };

export function databaseUrl(dbPort: number, database = 'postgres', user = appUser): string {
  return `postgresql://${user.name}:${user.password}@${host}:${dbPort}/${database}`;
}
