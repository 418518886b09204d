// Whether a database's migration history still matches `supabase/migrations`. `supabase db push`
// records each migration it applies (version, name, statements) in
// supabase_migrations.schema_migrations. A local database built from migrations that were later
// reshaped or edited in place (decision 0016) cannot be migrated forward: the CLI stops on a
// version it no longer finds, or keeps the old definition of an edited baseline without a word.
import fs from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';
import { rootDir } from './config.ts';

export const migrationsDir = path.join(rootDir, 'supabase', 'migrations');

/** A migration's text as the CLI records it: its split drops whitespace between statements and the semicolons. */
const canonical = (text: string) => text.replace(/[\s;]+/g, '');

/**
 * Null when every applied migration is still a file of the same name and content (files not yet
 * applied are pending, which `db push --include-all` handles); otherwise what differs, in Indonesian.
 */
export async function staleMigration(sql: postgres.Sql, dir = migrationsDir): Promise<string | null> {
  const [history] = await sql<{ present: boolean }[]>`
    select to_regclass('supabase_migrations.schema_migrations') is not null as present
  `;
  if (!history?.present) return null;
  const applied = await sql<{ version: string; name: string | null; statements: string[] | null }[]>`
    select version, name, statements from supabase_migrations.schema_migrations order by version
  `;
  const files = new Set((await fs.readdir(dir)).filter((file) => file.endsWith('.sql')));
  for (const migration of applied) {
    const file = `${migration.version}_${migration.name ?? ''}.sql`;
    if (!files.has(file)) return `${file} tidak ada lagi di supabase/migrations`;
    if (migration.statements === null) continue; // recorded without statements (`migration repair`)
    const text = await fs.readFile(path.join(dir, file), 'utf8');
    if (canonical(migration.statements.join('')) !== canonical(text)) return `${file} sudah diubah setelah diterapkan`;
  }
  return null;
}

/** Throws a one-line instruction when the database was built from migrations that have since changed. */
export async function assertMigrationHistory(sql: postgres.Sql, dir = migrationsDir): Promise<void> {
  const reason = await staleMigration(sql, dir);
  if (reason === null) return;
  throw new Error(
    `database lokal dibuat dengan migrasi lama (${reason}); jalankan \`npm run db:reset\` ` +
      '(membangun ulang database lokal dari migrasi dan seed; data lokalnya hilang), lalu `npm start` lagi.',
  );
}
