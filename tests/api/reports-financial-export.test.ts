// GET /reports/financial/export (issue 27 §5): the financial report as a file. Kota Bandung's
// officer exports both formats; each is opened with a reader that shares no code with ours
// (ExcelJS for the workbook, PDF.js through tests/support/pdf-reader.ts) and its figures are
// those GET /reports/financial answers for the same period. A member, a caller without a token
// and a bad format are refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodLabels } from '../../supabase/functions/_shared/contracts/payment-labels.ts';
import { financialReportSchema, type FinancialReport } from '../../supabase/functions/_shared/contracts/reports.ts';
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
/** Today in WIB as the database counts it, and the same day a year before (a year the seed fills). */
let today: string;
let yearBefore: string;

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  const [row] = await db.sql<{ today: string; before: string }[]>`
    select private.today()::text as today, (private.today() - interval '1 year')::date::text as before`;
  today = row!.today;
  yearBefore = row!.before;
});

async function report(query: string): Promise<FinancialReport> {
  const response = await backend.call('GET', `/reports/financial${query}`, { token: tokens.bandung });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return financialReportSchema.parse(response.body.data);
}

const download = (query: string, token = tokens.bandung) =>
  downloadExport(backend, `/reports/financial/export${query}`, token);

const quarterOf = (date: string) => Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;

