/**
 * Landing page JS budget (issue 5 §6): sums the gzip size of the JavaScript a first visit to `/`
 * loads before the page can render: the entry chunk, every chunk it imports statically, and what
 * `src/main.tsx` fetches before the first render on `/` — the landing route's chunk and the
 * landing texts of the default language — with their static imports. Later dynamic imports (the
 * sections below the fold, the Leaflet map, supabase-js, the dashboard) are listed separately and
 * not counted: they load after the first paint or never. Reads Vite's manifest in `dist/`.
 * Then, per member's first page (issue 26 §7), what a signed-in visit loads before the page's
 * content can paint, with a budget of its own. Exits 1 when either is over budget.
 *
 *   npm run bench:bundle            (builds, then runs this)
 *   tsx scripts/check-bundle.ts     (an existing build)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LANDING_ROUTE = 'src/features/landing/routes/landing-page.tsx';
const FIRST_RENDER = [LANDING_ROUTE, 'src/locales/id/landing.json'];
/**
 * Per signed-in page below: everything before its content can paint (see the end of this file).
 * A ratchet: 520 KB before issue 26 §7 (all of zod, 88 KB, came along), 458 KB after, 374 KB
 * before the write-side contracts left the first load (libphonenumber-js, 30 KB), 344 KB after;
 * lower it as the shell sheds weight.
 */
const SIGNED_IN_BUDGET_BYTES = 360 * 1024;
const SESSION_CHECK = [
  'src/features/auth/session/restore-session.ts',
  // Not supabase-js: a stored token that is still good restores the session without it.
  // A chunk of its own (by its name: it has no entry of its own source), loaded with the first answer.
  'envelope',
];
const SIGNED_IN_SHELL = 'src/app/layouts/signed-in-layout.tsx';
/** The pages `signedInFirstPages` of src/app/routes.tsx preloads, by the module of each. */
const SIGNED_IN_PAGES: Record<string, string> = {
  '/dashboard/profile': 'src/app/pages/profile-route.tsx',
  '/dashboard/profile/card': 'src/features/profile/member-card/member-card-page.tsx',
  '/member-dues': 'src/app/pages/member-bills-route.tsx',
  '/payment-qris': 'src/features/dues/routes/payment-qris-page.tsx',
};
const distDir = process.argv[2] ?? 'dist';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
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
for (const key of FIRST_RENDER) {
  if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}.`);
}

/** `key` and every chunk it imports statically, added to `into`. */
function collectFrom(key: string, into: Set<string>) {
  if (!manifest[key]) throw new Error(`The manifest has no chunk for ${key}.`);
  if (into.has(key)) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectFrom(imported, into);
}
function byChunkName(name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.name === name);
  if (keys.length !== 1) throw new Error(`The manifest has ${keys.length} chunks named ${name}.`);
  return keys[0]!;
}
const initial = new Set<string>();
const collect = (key: string) => collectFrom(key, initial);
collect(entryKey);
for (const key of FIRST_RENDER) collect(key);

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const measure = (keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file))]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
    })
    .sort((a, b) => b.gzip - a.gzip);
const rows = measure(initial);

const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

console.log('Landing page (/) initial JavaScript, gzip level 9:');
for (const row of rows) console.log(`  ${kib(row.gzip).padStart(9)}  ${kib(row.raw).padStart(9)} raw  ${row.file}`);
console.log(`  ${kib(total).padStart(9)}  ${kib(totalRaw).padStart(9)} raw  total of ${rows.length} files`);
console.log(`Budget: ${kib(BUDGET_BYTES)} gzip.`);

// What the landing page loads after its first paint (not counted), so the split stays visible:
// the dynamic imports of its own chunks, followed through their imports.
const later = new Set<string>();
function walkLater(key: string) {
  if (initial.has(key) || later.has(key)) return;
  later.add(key);
  for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) walkLater(next);
}
const landingChunks = [...initial].filter((key) => key.startsWith('src/features/landing/'));
for (const key of landingChunks) for (const dynamic of manifest[key]!.dynamicImports ?? []) walkLater(dynamic);
const laterRows = measure(later);
if (laterRows.length > 0) {
  console.log('Loaded by the landing page after its first paint (not counted):');
  for (const row of laterRows)
    console.log(`  ${kib(row.gzip).padStart(9)}  ${kib(row.raw).padStart(9)} raw  ${row.file}`);
}

let overBudget = total > BUDGET_BYTES;
if (overBudget) console.error(`Over budget by ${kib(total - BUDGET_BYTES)}.`);
else console.log(`Within budget (${kib(BUDGET_BYTES - total)} to spare).`);

// A member's page opened with a stored session (issue 26 §7): before its content can paint, the
// browser runs the entry, the session check (GET /auth/me and the envelope that checks
// its answer) and the signed-in shell with the page, each with its static imports. main.tsx starts
// all of them at once; their total is what a phone downloads and parses before the page shows.
console.log(`\nSigned-in pages' first-load JavaScript, gzip level 9 (budget ${kib(SIGNED_IN_BUDGET_BYTES)} each):`);
const sessionCheck = new Set<string>();
collectFrom(entryKey, sessionCheck);
for (const key of SESSION_CHECK) collectFrom(manifest[key] ? key : byChunkName(key), sessionCheck);
for (const [path, pageKey] of Object.entries(SIGNED_IN_PAGES)) {
  const keys = new Set(sessionCheck);
  for (const key of [SIGNED_IN_SHELL, pageKey]) collectFrom(key, keys);
  const pageRows = measure(keys);
  const pageTotal = pageRows.reduce((sum, row) => sum + row.gzip, 0);
  const biggest = pageRows
    .slice(0, 4)
    .map((row) => `${row.file.replace(/^assets\//, '')} ${kib(row.gzip)}`)
    .join(', ');
  const over = pageTotal > SIGNED_IN_BUDGET_BYTES;
  overBudget ||= over;
  console.log(
    `  ${kib(pageTotal).padStart(9)}  ${path.padEnd(20)} ${pageRows.length} files; largest: ${biggest}${over ? `  OVER by ${kib(pageTotal - SIGNED_IN_BUDGET_BYTES)}` : ''}`,
  );
}

if (overBudget) process.exit(1);
