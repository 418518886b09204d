import { beforeAll, describe, expect, it } from 'vitest';
import {
  importErrorReportCsv,
  importMessages,
  type ImportPreview,
} from '../../supabase/functions/_shared/contracts/member-import.ts';
import { csvLine, parseCsv } from '../../supabase/functions/_shared/spreadsheet/csv.ts';
import { readXlsx, writeXlsx } from '../../supabase/functions/_shared/spreadsheet/xlsx.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { expectEvery } from '../support/assertions.ts';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function download(token: string, query: string) {
  const response = await fetch(`${backend.api}/members/export${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function memberCount(where = 'true'): Promise<number> {
  const [row] = await db.sql.unsafe<{ n: number }[]>(
    `select count(*)::int as n from public.members m join public.organizations o on o.id = m.organization_id where ${where}`,
  );
  return row?.n ?? 0;
}

async function upload(path: string, token: string, file: Uint8Array | string, name: string) {
  const form = new FormData();
  form.set('file', new Blob([file] as BlobPart[]), name);
  const response = await fetch(`${backend.api}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data?: unknown; error?: { code: string; message: string } },
  };
}

const header = ['Nama Lengkap', 'Email', 'Telepon', 'Jenis Kelamin', 'Tanggal Lahir', 'Nomor STR', 'Jabatan'];
function rows(n: number, prefix: string) {
  return Array.from({ length: n }, (_, i) => [
    `${prefix} Anggota ${i + 1}`,
    `${prefix.toLowerCase()}.${i + 1}@impor.simk.test`,
    `0812${String(70000000 + i).padStart(8, '0')}`,
    i % 2 ? 'P' : 'L',
    `${String((i % 27) + 1).padStart(2, '0')}/05/1990`,
    `STR-${prefix}-${i + 1}`,
    'Anggota',
  ]);
}
const toCsv = (cells: string[][]) => cells.map((r) => csvLine(r)).join('');

describe('GET /members/export', () => {
  it('streams every row of the filter as CSV, beyond any page size', async () => {
    const { response, bytes } = await download(tokens.bandung, '?format=csv&status=ACTIVE');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="anggota-simk-\d{8}\.csv"$/);
    const expected = await memberCount(`o.bps_code = '3273' and m.membership_status = 'ACTIVE'`);
    expect(expected).toBeGreaterThan(50);
    expect(Number(response.headers.get('x-total-count'))).toBe(expected);
    const cells = parseCsv(new TextDecoder().decode(bytes));
    expect(cells[0]?.slice(0, 3)).toEqual(['NAP', 'Nama Lengkap', 'Email']);
    expect(cells.length - 1).toBe(expected);
    expectEvery(cells.slice(1), (r) => r[7] === 'Aktif' && r[15] === '3273');
    // Phone numbers in national form: no visible guard, and nothing a spreadsheet runs or turns into a number.
    expect(cells.slice(1).find((r) => r[3])?.[3]).toMatch(/^0\d{3}-\d{3,4}-\d{3,5}$/);
  });

  it('exports the search as XLSX with the same rows', async () => {
    const { response, bytes } = await download(tokens.superadmin, '?format=xlsx&search=siti');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = readXlsx(bytes);
    expect(sheet.length - 1).toBe(Number(response.headers.get('x-total-count')));
    expect(sheet.length - 1).toBeGreaterThan(10);
    // Best matches first: names containing the term, then close spellings.
    expect(sheet[1]?.[1]).toMatch(/siti/i);
  });

  it('is refused to a member', async () => {
    expect((await download(tokens.anggota, '?format=csv')).response.status).toBe(403);
  });
});