describe('GET /reports/financial/export', () => {
  it('exports a year as a workbook with a sheet per table, numbers as numbers, the totals of the report', async () => {
    const query = `?period=year&date=${yearBefore}`;
    const figures = await report(query);
    // Not a comparison of nothing with nothing.
    expect(figures.revenue.current.amount).toBeGreaterThan(0);
    const { response, bytes } = await download(`${query}&format=xlsx`);
    expect(response.headers.get('content-type')).toBe(XLSX_MIME_TYPE);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-keuangan-${yearBefore.slice(0, 4)}.xlsx"`,
    );

    const sheets = await openXlsx(bytes);
    expect([...sheets.keys()]).toEqual(['Ringkasan', 'Bulanan', 'Metode', 'Kategori', 'Tunggakan']);
    const summary = new Map(sheets.get('Ringkasan')!.map(([label, value]) => [label, value]));
    expect(summary.get('Cakupan')).toBe('DPC Kota Bandung');
    expect(summary.get('Pendapatan periode ini (Rp)')).toBe(figures.revenue.current.amount);
    expect(summary.get('Pendapatan periode sebelumnya (Rp)')).toBe(figures.revenue.previous.amount);
    expect(summary.get('Pendapatan periode yang sama tahun lalu (Rp)')).toBe(figures.revenue.lastYear.amount);
    expect(summary.get('Tagihan jatuh tempo periode ini (Rp)')).toBe(figures.collection.current.billed);
    expect(summary.get('Tunggakan (Rp)')).toBe(figures.arrears.amount);
    expect(summary.get('Anggota menunggak')).toBe(figures.arrears.members);
    // A rate is a number (percent); a period without bills due has none.
    expect(summary.get('Tingkat penagihan periode ini (%)')).toBe(figures.collection.current.rate ?? undefined);

    const [monthsHeader, ...monthRows] = sheets.get('Bulanan')!;
    expect(monthsHeader).toEqual(['Bulan', 'Pendapatan (Rp)', 'Pembayaran']);
    expect(monthRows).toHaveLength(13); // twelve months and the total
    expect(monthRows.at(-1)).toEqual(['Total', figures.revenue.current.amount, figures.revenue.current.payments]);
    expect(monthRows.slice(0, 12).map((row) => row[1])).toEqual(figures.months.map((row) => row.amount));
    expect(monthRows.slice(0, 12).reduce((sum, row) => sum + (row[1] as number), 0)).toBe(
      figures.revenue.current.amount,
    );

    const [, ...methodRows] = sheets.get('Metode')!;
    expect(methodRows.slice(0, -1).map((row) => [row[0], row[1], row[2]])).toEqual(
      figures.methods.map((row) => [paymentMethodLabels[row.method], row.amount, row.payments]),
    );
    const [categoriesHeader, ...categoryRows] = sheets.get('Kategori')!;
    expect(categoriesHeader).toEqual(['Kategori Iuran', 'Pendapatan (Rp)', 'Tagihan terbayar', 'Porsi (%)']);
    expect(figures.categories.length).toBeGreaterThan(0);
    expect(categoryRows).toEqual(figures.categories.map((row) => [row.name, row.amount, row.bills, row.share]));
    const [, ...chapterRows] = sheets.get('Tunggakan')!;
    expect(chapterRows.at(-1)).toEqual([
      'Total',
      undefined,
      figures.arrears.amount,
      figures.arrears.bills,
      figures.arrears.members,
    ]);
    expect(chapterRows.slice(0, -1).map((row) => row[0])).toEqual(figures.arrearsByChapter.map((row) => row.name));
  });

  it('names a quarter’s file after it, with a row per month', async () => {
    const { response, bytes } = await download(`?period=quarter&date=${today}&format=xlsx`);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="laporan-keuangan-${today.slice(0, 4)}-q${quarterOf(today)}.xlsx"`,
    );
    const [, ...monthRows] = (await openXlsx(bytes)).get('Bulanan')!;
    expect(monthRows).toHaveLength(4); // three months and the total
  });

  it('names the scope: the caller’s highest chapters with reports.view', async () => {
    const scopes: Record<string, unknown> = {};
    for (const [name, token] of [
      ['dpw', tokens.dpw],
      ['superadmin', tokens.superadmin],
    ] as const) {
      const { bytes } = await download('?format=xlsx', token);
      const summary = new Map((await openXlsx(bytes)).get('Ringkasan')!.map(([label, value]) => [label, value]));
      scopes[name] = summary.get('Cakupan');
    }
    expect(scopes).toEqual({ dpw: 'DPW Jawa Barat', superadmin: 'DPP Dewan Pengurus Pusat' });
  });

  it('exports the year as a PDF with the title, period, scope, generation time, figures and analysis', async () => {
    const year = yearBefore.slice(0, 4);
    const figures = await report(`?period=year&date=${yearBefore}`);
    expect(figures.revenue.current.amount).toBeGreaterThan(0);
    const { response, bytes } = await download(`?period=year&date=${yearBefore}&format=pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="laporan-keuangan-${year}.pdf"`);

    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe(`Laporan Keuangan Tahun ${year}`);
    expect(pdf.glyphs.every((glyph) => glyph.inFont)).toBe(true);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Persatuan Ahli Teknologi Laboratorium Medik Indonesia');
    expect(text).toContain('Laporan Keuangan');
    expect(text).toContain(`Periode Tahun ${year}`);
    expect(text).toContain('Cakupan DPC Kota Bandung');
    expect(text).toMatch(/Dibuat \d{1,2} \w+ \d{4} \d{2}\.\d{2} WIB/);
    expect(text).toContain(`Total pendapatan ${rupiahInFigures(figures.revenue.current.amount)}`);
    expect(text).toContain(`Pendapatan periode ini ${rupiahInFigures(figures.revenue.current.amount)}`);
    for (const month of ['Januari', 'Desember']) expect(text).toContain(`${month} ${year}`);
    expect(text).toContain('Pendapatan per Kategori Iuran');
    const [largest] = figures.categories;
    expect(text).toContain(`${largest!.name} ${rupiahInFigures(largest!.amount)}`);
  });

  it('refuses a bad format, a member and a caller without a token', async () => {
    for (const format of ['csv', 'docx', '']) {
      const response = await backend.call('GET', `/reports/financial/export?format=${format}`, {
        token: tokens.bandung,
      });
      expect({ format, status: response.status }).toEqual({ format, status: 400 });
      expect(response.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        key: 'validation:reports.formatInvalid',
        message: 'Format ekspor laporan harus xlsx atau pdf.',
      });
    }
    expect((await backend.call('GET', '/reports/financial/export')).status).toBe(401);
    expect((await backend.call('GET', '/reports/financial/export?format=pdf', { token: tokens.anggota })).status).toBe(
      403,
    );
  });
});
