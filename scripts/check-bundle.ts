/**
 * Landing page JS budget (issue 5 §6): sums the gzip size of the JavaScript a first visit to `/`
 * loads before the page can render: the entry chunk, every chunk it imports statically, and the
 * landing route's chunk with its static imports. Dynamic imports (the Leaflet map, supabase-js,
 * the dashboard) are not counted: they load later or never. Reads Vite's manifest in `dist/`.
 *
 *   npm run bench:bundle            (builds, then runs this)
 *   tsx scripts/check-bundle.ts     (an existing build)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LANDING_ROUTE = 'src/features/landing/routes/landing-page.tsx';
const distDir = process.argv[2] ?? 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) throw new Error('The manifest names no entry chunk; was the build made with build.manifest?');
if (!manifest[LANDING_ROUTE]) throw new Error(`The manifest has no chunk for ${LANDING_ROUTE}.`);

const initial = new Set<string>();
function collect(key: string) {
  if (initial.has(key)) return;
  initial.add(key);
  for (const imported of manifest[key]!.imports ?? []) collect(imported);
}
collect(entryKey);
collect(LANDING_ROUTE);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [...initial]
  .map((key) => manifest[key]!.file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

console.log('Landing page (/) initial JavaScript, gzip level 9:');
for (const row of rows) console.log(`  ${kib(row.gzip).padStart(9)}  ${kib(row.raw).padStart(9)} raw  ${row.file}`);
console.log(`  ${kib(total).padStart(9)}  ${kib(totalRaw).padStart(9)} raw  total of ${rows.length} files`);
console.log(`Budget: ${kib(BUDGET_BYTES)} gzip.`);

if (total > BUDGET_BYTES) {
  console.error(`Over budget by ${kib(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
console.log(`Within budget (${kib(BUDGET_BYTES - total)} to spare).`);
