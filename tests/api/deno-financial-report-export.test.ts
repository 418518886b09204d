// The financial report's files built under Deno (the Edge Functions runtime) with the npm: imports
// of deno.json, then read back in Node with readers that share no code with ours: the workbook's
// four sheets with numbers as numbers (ExcelJS), the PDF's text and font (PDF.js). Deno's time zone
// data prints the WIB generation time.
import ExcelJS from 'exceljs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { denoEval } from '../support/deno/eval.ts';
import { sampleFinancialReport as report } from '../support/financial-report-sample.ts';
import { readPdf } from '../support/pdf-reader.ts';

describe('financial report exports under Deno', () => {
  it('builds the XLSX workbook and the PDF', async () => {
    const module = path.join(rootDir, 'supabase', 'functions', 'api', 'exports', 'financial-report-export.ts');
    const script = `
      import { financialReportFileResponse } from '${module}';
      const file = { report: ${JSON.stringify(report)}, scope: 'DPW Jawa Barat', generatedAt: new Date('2026-11-28T04:05:00Z') };
      const base64 = async (response) => {
        let binary = '';
        for (const byte of new Uint8Array(await response.arrayBuffer())) binary += String.fromCharCode(byte);
        return btoa(binary);
      };
      const xlsx = await financialReportFileResponse('xlsx', file);
      const pdf = await financialReportFileResponse('pdf', file);
      console.log(JSON.stringify({
        runtime: typeof Deno,
        names: [xlsx.headers.get('content-disposition'), pdf.headers.get('content-disposition')],
        xlsx: await base64(xlsx),
        pdf: await base64(pdf),
      }));
    `;
    const result = await denoEval<{ runtime: string; names: string[]; xlsx: string; pdf: string }>(script);
    expect(result.runtime).toBe('object');
    expect(result.names).toEqual([
      'attachment; filename="laporan-keuangan-2026-q4.xlsx"',
      'attachment; filename="laporan-keuangan-2026-q4.pdf"',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(result.xlsx, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Ringkasan',
      'Bulanan',
      'Metode',
      'Kategori',
      'Tunggakan',
    ]);
    const months = workbook.getWorksheet('Bulanan')!;
    expect((months.getRow(5).values as unknown[]).slice(1)).toEqual(['Total', 1_250_000, 10]);
    const methods = workbook.getWorksheet('Metode')!;
    expect((methods.getRow(2).values as unknown[]).slice(1)).toEqual(['QRIS', 1_000_000, 8, 80]);

    const pdf = await readPdf(new Uint8Array(Buffer.from(result.pdf, 'base64')));
    expect(pdf.title).toBe('Laporan Keuangan Kuartal IV 2026 (Oktober – Desember)');
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Dibuat 28 November 2026 11.05 WIB');
    expect(text).toContain('Cakupan DPW Jawa Barat');
    expect(text).toContain('naik 12,5% dibanding periode sebelumnya (Rp1.111.111)');
  }, 120_000);
});
