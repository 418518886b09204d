// One home for every SQL object (decision 0016): each table and function of the database is created
// by one migration, the one docs/data-model.md names. And `npm start` on a database built from
// migrations that were later reshaped or edited in place stops with one line saying what to do.
import fs from 'node:fs/promises';
import path from 'node:path';
import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { assertMigrationHistory, migrationsDir, staleMigration } from '../../local/migration-history.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();

class RolledBack extends Error {}

/** Runs `work` in a transaction that is always rolled back, so each case starts from the real history. */
async function inRolledBackTransaction(work: (tx: postgres.Sql) => Promise<void>): Promise<void> {
  await expect(
    db.sql.begin(async (tx) => {
      await work(tx as unknown as postgres.Sql);
      throw new RolledBack();
    }),
  ).rejects.toBeInstanceOf(RolledBack);
}

/** Table and function names as data-model.md writes them: `private.x`, and `x` for `public.x`. */
const shortName = (schema: string, name: string) => (schema === 'public' ? name : `${schema}.${name}`);

/** Which migration files create (or replace) each table and function. */
async function definitionsInMigrations(): Promise<Map<string, string[]>> {
  const homes = new Map<string, string[]>();
  const files = (await fs.readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort();
  for (const file of files) {
    const text = await fs.readFile(path.join(migrationsDir, file), 'utf8');
    for (const match of text.matchAll(/^create (?:or replace )?(?:table|function) (\w+)\.(\w+)/gm)) {
      const name = shortName(match[1]!, match[2]!);
      homes.set(name, [...(homes.get(name) ?? []), file]);
    }
  }
  return homes;
}

/** The rows of data-model.md's "Where each SQL object lives" table: object → migration file. */
async function homesInDataModel(): Promise<Map<string, string[]>> {
  const text = await fs.readFile(path.join(rootDir, 'docs', 'data-model.md'), 'utf8');
  const section = text.split('## Where each SQL object lives')[1]?.split('\n## ')[0] ?? '';
  const homes = new Map<string, string[]>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| '))) {
    const [, file, tables, functions] = row.split(' | ').map((cell) => cell.replace(/\|/g, '').trim());
    if (!file?.endsWith('.sql`')) continue; // the header row
    for (const name of `${tables}, ${functions}`.matchAll(/`([\w.]+)`/g)) {
      homes.set(name[1]!, [...(homes.get(name[1]!) ?? []), file.replaceAll('`', '')]);
    }
  }
  return homes;
}

describe('one home for every SQL object', () => {
  it('creates each table and function of the database in one migration, the one docs/data-model.md names', async () => {
    const objects = await db.sql<{ schema: string; name: string }[]>`
      select relnamespace::regnamespace::text as schema, relname as name from pg_class
      where relkind in ('r', 'p') and relnamespace::regnamespace::text in ('public', 'private')
      union
      select p.pronamespace::regnamespace::text, p.proname from pg_proc p
      where p.pronamespace::regnamespace::text in ('public', 'private')
        and not exists (select 1 from pg_depend d
                        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    `;
    const inDatabase = objects.map((object) => shortName(object.schema, object.name)).sort();
    expect(inDatabase.length).toBeGreaterThan(80);

    const inMigrations = await definitionsInMigrations();
    const documented = await homesInDataModel();
    const expected = inDatabase.map((name) => ({ name, files: [inMigrations.get(name)?.[0]] }));
    const found = inDatabase.map((name) => ({ name, files: inMigrations.get(name) ?? [] }));
    // Until the first production deploy a change goes into the baseline that holds the object
    // (decision 0016), so no object is created or replaced by a second migration.
    expect(found).toEqual(expected);
    expect(inDatabase.map((name) => ({ name, files: documented.get(name) ?? [] }))).toEqual(expected);
    expect([...documented.keys()].sort()).toEqual(inDatabase);
  });
});

describe('migration history check', () => {
  it('passes a database built from the current migrations', async () => {
    const [applied] = await db.sql<{ count: number }[]>`
      select count(*)::integer as count from supabase_migrations.schema_migrations
    `;
    expect(applied?.count).toBeGreaterThan(0);
    expect(await staleMigration(db.sql)).toBeNull();
    await expect(assertMigrationHistory(db.sql)).resolves.toBeUndefined();
  });

  it('names a migration that is no longer in supabase/migrations and says to run db:reset', async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx`
        insert into supabase_migrations.schema_migrations (version, name, statements)
        values ('20261122090000', 'login_throttle', array['create table private.login_failures ()'])
      `;
      await expect(assertMigrationHistory(tx)).rejects.toThrow(
        /^database lokal dibuat dengan migrasi lama \(20261122090000_login_throttle\.sql tidak ada lagi di supabase\/migrations\); jalankan `npm run db:reset`/,
      );
    });
  });

  it('notices a migration whose file was edited after it was applied', async () => {
    await inRolledBackTransaction(async (tx) => {
      const [last] = await tx<{ version: string; name: string }[]>`
        update supabase_migrations.schema_migrations
        set statements = statements || array['create index extra_idx on public.members (city)']
        where version = (select max(version) from supabase_migrations.schema_migrations)
        returning version, name
      `;
      expect(last).toBeDefined();
      expect(await staleMigration(tx)).toBe(`${last!.version}_${last!.name}.sql sudah diubah setelah diterapkan`);
    });
  });

  it('passes a database that has no migration history yet', async () => {
    await inRolledBackTransaction(async (tx) => {
      await tx`drop schema supabase_migrations cascade`;
      expect(await staleMigration(tx)).toBeNull();
    });
  });
});
