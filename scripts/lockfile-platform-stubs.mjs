// Our npm registry mirror serves only the linux-x64 builds of the `deno` and `supabase` CLI
// packages, so `npm install` leaves their other-platform optional dependencies out of
// package-lock.json and `npm ci` then refuses the lock. This adds lock entries for those
// packages with their os/cpu, which npm skips on any other platform without fetching them.
// Run after changing dependencies: `node scripts/lockfile-platform-stubs.mjs`.
import fs from 'node:fs';

const platforms = {
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64': { os: ['linux'], cpu: ['arm64'] },
  'linux-arm64-glibc': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64': { os: ['linux'], cpu: ['x64'] },
  'linux-x64-glibc': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
  'windows-arm64': { os: ['win32'], cpu: ['arm64'] },
  'windows-x64': { os: ['win32'], cpu: ['x64'] },
};

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
let added = 0;
for (const parent of ['node_modules/deno', 'node_modules/supabase']) {
  const entry = lock.packages[parent];
  for (const [name, version] of Object.entries(entry?.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const platform = platforms[name.split('/').pop().replace(/^cli-/, '')];
    if (!platform) throw new Error(`unknown platform for ${name}`);
    lock.packages[key] = { version, dev: true, optional: true, ...platform };
    added += 1;
  }
}
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform stub(s) added.`);
