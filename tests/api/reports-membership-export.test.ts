// GET /reports/membership/export (issue 27 §1, §5): the membership report as a file. Kota Bandung's
// officer exports the year as a workbook and as a PDF; each is opened with a reader that shares no
// code with ours (ExcelJS, PDF.js through tests/support/pdf-reader.ts) and its figures are those
// GET /reports/membership answers for the same query. A bad format or range, a member and a caller
// without a token are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  membershipReportSchema,
  type MembershipReport,
} from '../../supabase/functions/_shared/contracts/membership-report.ts';
import { XLSX_MIME_TYPE } from '../../supabase/functions/_shared/spreadsheet/xlsx.ts';
import { useBackend } from '../support/backend.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { downloadExport, openXlsx } from '../support/report-files.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
/** Today on the test clock (WIB). */
let today: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ today: string }[]>`select private.today()::text as today`;
  today = row!.today;
});

async function report(query: string): Promise<MembershipReport> {
  const response = await backend.call('GET', `/reports/membership${query}`, { token: tokens.bandung });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return membershipReportSchema.parse(response.body.data);
}

const download = (query: string) => downloadExport(backend, `/reports/membership/export${query}`, tokens.bandung);

describe('GET /reports/membership/export', () => {
  it('exports the year as a workbook with the report’s own figures and highlights, numbers as numbers', async () => {
    const query = `?period=year&date=${today}&region=jawa`;
    const shown = await report(query);
    expect(shown.cards.current.total).toBeGreaterThan(0);
    const { response, bytes } = await download(`${query}&format=xlsx`);
    expect(response.headers.get('content-type')).toBe(XLSX_MIME_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-keanggotaan-${today.slice(0, 4)}.xlsx"`,
    );
    const sheets = await openXlsx(bytes);
    expect([...sheets.keys()]).toEqual([
      'Ringkasan',
      'Angka',
      'Sebaran',
      'Jenis Keanggotaan',
      'Pertumbuhan Bulanan',
      'Sorotan',
    ]);
    const summary = new Map(sheets.get('Ringkasan')!.map(([label, value]) => [label, value]));
    expect(summary.get('Cakupan')).toBe('DPC Kota Bandung');
    expect(summary.get('Periode')).toBe(`Tahun ${today.slice(0, 4)}`);
    expect(summary.get('Wilayah')).toBe('Jawa');
    const { current, previous } = shown.cards;
    expect(sheets.get('Angka')!.slice(1, 5)).toEqual([
      ['Total anggota', current.total, previous.total],
      ['Anggota baru', current.new, previous.new],
      ['Anggota aktif', current.active, previous.active],
      ['Anggota tidak aktif', current.inactive, previous.inactive],
    ]);
    expect(sheets.get('Sebaran')!.slice(1)).toEqual(
      shown.distribution.rows.map((row) => [row.name, 'Jawa', row.total, row.active, row.new]),
    );
    expect(
      sheets
        .get('Pertumbuhan Bulanan')!
        .slice(1)
        .map((row) => row.slice(1)),
    ).toEqual(
      shown.months.map((row) => [row.joins, row.exits, row.returns, row.transfersIn, row.transfersOut, row.net]),
    );
    expect(sheets.get('Sorotan')!.slice(1).flat()).toEqual(shown.highlights.map((sentence) => sentence.message));
  });

  it('exports a date range as a PDF with its period and the chapter', async () => {
    const from = `${today.slice(0, 4)}-01-01`;
    const query = `?period=custom&from=${from}&to=${today}`;
    await report(query);
    const { response, bytes } = await download(`${query}&format=pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-keanggotaan-${from}-${today}.pdf"`,
    );
    const pdf = await readPdf(bytes);
    expect(pdf.glyphs.every((glyph) => glyph.inFont)).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.title).toMatch(/^Laporan Keanggotaan /);
    expect(text).toContain('Cakupan DPC Kota Bandung');
    expect(text).toContain('Wilayah Semua wilayah');
    expect(text).toContain('Kota Bandung');
    expect(text).toContain('Anggota Biasa');
  });

  it('refuses a bad format or range, a member and a caller without a token', async () => {
    for (const format of ['csv', '']) {
      const response = await backend.call('GET', `/reports/membership/export?format=${format}`, {
        token: tokens.bandung,
      });
      expect({ format, status: response.status }).toEqual({ format, status: 400 });
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', key: 'validation:reports.formatInvalid' });
    }
    const backwards = await backend.call(
      'GET',
      '/reports/membership/export?period=custom&from=2026-02-01&to=2026-01-01',
      {
        token: tokens.bandung,
      },
    );
    expect(backwards.status).toBe(400);
    expect((await backend.call('GET', '/reports/membership/export')).status).toBe(401);
    expect((await backend.call('GET', '/reports/membership/export?format=pdf', { token: tokens.anggota })).status).toBe(
      403,
    );
  });
});
