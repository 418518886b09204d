// The `api` function runs on Deno, which would load postgres.js from the npm registry as published,
// without the fix `scripts/patch-postgres.mjs` applies to Node's copy (decision 0012): a query on a
// closed connection crashing the process, and an unhandled rejection of the array-type fetch,
// which ends a Deno process too. So Deno imports a copy of the patched package kept in
// `supabase/functions/api/vendor/postgres/` (deno.json maps `postgres` to it; decision 0052).
//
//   node scripts/vendor-postgres.mjs           writes the copy from node_modules (after npm install)
//   node scripts/vendor-postgres.mjs --check   fails when the copy differs (a unit test runs this)
//
// The copy is node_modules/postgres/src and types as installed and patched, plus three files for
// Deno: src/index.d.ts (the package's `export =` types as a default export), src/node-globals.js
// (Buffer, process, setImmediate for runtimes that give them only to npm packages) and a
// package.json with the version, which tests/unit/dependency-versions.test.ts compares.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const installed = path.join(root, 'node_modules', 'postgres');
export const vendorDir = path.join(root, 'supabase', 'functions', 'api', 'vendor', 'postgres');
const PATCH_MARKER = '/* simk: decision 0012 */';

const header = (file) =>
  `// Vendored by scripts/vendor-postgres.mjs from node_modules/postgres/${file}; do not edit.\n`;

/** Every file of the copy, by its path under vendorDir, as it must be. */
export function expectedFiles() {
  const manifest = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8'));
  const connection = fs.readFileSync(path.join(installed, 'src', 'connection.js'), 'utf8');
  if (!connection.includes(PATCH_MARKER)) {
    throw new Error(
      'node_modules/postgres is not patched: run `npm install` (postinstall: scripts/patch-postgres.mjs)',
    );
  }
  const files = new Map();
  for (const name of fs.readdirSync(path.join(installed, 'src')).sort()) {
    if (!name.endsWith('.js')) continue;
    const source = fs.readFileSync(path.join(installed, 'src', name), 'utf8');
    const prefix = name === 'index.js' ? `/* @ts-self-types="./index.d.ts" */\nimport './node-globals.js'\n` : '';
    files.set(`src/${name}`, prefix + header(`src/${name}`) + source);
  }
  files.set(
    'src/node-globals.js',
    header('(none: written for Deno)') +
      "import { Buffer } from 'node:buffer'\nimport process from 'node:process'\nimport { setImmediate, clearImmediate } from 'node:timers'\n\n" +
      '// postgres.js uses these as globals, which runtimes give npm packages but not always a local copy.\n' +
      'globalThis.Buffer ??= Buffer\nglobalThis.process ??= process\n' +
      'globalThis.setImmediate ??= setImmediate\nglobalThis.clearImmediate ??= clearImmediate\n',
  );
  files.set(
    'src/index.d.ts',
    "// The package's types declare `export = postgres`; the copy is imported as a default export.\n" +
      "import postgres = require('../types/index.d.ts');\nexport default postgres;\n",
  );
  files.set('types/index.d.ts', fs.readFileSync(path.join(installed, 'types', 'index.d.ts'), 'utf8'));
  files.set(
    'package.json',
    JSON.stringify(
      {
        name: manifest.name,
        version: manifest.version,
        license: manifest.license,
        homepage: 'https://github.com/porsager/postgres',
        description: 'postgres.js as installed by npm and patched (decision 0012), for the api function on Deno',
      },
      null,
      2,
    ) + '\n',
  );
  return files;
}

/** Paths whose content differs from the copy's, or that are missing or extra. */
export function staleFiles() {
  const expected = expectedFiles();
  const present = fs.existsSync(vendorDir)
    ? fs
        .readdirSync(vendorDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name !== 'README.md')
        .map((entry) => path.relative(vendorDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    : [];
  const stale = [...expected].filter(([file, content]) => {
    const target = path.join(vendorDir, file);
    return !fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content;
  });
  return [...stale.map(([file]) => file), ...present.filter((file) => !expected.has(file))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--check')) {
    const stale = staleFiles();
    if (stale.length > 0) {
      console.error(`vendor-postgres: stale copy (${stale.join(', ')}); run node scripts/vendor-postgres.mjs`);
      process.exit(1);
    }
  } else {
    for (const [file, content] of expectedFiles()) {
      fs.mkdirSync(path.dirname(path.join(vendorDir, file)), { recursive: true });
      fs.writeFileSync(path.join(vendorDir, file), content);
    }
    console.log(`vendor-postgres: wrote ${path.relative(root, vendorDir)}`);
  }
}
