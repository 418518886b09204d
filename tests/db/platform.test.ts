import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { runSupabaseCli } from '../../local/database.ts';
import { asCaller } from '../../supabase/functions/api/db.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();

describe('platform bootstrap', () => {
  it('creates the Supabase roles with their hosted attributes', async () => {
    const roles = await db.sql<{ rolname: string; rolsuper: boolean; rolcanlogin: boolean; rolbypassrls: boolean }[]>`
      select rolname, rolsuper, rolcanlogin, rolbypassrls from pg_roles
      where rolname in ('anon', 'authenticated', 'service_role', 'authenticator', 'postgres')
      order by rolname
    `;
    expect(roles).toEqual([
      { rolname: 'anon', rolsuper: false, rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticated', rolsuper: false, rolcanlogin: false, rolbypassrls: false },
      { rolname: 'authenticator', rolsuper: false, rolcanlogin: true, rolbypassrls: false },
      { rolname: 'postgres', rolsuper: false, rolcanlogin: true, rolbypassrls: true },
      { rolname: 'service_role', rolsuper: false, rolcanlogin: false, rolbypassrls: true },
    ]);
  });

  it('installs the extensions in the extensions schema', async () => {
    const extensions = await db.sql<{ extname: string; schema: string }[]>`
      select extname, extnamespace::regnamespace::text as schema from pg_extension
      where extname in ('pgcrypto', 'uuid-ossp', 'pg_trgm', 'unaccent') order by extname
    `;
    expect(extensions.map((e) => `${e.schema}.${e.extname}`)).toEqual([
      'extensions.pg_trgm',
      'extensions.pgcrypto',
      'extensions.unaccent',
      'extensions.uuid-ossp',
    ]);
  });

  it('reads the caller from request.jwt.claims like GoTrue', async () => {
    const sub = '6f1a3c1e-9b7d-4c59-9d3e-2f0f5a7f1a11';
    const [row] = await asCaller(
      db.sql,
      { role: 'authenticated', claims: { sub, role: 'authenticated', email: 'a@simk.test' } },
      (tx) => tx`select auth.uid() as uid, auth.role() as role, auth.email() as email,
                        auth.jwt() ->> 'sub' as jwt_sub, current_user as current_user`,
    );
    expect(row).toEqual({
      uid: sub,
      role: 'authenticated',
      email: 'a@simk.test',
      jwt_sub: sub,
      current_user: 'authenticated',
    });
  });

  it('gives anonymous callers no claims', async () => {
    const [row] = await db.sql`select auth.uid() as uid`;
    expect(row?.uid).toBeNull();
  });

  it('keeps the auth schema out of reach of API roles', async () => {
    await expect(
      asCaller(db.sql, { role: 'anon', claims: { role: 'anon' } }, (tx) => tx`select count(*) from auth.users`),
    ).rejects.toThrow(/permission denied/);
  });
});

describe('migrations', () => {
  it('are applied by the Supabase CLI and recorded in its history table', async () => {
    const files = (await fs.readdir(path.join(rootDir, 'supabase', 'migrations'))).filter((f) => f.endsWith('.sql'));
    const applied = await db.sql<{ version: string; name: string }[]>`
      select version, name from supabase_migrations.schema_migrations order by version
    `;
    expect(applied.map((m) => `${m.version}_${m.name}.sql`)).toEqual(files.sort());
  });

  it('leave nothing for the Supabase advisors at level WARN or above', async () => {
    const report = await runSupabaseCli([
      'db',
      'advisors',
      `--remote=${db.url}`,
      '--level',
      'warn',
      '--output-format',
      'json',
    ]);
    expect(JSON.parse(report)).toMatchObject({ results: [] });
  }, 60_000);
});
