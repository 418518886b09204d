// The server's texts (error codes, validation messages, what a success says) live once, in _shared/locales/{id,en}:
// every code and key the code can produce has an Indonesian and an English text, and every text
// is produced somewhere.
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueKey } from '@shared/contracts/issue-keys';
import { errorCatalogue } from '@shared/errors';
import { indonesianText, interpolate } from '@shared/indonesian-text';
import { messageKey, parseMessageKey } from '@shared/message-keys';
import idErrors from '@shared/locales/id/errors.json';
import enErrors from '@shared/locales/en/errors.json';
import idValidation from '@shared/locales/id/validation.json';
import enValidation from '@shared/locales/en/validation.json';
import idNotices from '@shared/locales/id/notices.json';
import enNotices from '@shared/locales/en/notices.json';
import { clientErrorCodes } from '@/lib/api-client';

const root = new URL('../../', import.meta.url);

/** Every leaf of a texts file as `prefix.path`, with its text. */
function leaves(texts: unknown, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(new URL(dir, root), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`);
}

/** The keys the source names literally (`'validation:group.name'`, `'notices:…'`), app and API alike. */
async function keysInSource(): Promise<Set<string>> {
  const files = [...(await sourceFiles('src/')), ...(await sourceFiles('supabase/functions/'))];
  const keys = new Set<string>();
  for (const file of files) {
    for (const match of (await readFile(file, 'utf8')).matchAll(
      /['`]((?:validation|notices):[A-Za-z0-9_.]+)(?=['`|])/g,
    )) {
      keys.add(match[1]!);
    }
  }
  return keys;
}

/** The keys zod's own issues map to, for every kind of issue and origin. */
function zodIssueKeys(): Set<string> {
  const issues = [
    z.string().safeParse(undefined),
    z.string().safeParse(5),
    z.string().min(3).safeParse('a'),
    z.string().max(1).safeParse('ab'),
    z.array(z.string()).min(2).safeParse([]),
    z.array(z.string()).max(0).safeParse(['a']),
    z.number().min(2).safeParse(1),
    z.number().max(1).safeParse(2),
    z
      .file()
      .min(2)
      .safeParse(new File(['a'], 'a')),
    z
      .file()
      .max(0)
      .safeParse(new File(['a'], 'a')),
    z.email().safeParse('x'),
    z.url().safeParse('x'),
    z.guid().safeParse('x'),
    z.iso.date().safeParse('x'),
    z.iso.datetime().safeParse('x'),
    z.string().regex(/^a$/).safeParse('b'),
    z.number().multipleOf(2).safeParse(3),
    z.strictObject({}).safeParse({ a: 1 }),
    z.enum(['a', 'b']).safeParse('c'),
    z.union([z.string(), z.number()]).safeParse(true),
  ].flatMap((result) => result.error?.issues ?? []);
  return new Set(issues.map((issue) => parseMessageKey(issueKey(issue as never))!.key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the error codes', () => {
  it('each have an Indonesian and an English text, and no text is left without its code', () => {
    const codes = [...Object.keys(errorCatalogue), ...Object.values(clientErrorCodes)];
    expect(Object.keys(idErrors).sort()).toEqual([...new Set(codes)].sort());
    expect(Object.keys(enErrors).sort()).toEqual(Object.keys(idErrors).sort());
  });

  it('send the Indonesian text the catalogue always had', () => {
    expect(errorCatalogue.FORBIDDEN).toEqual({ status: 403, message: 'Anda tidak memiliki akses untuk tindakan ini.' });
    expect(enErrors.FORBIDDEN).toBe('You do not have access to this action.');
  });
});

describe('the validation messages', () => {
  const id = leaves(idValidation, 'validation:');
  const en = leaves(enValidation, 'validation:');

  it('have an English text for every Indonesian one, with the same placeholders', () => {
    expect([...en.keys()].sort()).toEqual([...id.keys()].sort());
    for (const [key, text] of id) expect(placeholders(en.get(key)!), key).toEqual(placeholders(text));
  });

  it('each have a text, and each text is used by a contract, a route or zod', async () => {
    const used = new Set([...(await keysInSource()), ...zodIssueKeys()].filter((key) => key.startsWith('validation:')));
    expect([...used].filter((key) => !id.has(key)).sort(), 'keys without a text').toEqual([]);
    expect([...id.keys()].filter((key) => !used.has(key)).sort(), 'texts no code uses').toEqual([]);
  });

  it('render in Indonesian for the API, numbers as Indonesians write them', () => {
    expect(indonesianText(messageKey('validation:input.tooLong', { max: 10_000 }))).toBe(
      'Teks terlalu panjang (maksimal 10.000 karakter)',
    );
    expect(indonesianText('Sebuah kalimat.')).toBe('Sebuah kalimat.');
    expect(indonesianText('validation:no.suchKey')).toBe('validation:no.suchKey');
    expect(interpolate('{{a}} dan {{b, number}}', { a: 'x', b: 1234 })).toBe('x dan 1.234');
  });

  it('carry their values through the one string a zod issue holds', () => {
    const message = messageKey('validation:bills.reasonRequired', { min: 5, max: 500 });
    expect(parseMessageKey(message)).toEqual({ key: 'validation:bills.reasonRequired', params: { min: 5, max: 500 } });
    expect(parseMessageKey('validation:common.emailInvalid')).toEqual({
      key: 'validation:common.emailInvalid',
      params: {},
    });
    expect(parseMessageKey('Format email tidak valid')).toBeNull();
    expect(parseMessageKey('validation:x|not json')).toBeNull();
  });
});

describe('the notices (what a success says)', () => {
  const id = leaves(idNotices, 'notices:');
  const en = leaves(enNotices, 'notices:');

  it('have an English text for every Indonesian one, each used by a route, and none unused', async () => {
    expect([...en.keys()].sort()).toEqual([...id.keys()].sort());
    const used = [...(await keysInSource())].filter((key) => key.startsWith('notices:'));
    expect(used.filter((key) => !id.has(key)).sort(), 'keys without a text').toEqual([]);
    expect([...id.keys()].filter((key) => !used.includes(key)).sort(), 'texts no route sends').toEqual([]);
  });

  it('reach the API in Indonesian', () => {
    expect(indonesianText('notices:auth.loggedOut')).toBe('Anda telah keluar.');
  });
});
