// GET /reports/analytics/export (issue 27 §4, §5): the trend view as a file. Kota Bandung's officer
// exports both formats; each is opened with a reader that shares no code with ours (ExcelJS for the
// workbook, PDF.js through tests/support/pdf-reader.ts) and its figures are those GET
// /reports/analytics answers for the same window. A member, a caller without a token, a bad window
// and a bad format are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Analytics, analyticsSchema } from '../../supabase/functions/_shared/contracts/analytics.ts';
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

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
});

async function analytics(query: string, token = tokens.bandung): Promise<Analytics> {
  const response = await backend.call('GET', `/reports/analytics${query}`, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return analyticsSchema.parse(response.body.data);
}

const download = (query: string, token = tokens.bandung) =>
  downloadExport(backend, `/reports/analytics/export${query}`, token);

const stem = (figures: Analytics) => `analitik-${figures.from.slice(0, 7)}-${figures.to.slice(0, 7)}`;
const day = (value: unknown) => (value as Date).toISOString().slice(0, 10);

describe('GET /reports/analytics/export', () => {
  it('exports the window as a workbook with a sheet per table, numbers as numbers, the figures of the view', async () => {
    const figures = await analytics('?months=6');
    expect(figures.collectionTotal.billed).toBeGreaterThan(0);
    const { response, bytes } = await download('?months=6&format=xlsx');
    expect(response.headers.get('content-type')).toBe(XLSX_MIME_TYPE);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${stem(figures)}.xlsx"`);

    const sheets = await openXlsx(bytes);
    expect([...sheets.keys()]).toEqual([
      'Ringkasan',
      'Anggota',
      'Penagihan',
      'Mutasi',
      'Pendaftaran',
      'Umur Tunggakan',
    ]);
    const summary = new Map(sheets.get('Ringkasan')!.map(([label, value]) => [label, value]));
    expect(summary.get('Cakupan')).toBe('DPC Kota Bandung');
    expect(summary.get('Rentang waktu')).toMatch(/^6 bulan terakhir \(1 \w+ \d{4} – \d{1,2} \w+ \d{4}\)$/);
    expect(summary.get('Anggota saat ini')).toBe(figures.members.at(-1)!.total);
    expect(summary.get('Tingkat penagihan (%)')).toBe(figures.collectionTotal.rate);
    expect(summary.get('Ditagih (Rp)')).toBe(figures.collectionTotal.billed);
    expect(summary.get('Anggota menunggak')).toBe(figures.arrears.reduce((sum, b) => sum + b.members, 0));

    const [memberHeader, ...memberRows] = sheets.get('Anggota')!;
    expect(memberHeader).toEqual(['Bulan', 'Anggota', 'Aktif', 'Bergabung', 'Keluar', 'Perubahan bersih']);
    expect(memberRows.map((row) => [day(row[0]), ...row.slice(1)])).toEqual(
      figures.members.map((m) => [m.month, m.total, m.active, m.joins, m.exits, m.net]),
    );
    const [, ...collectionRows] = sheets.get('Penagihan')!;
    expect(collectionRows).toHaveLength(7);
    // The window's collected amount is the sum of its months', and the total row says so.
    const collected = collectionRows.slice(0, 6).reduce((sum, row) => sum + (row[2] as number), 0);
    expect(collectionRows.at(-1)).toEqual([
      'Total',
      figures.collectionTotal.billed,
      collected,
      figures.collectionTotal.rate,
    ]);
    const [, ...ageRows] = sheets.get('Umur Tunggakan')!;
    expect(ageRows).toEqual(
      figures.arrears.map((b) => [
        { '1-7': '1–7 hari', '8-30': '8–30 hari', '>30': 'Lebih dari 30 hari' }[b.bucket],
        b.members,
        b.bills,
        b.amount,
      ]),
    );
  });

  it('exports the window as a PDF with the header, title, window, scope, generation time and figures', async () => {
    const figures = await analytics('?months=12');
    const { response, bytes } = await download('?format=pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${stem(figures)}.pdf"`);

    const pdf = await readPdf(bytes);
    expect(pdf.title).toMatch(/^Analitik 12 bulan terakhir \(/);
    expect(pdf.glyphs.every((glyph) => glyph.inFont)).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Persatuan Ahli Teknologi Laboratorium Medik Indonesia');
    expect(text).toContain('Rentang waktu 12 bulan terakhir');
    expect(text).toContain('Cakupan DPC Kota Bandung');
    expect(text).toMatch(/Dibuat \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(text).toContain(`Ditagih ${rupiahInFigures(figures.collectionTotal.billed)}`);
    for (const heading of ['Anggota dari Waktu ke Waktu', 'Tingkat Penagihan per Bulan', 'Umur Tunggakan']) {
      expect(text).toContain(heading);
    }
  });

  it('refuses a bad format or window, a member and a caller without a token', async () => {
    for (const format of ['csv', 'docx', '']) {
      const response = await backend.call('GET', `/reports/analytics/export?format=${format}`, {
        token: tokens.bandung,
      });
      expect({ format, status: response.status }).toEqual({ format, status: 400 });
      expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', key: 'validation:reports.formatInvalid' });
    }
    const window = await backend.call('GET', '/reports/analytics/export?months=7', { token: tokens.bandung });
    expect(window.status).toBe(400);
    expect(window.body.error).toMatchObject({ key: 'validation:reports.analyticsMonthsInvalid' });
    expect((await backend.call('GET', '/reports/analytics/export')).status).toBe(401);
    expect((await backend.call('GET', '/reports/analytics/export?format=pdf', { token: tokens.anggota })).status).toBe(
      403,
    );
  });
});
