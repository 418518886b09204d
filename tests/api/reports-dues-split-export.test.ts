// GET /reports/dues-split/export (issue 27 §3, §5): the dues split report as a file. Kota Bandung's
// officer exports both formats for a year the seed fills; each is opened with a reader that shares
// no code with ours (ExcelJS for the workbook, PDF.js through tests/support/pdf-reader.ts) and its
// figures are those GET /reports/dues-split answers for the same period. The national officer's
// workbook has a row per DPC. A member, a caller without a token and a bad format are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  duesSplitReportSchema,
  type DuesSplitReport,
} from '../../supabase/functions/_shared/contracts/dues-split-report.ts';
import { rupiahInFigures } from '../../supabase/functions/_shared/money/amount-in-figures.ts';
import { XLSX_MIME_TYPE } from '../../supabase/functions/_shared/spreadsheet/xlsx.ts';
import { useBackend } from '../support/backend.ts';
import { readPdf } from '../support/pdf-reader.ts';
import { downloadExport, openXlsx } from '../support/report-files.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
/** The same day a year before today (WIB, the test clock): a year the seed's payments fill. */
let yearBefore: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ before: string }[]>`
    select (private.today() - interval '1 year')::date::text as before`;
  yearBefore = row!.before;
});

async function report(query: string, token = tokens.bandung): Promise<DuesSplitReport> {
  const response = await backend.call('GET', `/reports/dues-split${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return duesSplitReportSchema.parse(response.body.data);
}

const download = (query: string, token = tokens.bandung) =>
  downloadExport(backend, `/reports/dues-split/export${query}`, token);

const figures = ({ payments, amount, dpp, dpw, dpc }: DuesSplitReport['totals']) => [payments, amount, dpp, dpw, dpc];

describe('GET /reports/dues-split/export', () => {
  it('exports a year as a workbook with a sheet per table, numbers as numbers, the shares of the report', async () => {
    const query = `?period=year&date=${yearBefore}`;
    const split = await report(query);
    expect(split.totals.amount).toBeGreaterThan(0);
    const { response, bytes } = await download(`${query}&format=xlsx`);
    expect(response.headers.get('content-type')).toBe(XLSX_MIME_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-pembagian-iuran-${yearBefore.slice(0, 4)}.xlsx"`,
    );

    const sheets = await openXlsx(bytes);
    expect([...sheets.keys()]).toEqual(['Ringkasan', 'Per Tingkat', 'Per DPW', 'Per DPC']);
    const summary = new Map(sheets.get('Ringkasan')!.map(([label, value]) => [label, value]));
    expect(summary.get('Cakupan')).toBe('DPC Kota Bandung');
    expect(summary.get('Periode')).toBe(`Tahun ${yearBefore.slice(0, 4)}`);
    expect(summary.get('Total pembayaran (Rp)')).toBe(split.totals.amount);
    expect(summary.get('Total bagian (Rp)')).toBe(split.totals.amount);
    expect(summary.get('Cocok dengan pembayaran')).toBe('Ya');
    expect(summary.has(`Total bagian sama dengan total pembayaran: ${rupiahInFigures(split.totals.amount)}`)).toBe(
      true,
    );

    const [levelHeader, ...levelRows] = sheets.get('Per Tingkat')!;
    expect(levelHeader).toEqual(['Tingkat', 'Bagian (Rp)', 'Porsi (%)']);
    expect(levelRows.map((row) => row[1])).toEqual([
      split.totals.dpp,
      split.totals.dpw,
      split.totals.dpc,
      split.totals.amount,
    ]);
    expect(levelRows.slice(0, 3).every((row) => typeof row[2] === 'number')).toBe(true);

    const [provinceHeader, ...provinceRows] = sheets.get('Per DPW')!;
    expect(provinceHeader).toEqual([
      'DPW',
      'Pembayaran',
      'Total pembayaran (Rp)',
      'Bagian DPP (Rp)',
      'Bagian DPW (Rp)',
      'Bagian DPC (Rp)',
    ]);
    expect(provinceRows).toEqual([
      ['Jawa Barat', ...figures(split.provinces[0]!)],
      ['Total', ...figures(split.totals)],
    ]);
    const [, ...chapterRows] = sheets.get('Per DPC')!;
    expect(chapterRows).toEqual([
      ['Kota Bandung', 'Jawa Barat', ...figures(split.chapters[0]!)],
      ['Total', undefined, ...figures(split.totals)],
    ]);
  });

  it('gives the national officer a row per DPC, summing to the total, under the DPP’s name', async () => {
    const query = `?period=year&date=${yearBefore}`;
    const split = await report(query, tokens.superadmin);
    const sheets = await openXlsx((await download(`${query}&format=xlsx`, tokens.superadmin)).bytes);
    const summary = new Map(sheets.get('Ringkasan')!.map(([label, value]) => [label, value]));
    expect(summary.get('Cakupan')).toBe('DPP Dewan Pengurus Pusat');
    const [, ...chapterRows] = sheets.get('Per DPC')!;
    expect(chapterRows).toHaveLength(split.chapters.length + 1);
    expect(chapterRows.slice(0, -1).reduce((sum, row) => sum + (row[3] as number), 0)).toBe(split.totals.amount);
    expect(chapterRows.at(-1)).toEqual(['Total', undefined, ...figures(split.totals)]);
  });

  it('exports the year as a PDF with the header, title, period, scope, generation time and shares', async () => {
    const year = yearBefore.slice(0, 4);
    const split = await report(`?period=year&date=${yearBefore}`);
    const { response, bytes } = await download(`?period=year&date=${yearBefore}&format=pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-pembagian-iuran-${year}.pdf"`,
    );

    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(`Laporan Pembagian Iuran Tahun ${year}`);
    expect(pdf.glyphs.every((glyph) => glyph.inFont)).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Persatuan Ahli Teknologi Laboratorium Medik Indonesia');
    expect(text).toContain(`Periode Tahun ${year}`);
    expect(text).toContain('Cakupan DPC Kota Bandung');
    expect(text).toMatch(/Dibuat \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(text).toContain(`Total bagian sama dengan total pembayaran: ${rupiahInFigures(split.totals.amount)}`);
    expect(text).toContain(`DPP (pusat) ${rupiahInFigures(split.totals.dpp)}`);
    expect(text).toContain(`Kota Bandung (Jawa Barat)`);
  });

  it('refuses a bad format, a member and a caller without a token', async () => {
    for (const format of ['csv', 'docx', '']) {
      const response = await backend.call('GET', `/reports/dues-split/export?format=${format}`, {
        token: tokens.bandung,
      });
      expect({ format, status: response.status }).toEqual({ format, status: 400 });
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', key: 'validation:reports.formatInvalid' });
    }
    expect((await backend.call('GET', '/reports/dues-split/export')).status).toBe(401);
    expect((await backend.call('GET', '/reports/dues-split/export?format=pdf', { token: tokens.anggota })).status).toBe(
      403,
    );
  });
});
