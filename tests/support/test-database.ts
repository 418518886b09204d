import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, inject } from 'vitest';
import { databaseUrl, superUser } from '../../local/config.ts';
import { bootstrapPlatform, quoteIdent } from '../../local/database.ts';

export interface TestDatabase {
  name: string;
  port: number;
  /** URL for the `postgres` role (the owner of the schema, not a superuser). */
  url: string;
  /** A pool connected as `postgres`. */
  sql: postgres.Sql;
}

/**
 * Gives the calling test file its own database, cloned from the migrated and seeded template,
 * and drops it afterwards. Use at the top level of a test file; read the fields inside tests.
 */
export function useTestDatabase(): TestDatabase {
  const handle = {} as TestDatabase;

  beforeAll(async () => {
    const port = inject('databasePort');
    const name = `test_${randomBytes(6).toString('hex')}`;
    await cloneTemplate(port, inject('templateDatabase'), name);
    Object.assign(handle, {
      name,
      port,
      url: databaseUrl(port, name),
      sql: postgres(databaseUrl(port, name), { max: 4, onnotice: () => {} }),
    });
  });

  afterAll(async () => {
    if (!handle.name) return;
    await handle.sql.end({ timeout: 1 });
    await dropDatabase(handle.port, handle.name);
  });

  return handle;
}

/** Clones the migrated and seeded template into a new database named `name`. */
export async function cloneTemplate(port: number, template: string, name: string): Promise<void> {
  await withSuperuser(port, (admin) =>
    admin.unsafe(
      `create database ${quoteIdent(name)} owner postgres template ${quoteIdent(template)} strategy file_copy`,
    ),
  );
  // Database-level settings (search_path, pgrst.db_schemas) are not copied from a template.
  await bootstrapPlatform(port, name);
}

export async function dropDatabase(port: number, name: string): Promise<void> {
  await withSuperuser(port, (admin) => admin.unsafe(`drop database if exists ${quoteIdent(name)} with (force)`));
}

async function withSuperuser<T>(port: number, work: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(databaseUrl(port, 'template1', superUser), { max: 1, onnotice: () => {} });
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
