// The member export opened as a person opens it: the XLSX with ExcelJS and the CSV with csv-parse,
// two readers that share no code with ours (decision 0021). Then each file goes back through the
// import, which must take it as it is.
import { parse as parseCsvFile } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDate } from '../../supabase/functions/_shared/calendar.ts';
import { memberSheetColumns } from '../../supabase/functions/_shared/contracts/member-import.ts';
import { memberLabels } from '../../supabase/functions/_shared/contracts/member-labels.ts';
import { toE164 } from '../../supabase/functions/_shared/phone.ts';
import { couldStartFormula } from '../../supabase/functions/_shared/spreadsheet/csv.ts';
import { expectEvery } from '../support/assertions.ts';
import { useBackend } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;

/** A member whose name a spreadsheet would run as a formula, with a type, a phone and a SIP date. */
const formulaName = '=HYPERLINK("http://contoh.test/ekspor","Klik Ekspor Uji")';
const formulaMember = {
  fullName: formulaName,
  email: 'formula.ekspor@ekspor.simk.test',
  phone: '0812 3456 7001',
  membershipType: 'LUAR_BIASA',
  position: '-',
  workplace: '+RS Uji Ekspor',
  sipNumber: 'SIP/EKS/001',
  sipExpiryDate: '2027-03-31',
};

/** An active member of the seed with a NAP, a phone and both membership dates. */
let seeded: {
  nap: string;
  full_name: string;
  phone: string;
  membership_type: 'BIASA' | 'LUAR_BIASA' | 'KEHORMATAN';
  join_date: string;
  expiry_date: string;
};

async function download(query: string) {
  const response = await fetch(`${backend.api}/members/export${query}`, {
    headers: { authorization: `Bearer ${tokens.bandung}` },
  });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function openXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row, number) => number > 1 && rows.push(row));
  /** The cell of `row` under the header `header`. */
  const cell = (row: ExcelJS.Row, header: string) => row.getCell(headers.indexOf(header) + 1);
  return { headers, rows, cell };
}

function openCsv(bytes: Buffer) {
  const [headers, ...rows] = parseCsvFile(bytes, { bom: true }) as string[][];
  const value = (row: string[], header: string) => row[headers!.indexOf(header)]!;
  return { headers: headers!, rows, value };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const dotted = (nap: string) => `${nap.slice(0, 4)}.${nap.slice(4, 6)}.${nap.slice(6)}`;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const created = await backend.call('POST', '/members', { token: tokens.bandung, body: formulaMember });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const [active] = await db.sql<(typeof seeded)[]>`
    select m.nap, m.full_name, m.phone, m.membership_type, m.join_date::text, m.expiry_date::text
    from public.members m join public.organizations o on o.id = m.organization_id
    where o.bps_code = '3273' and m.membership_status = 'ACTIVE' and m.nap is not null
      and m.phone like '+628%' and m.join_date is not null and m.expiry_date is not null
    order by m.nap limit 1`;
  expect(active).toBeDefined();
  seeded = active!;
});

describe('the XLSX export, opened with ExcelJS', () => {
  it('has date cells, number cells, labels, the dotted NAP and no formula', async () => {
    const { response, bytes } = await download('?format=xlsx');
    const { headers, rows, cell } = await openXlsx(bytes);
    expect(headers).toEqual(memberSheetColumns.map((column) => column.header.id));
    expect(rows).toHaveLength(Number(response.headers.get('x-total-count')));

    const member = rows.find((row) => cell(row, 'NAP').value === dotted(seeded.nap));
    expect(member, 'the seeded member, by its dotted NAP').toBeDefined();
    expect(cell(member!, 'NAP').type).toBe(ExcelJS.ValueType.String);
    expect(cell(member!, 'Nama Lengkap').value).toBe(seeded.full_name);
    for (const [header, expected] of [
      ['Tanggal Bergabung', seeded.join_date],
      ['Tanggal Kedaluwarsa', seeded.expiry_date],
    ] as const) {
      const date = cell(member!, header);
      expect(date.type, header).toBe(ExcelJS.ValueType.Date);
      expect(isoDate(date.value as Date), header).toBe(expected);
      expect(date.numFmt, header).toBe('dd/mm/yyyy');
    }
    expect(cell(member!, 'Kode DPC').type).toBe(ExcelJS.ValueType.Number);
    expect(cell(member!, 'Kode DPC').value).toBe(3273);
    expect(cell(member!, 'Status').value).toBe('Aktif');
    expect(cell(member!, 'Jenis Keanggotaan').value).toBe(memberLabels.id.type[seeded.membership_type]);
    // Text stays text: the phone keeps its leading zero and reads back as the stored number.
    const phone = cell(member!, 'Telepon');
    expect(phone.type).toBe(ExcelJS.ValueType.String);
    expect(phone.value).toMatch(/^0\d{3}-\d{3,4}-\d{3,5}$/);
    expect(toE164(phone.value as string)).toBe(seeded.phone);

    const statuses = new Set(rows.map((row) => cell(row, 'Status').value));
    expect([...statuses].every((status) => Object.values(memberLabels.id.status).includes(status as string))).toBe(
      true,
    );
    expect(statuses.has('ACTIVE')).toBe(false);

    const formula = rows.find((row) => cell(row, 'Email').value === formulaMember.email);
    const name = cell(formula!, 'Nama Lengkap');
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(formulaName);
    expect(name.formula).toBeUndefined();
    expect(cell(formula!, 'Jenis Keanggotaan').value).toBe('Anggota Luar Biasa');
    expect(cell(formula!, 'Status').value).toBe('Menunggu');
    expect(cell(formula!, 'NAP').value).toBeNull();
    expect(cell(formula!, 'Masa Berlaku SIP').type).toBe(ExcelJS.ValueType.Date);
    expect(isoDate(cell(formula!, 'Masa Berlaku SIP').value as Date)).toBe('2027-03-31');
    // Not one formula anywhere in the sheet.
    expectEvery(rows, (row) => {
      let formulas = 0;
      row.eachCell((c) => (formulas += c.type === ExcelJS.ValueType.Formula ? 1 : 0));
      return formulas === 0;
    });
  });

  it('speaks English when asked (?lang=en)', async () => {
    const { bytes } = await download('?format=xlsx&lang=en');
    const { headers, rows, cell } = await openXlsx(bytes);
    expect(headers).toEqual(memberSheetColumns.map((column) => column.header.en));
    const member = rows.find((row) => cell(row, 'NAP').value === dotted(seeded.nap));
    expect(cell(member!, 'Status').value).toBe('Active');
    expect(cell(member!, 'Membership type').value).toBe(memberLabels.en.type[seeded.membership_type]);
    const formula = rows.find((row) => cell(row, 'Email').value === formulaMember.email);
    expect(cell(formula!, 'Membership type').value).toBe('Associate Member');
  });

  it('is named after the date in Asia/Jakarta', async () => {
    const before = calendarDate(new Date()).replace(/-/g, '');
    const { response } = await download('?format=xlsx');
    const after = calendarDate(new Date()).replace(/-/g, '');
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    expect([`anggota-simk-${before}.xlsx`, `anggota-simk-${after}.xlsx`]).toContain(name);
  });
});

