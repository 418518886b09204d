import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One spelling of "expired" (issue 23 §7). KBBI's "kedaluwarsa" everywhere, as in the spec's own
 * message 'Verifikasi keamanan telah kedaluwarsa. Silakan verifikasi ulang.'; the one exception is
 * the name of the EXPIRED membership status, which spec §4 gives word for word as "Kadaluarsa".
 */
const roots = ['src/locales/id', 'supabase/migrations', 'supabase/templates', 'supabase/functions', 'src/features'];
const WORD = /\b[kK][ae]dalu(?:w)?ar[sz]a\b/g;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat().filter((file) => /\.(json|sql|html|ts|tsx)$/.test(file));
}

async function linesOf(): Promise<{ where: string; line: string }[]> {
  const files = (await Promise.all(roots.map(filesUnder))).flat();
  const found: { where: string; line: string }[] = [];
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((line, index) => found.push({ where: `${file}:${index + 1}`, line }));
  }
  return found;
}

describe('one spelling in the UI, the emails and the SQL messages', () => {
  it('"kedaluwarsa", and "Kadaluarsa" only as the name of the EXPIRED membership status', async () => {
    const wrong: string[] = [];
    for (const { where, line } of await linesOf()) {
      for (const [word] of line.matchAll(WORD)) {
        if (word.toLowerCase() === 'kedaluwarsa') continue;
        // The status name: a label value of its own, or a sentence that names the status.
        const statusName =
          word === 'Kadaluarsa' && (/:\s*['"]Kadaluarsa['"]/.test(line) || /EXPIRED|status/i.test(line));
        if (!statusName) wrong.push(`${where}: ${word}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('Indonesian texts name the membership status, never its code', async () => {
    const codes: string[] = [];
    for (const { where, line } of await linesOf()) {
      if (!where.startsWith('src/locales/id/')) continue;
      const value = /^\s*"[^"]+":\s*"(.*)",?$/.exec(line)?.[1];
      if (value && /\b(ACTIVE|INACTIVE|EXPIRED|SUSPENDED|PENDING|REJECTED)\b/.test(value))
        codes.push(`${where}: ${value}`);
    }
    expect(codes).toEqual([]);
  });
});
