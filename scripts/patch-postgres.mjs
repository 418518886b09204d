// postgres.js 3.4.9 crashes the whole Node process when PostgreSQL dies under a transaction:
// after a connection's socket closed, `begin` still sends its `rollback` (or the transaction's
// next query) on it, `execute` buffers the bytes and a later `setImmediate` calls
// `socket.write` on `null` → uncaught "Cannot read properties of null (reading 'write')"
// (porsager/postgres#1066, #1154, #1208; decision 0012). The bytes left in the write buffer
// are then sent ahead of the next connection's startup message, so that connection times out.
// This applies the two-line fix to the installed package: a query on a closed connection fails
// with CONNECTION_CLOSED, and `closed()` drops the unsent buffer.
// A third edit: a new connection first reads the array types (`fetchArrayTypes`), from a
// protocol handler that drops the promise; when the connection closes meanwhile (a pool ended or
// a database dropped while a connection opens) that promise rejects unhandled, which fails a
// test run. The connection's own queries already fail with CONNECTION_CLOSED through `closed()`.
// The api function on Deno imports a copy of the patched package (scripts/vendor-postgres.mjs,
// supabase/functions/api/vendor/postgres; decision 0052): rerun that script after an upgrade.
// Runs on `npm install` (postinstall); each edit is applied once (idempotent); it fails loudly
// when the package no longer has the code it patches, so an upgrade makes someone check whether
// upstream fixed it and drop this script.
import fs from 'node:fs';

const marker = '/* simk: decision 0012 */';
const edits = [
  {
    find: "    if (terminated)\n      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))\n",
    replace:
      "    if (terminated)\n      return queryError(q, Errors.connection('CONNECTION_DESTROYED', options))\n" +
      `    if (!socket) ${marker}\n      return queryError(q, Errors.connection('CONNECTION_CLOSED', options))\n`,
  },
  {
    find: '    incomings = null\n    clearImmediate(nextWriteTimer)\n',
    replace: `    incomings = null\n    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null ${marker}\n`,
  },
  {
    find: '        return fetchArrayTypes()\n',
    replace: `        return fetchArrayTypes().catch(() => {}) ${marker}\n`,
  },
];

const files = ['src', 'cjs/src', 'cf/src'].map(
  (dir) => new URL(`../node_modules/postgres/${dir}/connection.js`, import.meta.url),
);

let patched = 0;
for (const file of files) {
  if (!fs.existsSync(file)) continue;
  const source = fs.readFileSync(file, 'utf8');
  let next = source;
  for (const { find, replace } of edits) {
    if (next.includes(replace)) continue;
    if (!next.includes(find)) {
      console.error(
        `patch-postgres: ${file.pathname} no longer contains the code this script patches.\n` +
          'Check whether the installed postgres.js fixed the null-socket crash and the unhandled type fetch ' +
          '(decision 0012); if it did, remove scripts/patch-postgres.mjs and its postinstall entry.',
      );
      process.exit(1);
    }
    next = next.replace(find, replace);
  }
  if (next === source) continue;
  fs.writeFileSync(file, next);
  patched += 1;
}
if (patched > 0) console.log(`patch-postgres: patched ${patched} copies of postgres.js (decision 0012)`);
