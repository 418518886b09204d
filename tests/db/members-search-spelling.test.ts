// Spelling correction of the member name search (20261122000300_member_search.sql):
// a dictionary of name words, and query words that occur in no name replaced by the most similar
// word before the unchanged ranked search runs.
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, demoActors, type Actor, type DemoActors } from './support/actors.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';

const db = useTestDatabase();
let actors: DemoActors;

interface Row {
  id: string;
  full_name: string;
  organization_code: string;
  total_count: string;
}

function search(actor: Actor, term: string, limit = 100) {
  return as(db.sql, actor, (tx) => tx<Row[]>`select * from public.search_members(${term}, null, ${limit}, 0)`);
}

async function correct(text: string): Promise<string> {
  const [row] = await db.sql<{ text: string }[]>`select private.correct_name_search(${text}) as text`;
  return row!.text;
}

async function addMember(fullName: string, bpsCode: string): Promise<string> {
  const [row] = await db.sql<{ id: string }[]>`
    insert into public.members (full_name, organization_id, origin_organization_id)
    select ${fullName}, id, id from public.organizations where bps_code = ${bpsCode} returning id`;
  return row!.id;
}

/** Whether the search_name has `word` as one of its words. */
const hasWord = (name: string, word: string) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(word);

beforeAll(async () => {
  actors = await demoActors(db.sql);
  await addMember('Susanto Wibisono', '3273');
  await addMember('Budi Susanto', '3273');
  await addMember('Rina Susanti', '3273');
  await addMember('Agus Susanto', '3578');
});

describe('private.member_name_words', () => {
  it('holds every word of every member’s normalised name', async () => {
    const [row] = await db.sql<{ missing: number; words: number }[]>`
      select (select count(*)::int from (
                select w from private.member_search s, regexp_split_to_table(s.search_name, '[^[:alnum:]]+') w
                where w <> ''
                except select word from private.member_name_words) x) as missing,
             (select count(*)::int from private.member_name_words) as words`;
    expect(row?.missing).toBe(0);
    expect(row?.words).toBeGreaterThan(100);
  });

  it('is not readable, and the correction not callable, by API roles', async () => {
    await expect(
      as(db.sql, actors.superadmin, (tx) => tx`select * from private.member_name_words limit 1`),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(
      as(db.sql, actors.superadmin, (tx) => tx`select private.correct_name_search('susamto')`),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('private.correct_name_search', () => {
  it('replaces a word that occurs in no name by the most similar name word, keeping separators', async () => {
    expect(await correct('susamto')).toBe('susanto');
    expect(await correct('budi  susamto, a.md.')).toBe('budi  susanto, a.md.');
  });

  it('leaves dictionary words, words being typed, parts of words and short words as they are', async () => {
    // "susanti" is itself a name word, although it is similar to "susanto".
    expect(await correct('susanti')).toBe('susanti');
    expect(await correct('susa')).toBe('susa'); // the beginning of susanto / susanti
    expect(await correct('santi')).toBe('santi'); // part of susanti: the substring search finds it
    expect(await correct('xq')).toBe('xq');
    expect(await correct('qwzvx')).toBe('qwzvx'); // nothing similar enough
  });

  it('works on a fresh connection and leaves pg_trgm.similarity_threshold as it was', async () => {
    const fresh = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await fresh`select private.correct_name_search('susamto') as text`;
      const [setting] = await fresh`select current_setting('pg_trgm.similarity_threshold') as value`;
      expect(row?.text).toBe('susanto');
      expect(setting?.value).toBe('0.3');
    } finally {
      await fresh.end();
    }
  });
});

describe('public.search_members with spelling correction', () => {
  it('finds members by a mid-word typo ("susamto"), best match first', async () => {
    // Without correction the typo matches nobody (word similarity 0.5 < 0.6).
    const [plain] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from private.member_search
      where search_name like '%susamto%' or 'susamto' operator(extensions.<%) search_name`;
    expect(plain?.n).toBe(0);

    const rows = await search(actors.superadmin, 'susamto');
    const expected = await search(actors.superadmin, 'susanto');
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(rows[0]?.full_name).toBe('Susanto Wibisono'); // prefix matches first
    const withWord = rows.map((r) => hasWord(r.full_name, 'susanto'));
    expect(withWord.slice(0, 3)).toEqual([true, true, true]);
    // Every Susanto before any merely similar name.
    expect(withWord.indexOf(false) === -1 || !withWord.slice(withWord.indexOf(false)).includes(true)).toBe(true);
  });

  it('keeps the prefix behaviour while a word is being typed ("susa")', async () => {
    const rows = await search(actors.dpcBandung, 'susa');
    const expected = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string }[]>`
        select id from public.members where search_name like '%susa%' or 'susa' operator(extensions.<%) search_name`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
    expect(rows.some((r) => hasWord(r.full_name, 'susanti'))).toBe(true);
    expect(rows.some((r) => hasWord(r.full_name, 'susanto'))).toBe(true);
  });

  it('leaves a dictionary word as it is ("susanti" is not turned into "susanto")', async () => {
    const rows = await search(actors.dpcBandung, 'susanti');
    expect(hasWord(rows[0]!.full_name, 'susanti')).toBe(true);
    const expected = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ id: string }[]>`
        select id from public.members
        where search_name like '%susanti%' or 'susanti' operator(extensions.<%) search_name`,
    );
    expect(rows.map((r) => r.id).sort()).toEqual(expected.map((r) => r.id).sort());
  });

  it('finds a member added after the migration by a typo of their new surname', async () => {
    expect(await search(actors.superadmin, 'wirjono')).toEqual([]);
    const id = await addMember('Hendra Wiryono', '3273');
    const [word] = await db.sql`select word from private.member_name_words where word = 'wiryono'`;
    expect(word).toBeDefined();
    const rows = await search(actors.dpcBandung, 'wirjono');
    expect(rows[0]?.id).toBe(id);

    // A rename adds the new name's words too.
    expect((await search(actors.dpcBandung, 'pramoto')).map((r) => r.id)).not.toContain(id);
    await db.sql`update public.members set full_name = 'Hendra Pranoto' where id = ${id}`;
    const renamed = await search(actors.dpcBandung, 'pramoto');
    expect(renamed[0]?.id).toBe(id);
  });

  it('keeps the DPC officer within their scope', async () => {
    const bandung = await search(actors.dpcBandung, 'susamto');
    expect(bandung.length).toBeGreaterThan(0);
    expectEvery(bandung, (r) => r.organization_code === '3273');
    const [expected] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ n: string }[]>`
        select count(*) as n from public.members
        where search_name like '%susanto%' or 'susanto' operator(extensions.<%) search_name`,
    );
    expect(bandung[0]?.total_count).toBe(expected?.n);

    const surabaya = await search(actors.dpcSurabaya, 'susamto');
    expectEvery(surabaya, (r) => r.organization_code === '3578');
    expect(surabaya.some((r) => r.full_name === 'Agus Susanto')).toBe(true);

    // The dictionary is register-wide; the rows are not. A name known only in Surabaya corrects
    // the Bandung officer's typo but shows them nothing.
    await addMember('Wulan Kartohadiprojo', '3578');
    expect(await correct('kartohadiprojp')).toBe('kartohadiprojo');
    expect(await search(actors.dpcBandung, 'kartohadiprojp')).toEqual([]);
    expect((await search(actors.dpcSurabaya, 'kartohadiprojp')).map((r) => r.full_name)).toEqual([
      'Wulan Kartohadiprojo',
    ]);
  });
});