describe('the CSV export, opened with csv-parse', () => {
  it('guards only free text: phones, NAPs and dates are written so that they cannot be formulas', async () => {
    const { response, bytes } = await download('?format=csv');
    const { headers, rows, value } = openCsv(bytes);
    expect(headers).toEqual(memberSheetColumns.map((column) => column.header.id));
    expect(rows).toHaveLength(Number(response.headers.get('x-total-count')));

    const member = rows.find((row) => value(row, 'NAP') === dotted(seeded.nap))!;
    expect(value(member, 'Status')).toBe('Aktif');
    expect(value(member, 'Jenis Keanggotaan')).toBe(memberLabels.id.type[seeded.membership_type]);
    expect(value(member, 'Tanggal Bergabung')).toBe(seeded.join_date);
    expect(value(member, 'Kode DPC')).toBe('3273');
    expect(toE164(value(member, 'Telepon'))).toBe(seeded.phone);

    // No apostrophe on a phone, and no phone, NAP, date or code a spreadsheet could run.
    const phones = rows.map((row) => value(row, 'Telepon')).filter(Boolean);
    expectEvery(phones, (phone) => /^0\d{3}-\d{3,4}-\d{3,5}$/.test(phone), 'phones in national form');
    for (const header of ['NAP', 'Telepon', 'Tanggal Bergabung', 'Tanggal Kedaluwarsa', 'Kode DPC', 'Status']) {
      expectEvery(rows, (row) => !couldStartFormula(value(row, header)) && !value(row, header).startsWith("'"), header);
    }

    // Free text that could start a formula is guarded; a lone "-" cannot, and is not.
    const formula = rows.find((row) => value(row, 'Email') === formulaMember.email)!;
    expect(value(formula, 'Nama Lengkap')).toBe(`'${formulaName}`);
    expect(value(formula, 'Tempat Kerja')).toBe(`'${formulaMember.workplace}`);
    expect(value(formula, 'Jabatan')).toBe('-');
    expect(value(formula, 'Masa Berlaku SIP')).toBe('2027-03-31');
    expect(value(formula, 'Jenis Keanggotaan')).toBe('Anggota Luar Biasa');
  });

  it('is named after the date in Asia/Jakarta', async () => {
    const before = calendarDate(new Date()).replace(/-/g, '');
    const { response } = await download('?format=csv&lang=en');
    const after = calendarDate(new Date()).replace(/-/g, '');
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    expect([`anggota-simk-${before}.csv`, `anggota-simk-${after}.csv`]).toContain(name);
  });
});

describe('an exported file imports again', () => {
  async function roundTrip(query: string, fileName: string) {
    const { bytes } = await download(`${query}&search=${encodeURIComponent('Klik Ekspor Uji')}`);
    const [before] = await db.sql`
      select full_name, email, phone, membership_type::text, position, workplace, sip_number,
             sip_expiry_date::text, organization_id
      from public.members where email = ${formulaMember.email}`;
    expect(before).toBeDefined();
    await db.sql`delete from public.members where email = ${formulaMember.email}`;

    const form = new FormData();
    form.set('file', new Blob([bytes]), fileName);
    const response = await fetch(`${backend.api}/members/import/commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.bandung}` },
      body: form,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as { data: { imported: number } }).data.imported).toBe(1);
    const [after] = await db.sql`
      select full_name, email, phone, membership_type::text, position, workplace, sip_number,
             sip_expiry_date::text, organization_id
      from public.members where email = ${formulaMember.email}`;
    expect(after).toEqual(before);
  }

  it('as XLSX in English: the same member comes back, field for field', async () => {
    await roundTrip('?format=xlsx&lang=en', 'members.xlsx');
  });

  it('as CSV in Indonesian: the same member comes back, field for field', async () => {
    await roundTrip('?format=csv&lang=id', 'anggota.csv');
  });
});