describe('POST /members/import/preview and /commit', () => {
  it('reports errors per row, and duplicates in the file and in the register', async () => {
    const [existing] = await db.sql<{ email: string }[]>`select email from public.members where nap = '327319000001'`;
    const cells = [header, ...rows(6, 'Pratinjau')];
    cells[2]![1] = 'bukan-email'; // line 3
    cells[3]![2] = '12345'; // line 4
    cells[4]![1] = cells[1]![1]!; // line 5: same email as line 2
    cells[5]![1] = existing!.email; // line 6: email already registered
    cells[6]![4] = '31/02/1990'; // line 7
    const { status, body } = await upload('/members/import/preview', tokens.bandung, toCsv(cells), 'anggota.csv');
    expect(status).toBe(200);
    const preview = body.data as ImportPreview;
    expect(preview).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
    const errorsOf = (line: number) => preview.rows.find((r) => r.line === line)?.errors.map((e) => e.message);
    expect(errorsOf(2)).toEqual([]);
    expect(errorsOf(3)).toEqual(['validation:common.emailInvalid']);
    expect(errorsOf(4)).toEqual(['validation:common.phoneInvalid']);
    expect(errorsOf(5)).toEqual([importMessages.duplicateInFile('Email', 2)]);
    expect(errorsOf(6)).toEqual([importMessages.duplicateInRegister('Email')]);
    expect(errorsOf(7)).toEqual(['validation:common.birthDateInvalid']);
    expect(importErrorReportCsv(preview, indonesianText)).toContain('Format email tidak valid');
  });

  it('flags a registered NAP and STR, an unknown DPC and one outside the scope', async () => {
    const [member] = await db.sql<{ nap: string; str_number: string }[]>`
      select nap, str_number from public.members where nap = '327319000001'`;
    const records = [
      { fullName: 'Satu', nap: member!.nap },
      { fullName: 'Dua', strNumber: member!.str_number },
      { fullName: 'Tiga', dpcCode: '9999' },
      { fullName: 'Empat', dpcCode: '3578' },
      { fullName: 'Lima', nap: '123' },
    ];
    const { status, body } = await backend.call('POST', '/members/import/preview', {
      token: tokens.bandung,
      body: { rows: records },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const messages = (body.data as unknown as ImportPreview).rows.map((r) => r.errors.map((e) => e.message));
    expect(messages).toEqual([
      [importMessages.duplicateInRegister('NAP')],
      [importMessages.duplicateInRegister('Nomor STR')],
      [importMessages.dpcUnknown],
      [importMessages.dpcOutOfScope],
      [importMessages.napInvalid],
    ]);
  });

  it('commits nothing when any row is invalid, then all 50 rows once fixed; the export contains them', async () => {
    const before = await memberCount();
    const cells = [header, ...rows(50, 'Impor')];
    cells[10]![1] = 'salah@'; // two bad rows
    cells[20]![2] = 'abc';
    const rejected = await upload('/members/import/commit', tokens.bandung, toCsv(cells), 'anggota.csv');
    expect(rejected.status).toBe(400);
    expect(rejected.body.error?.code).toBe('IMPORT_INVALID');
    expect(await memberCount()).toBe(before);

    const fixed = [header, ...rows(50, 'Impor')];
    const xlsx = writeXlsx(fixed);
    const committed = await upload('/members/import/commit', tokens.bandung, xlsx, 'anggota.xlsx');
    expect(committed.status, JSON.stringify(committed.body)).toBe(201);
    expect(committed.body.data).toMatchObject({ imported: 50 });
    expect(await memberCount()).toBe(before + 50);
    expect(
      await memberCount(
        `m.email like 'impor.%@impor.simk.test' and o.bps_code = '3273' and m.membership_status = 'PENDING'`,
      ),
    ).toBe(50);
    const [audit] = await db.sql`select count(*)::int as n from public.audit_logs where action = 'members.import'`;
    expect(audit?.n).toBe(50);

    const { bytes } = await download(tokens.bandung, '?format=csv&search=impor%20anggota');
    const exported = parseCsv(new TextDecoder().decode(bytes)).slice(1);
    expect(exported.filter((r) => r[2]?.endsWith('@impor.simk.test'))).toHaveLength(50);

    // The same file again: every row is now a duplicate.
    const again = await upload('/members/import/commit', tokens.bandung, xlsx, 'anggota.xlsx');
    expect(again.status).toBe(400);
    expect(await memberCount()).toBe(before + 50);
  });

  it('rolls back every row when the database refuses one (all or nothing)', async () => {
    const before = await memberCount();
    // Valid for the API, refused by the table's check constraint (200 characters at most).
    const records = [
      { fullName: 'Baris Baik' },
      { fullName: 'Baris Baik Kedua' },
      { fullName: 'x'.repeat(150), city: 'y' },
    ];
    await db.sql`alter table public.members add constraint test_no_y_city check (city is distinct from 'y')`;
    try {
      const response = await backend.call('POST', '/members/import/commit', {
        token: tokens.bandung,
        body: { rows: records },
      });
      expect(response.status).toBe(400);
    } finally {
      await db.sql`alter table public.members drop constraint test_no_y_city`;
    }
    expect(await memberCount()).toBe(before);
  });

  it('reads a file with a semicolon delimiter and rejects an unreadable one', async () => {
    const csv = 'Nama Lengkap;Email\r\n"Budi; Santoso";budi.titikkoma@impor.simk.test\r\n';
    const { body } = await upload('/members/import/preview', tokens.bandung, csv, 'a.csv');
    expect((body.data as ImportPreview).rows[0]).toMatchObject({ fullName: 'Budi; Santoso', errors: [] });
    const bad = await upload('/members/import/preview', tokens.bandung, 'Foo,Bar\r\n1,2\r\n', 'a.csv');
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe(indonesianText(importMessages.missingNameColumn));
  });

  it('is refused to a member', async () => {
    const response = await backend.call('POST', '/members/import/preview', {
      token: tokens.anggota,
      body: { rows: [{ fullName: 'X' }] },
    });
    expect(response.status).toBe(403);
  });
});
