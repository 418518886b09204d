// One set of dependency versions (decision 0052): the edge function's import map (deno.json) pins
// exact npm versions for Deno; package.json and its lockfile give Node (tests, npm start) theirs.
// They must be the same release, or the tests exercise code that is not what gets deployed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(rootDir, file), 'utf8')) as T;
const denoJson = readJson<{ imports: Record<string, string> }>('supabase/functions/api/deno.json');
const denoLock = readJson<{ specifiers: Record<string, string> }>('supabase/functions/api/deno.lock');
const packageJson = readJson<{ dependencies: Record<string, string>; devDependencies: Record<string, string> }>(
  'package.json',
);
const packageLock = readJson<{ packages: Record<string, { version?: string }> }>('package-lock.json');

/** `npm:@hono/zod-openapi@1.6.3` and `npm:/hono@4.13.19/` → name and version. */
function npmSpecifier(specifier: string): { name: string; version: string } | null {
  const match = /^npm:\/?((?:@[^/@]+\/)?[^/@]+)@([^/]+)\/?$/.exec(specifier);
  return match ? { name: match[1]!, version: match[2]! } : null;
}

/** `./vendor/postgres/src/index.js` → the vendored package's name and version (its package.json). */
function vendoredPackage(specifier: string): { name: string; version: string } {
  const dir = /^\.\/vendor\/[^/]+/.exec(specifier)![0];
  return readJson<{ name: string; version: string }>(`supabase/functions/api/${dir}/package.json`);
}

const versionPattern = (version: string) => version.replaceAll('.', '\\.');
/** Node's modules by their bare names, for the vendored postgres.js (`net` → `node:net`). */
const entries = Object.entries(denoJson.imports).filter(([, specifier]) => !specifier.startsWith('node:'));
const pins = entries
  .filter(([, specifier]) => specifier.startsWith('npm:'))
  .map(([key, specifier]) => ({ key, specifier, ...npmSpecifier(specifier) }));
const vendored = entries
  .filter(([, specifier]) => specifier.startsWith('./vendor/'))
  .map(([key, specifier]) => ({ key, specifier, ...vendoredPackage(specifier) }));

describe('dependency versions of the edge function', () => {
  it('maps every package to an npm version or a vendored copy', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...pins, ...vendored].map((entry) => entry.key).sort());
  });

  it.each(vendored.map((copy) => [copy.key, copy] as const))(
    '%s: the vendored copy is the version package.json installs',
    (_, copy) => {
      expect(packageJson.dependencies[copy.name]).toMatch(new RegExp(`^[\\^~]?${versionPattern(copy.version)}$`));
      expect(packageLock.packages[`node_modules/${copy.name}`]?.version).toBe(copy.version);
    },
  );
  it('pins every import map entry to an exact npm version', () => {
    for (const pin of pins) expect(pin.version, `${pin.key}: ${pin.specifier}`).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
  });

  it.each(pins.map((pin) => [pin.key, pin] as const))(
    '%s: package.json, its lockfile and deno.lock agree',
    (_, pin) => {
      const name = pin.name!;
      const range = packageJson.dependencies[name];
      expect(range, `${name} is a runtime dependency in package.json`).toBeDefined();
      expect(range, `package.json's range for ${name} starts at deno.json's pin`).toMatch(
        new RegExp(`^[\\^~]?${pin.version!.replaceAll('.', '\\.')}$`),
      );
      expect(packageLock.packages[`node_modules/${name}`]?.version, `the version npm installed for ${name}`).toBe(
        pin.version,
      );
      expect(
        denoLock.specifiers[`npm:${name}@${pin.version}`],
        `deno.lock resolves npm:${name}@${pin.version}`,
      ).toMatch(new RegExp(`^${pin.version!.replaceAll('.', '\\.')}(_|$)`));
    },
  );
});
