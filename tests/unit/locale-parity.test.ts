import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  TRANSFER_REASON_MAX,
  TRANSFER_REASON_MIN,
  transferMessages,
  transferStatuses,
  transferStatusLabels,
} from '@shared/contracts/transfers';
import { indonesianText } from '@shared/indonesian-text';
import { i18n, lazyNamespaces, loadNamespaces } from '@/lib/i18n';
import { signedInNamespaces } from '@/lib/signed-in-namespaces';

// The web app's own texts, and the server's (error codes, validation messages), which the API imports too.
const localesDirs = [
  new URL('../../src/locales/', import.meta.url),
  new URL('../../supabase/functions/_shared/locales/', import.meta.url),
];

async function filesOf(language: string): Promise<Map<string, URL>> {
  const files = new Map<string, URL>();
  for (const dir of localesDirs) {
    for (const file of await readdir(new URL(`${language}/`, dir))) {
      if (file.endsWith('.json')) files.set(file.replace(/\.json$/, ''), new URL(`${language}/${file}`, dir));
    }
  }
  return files;
}

async function namespacesOf(language: string): Promise<string[]> {
  return [...(await filesOf(language)).keys()].sort();
}

async function textsOf(language: string, namespace: string): Promise<unknown> {
  return JSON.parse(await readFile((await filesOf(language)).get(namespace)!, 'utf8'));
}

/** Every leaf of a texts file as a dotted path (`approval.waiting_one`). */
function keyPaths(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

// Languages have different plural forms (Indonesian needs only `_other`, English `_one` too), so
// a plural text counts as one key whatever forms it has.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const textKeys = (texts: unknown) => [...new Set(keyPaths(texts).map((key) => key.replace(pluralSuffix, '')))].sort();

describe('the Indonesian and English texts', () => {
  it('have the same namespaces, and every namespace the app loads has both files', async () => {
    const id = await namespacesOf('id');
    expect(await namespacesOf('en')).toEqual(id);
    expect(id).toEqual(expect.arrayContaining(lazyNamespaces));
    expect(lazyNamespaces).toEqual(expect.arrayContaining([...signedInNamespaces]));
    expect(id).toContain('transfers');
  });

  it('have the same keys in every namespace', async () => {
    const namespaces = await namespacesOf('id');
    const keys = async (language: string) =>
      Object.fromEntries(
        await Promise.all(namespaces.map(async (ns) => [ns, textKeys(await textsOf(language, ns))] as const)),
      );
    expect(await keys('en')).toEqual(await keys('id'));
  });
});

describe('the transfer screens’ texts', () => {
  it('load lazily in both languages and say in Indonesian what the API and the export say', async () => {
    expect(lazyNamespaces).toContain('transfers');
    await i18n.changeLanguage('en');
    await loadNamespaces('transfers');
    await i18n.changeLanguage('id');
    await loadNamespaces('transfers');
    const id = i18n.getFixedT('id', 'transfers');
    const en = i18n.getFixedT('en', 'transfers');

    for (const status of transferStatuses) expect(id(`status.${status}`)).toBe(transferStatusLabels[status]);
    const range = { min: TRANSFER_REASON_MIN, max: TRANSFER_REASON_MAX };
    expect(id('errors.reasonLength', range)).toBe(indonesianText(transferMessages.reasonLength));
    expect(id('errors.noteRequired')).toBe(indonesianText(transferMessages.noteRequired));
    expect(id('errors.documentNotUploaded')).toBe(indonesianText(transferMessages.documentNotUploaded));

    expect(id('approval.waiting', { date: '1 Nov 2026', count: 1 })).toBe('Diajukan 1 Nov 2026 · menunggu 1 hari');
    expect(en('approval.waiting', { date: '1 Nov 2026', count: 1 })).toBe('Requested 1 Nov 2026 · waiting 1 day');
    expect(en('approval.waiting', { date: '1 Nov 2026', count: 3 })).toBe('Requested 1 Nov 2026 · waiting 3 days');
    expect(en('errors.reasonLength', range)).toBe('The reason for the transfer must be 5–2000 characters.');
  });
});
