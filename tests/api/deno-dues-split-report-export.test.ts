// The dues split report's files built under Deno (the Edge Functions runtime) with the npm: imports
// of deno.json, then read back in Node with readers that share no code with ours: the workbook's
// four sheets with numbers as numbers (ExcelJS), the PDF's text and font (PDF.js).
import ExcelJS from 'exceljs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import type { DuesSplitReport } from '../../supabase/functions/_shared/contracts/dues-split-report.ts';
import { denoEval } from '../support/deno/eval.ts';
import { readPdf } from '../support/pdf-reader.ts';

const JABAR = '00000000-0000-4000-8000-000000000032';
const report: DuesSplitReport = {
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-30' },
  totals: { payments: 10, amount: 1_500_000, dpp: 300_000, dpw: 450_000, dpc: 750_000 },
  provinces: [
    {
      organizationId: JABAR,
      name: 'Jawa Barat',
      payments: 10,
      amount: 1_500_000,
      dpp: 300_000,
      dpw: 450_000,
      dpc: 750_000,
    },
  ],
  chapters: [
    {
      organizationId: '00000000-0000-4000-8000-000000003273',
      name: 'Kota Bandung',
      provinceId: JABAR,
      provinceName: 'Jawa Barat',
      payments: 10,
      amount: 1_500_000,
      dpp: 300_000,
      dpw: 450_000,
      dpc: 750_000,
    },
  ],
  reconciliation: { payments: 1_500_000, shares: 1_500_000, balanced: true },
  asOf: '2026-11-28T04:00:00.000+00:00',
};

describe('dues split report exports under Deno', () => {
  it('builds the XLSX workbook and the PDF', async () => {
    const module = path.join(rootDir, 'supabase', 'functions', 'api', 'exports', 'dues-split-report-export.ts');
    const script = `
      import { duesSplitReportFileResponse } from '${module}';
      const file = { report: ${JSON.stringify(report)}, scope: 'DPW Jawa Barat', generatedAt: new Date('2026-11-28T04:05:00Z') };
      const base64 = async (response) => {
        let binary = '';
        for (const byte of new Uint8Array(await response.arrayBuffer())) binary += String.fromCharCode(byte);
        return btoa(binary);
      };
      const xlsx = await duesSplitReportFileResponse('xlsx', file);
      const pdf = await duesSplitReportFileResponse('pdf', file);
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
      'attachment; filename="laporan-pembagian-iuran-2026-11.xlsx"',
      'attachment; filename="laporan-pembagian-iuran-2026-11.pdf"',
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(result.xlsx, 'base64') as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Ringkasan', 'Per Tingkat', 'Per DPW', 'Per DPC']);
    const levels = workbook.getWorksheet('Per Tingkat')!;
    expect((levels.getRow(2).values as unknown[]).slice(1)).toEqual(['DPP (pusat)', 300_000, 20]);
    const chapters = workbook.getWorksheet('Per DPC')!;
    expect((chapters.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Kota Bandung',
      'Jawa Barat',
      10,
      1_500_000,
      300_000,
      450_000,
      750_000,
    ]);

    const pdf = await readPdf(new Uint8Array(Buffer.from(result.pdf, 'base64')));
    expect(pdf.title).toBe('Laporan Pembagian Iuran November 2026');
    expect(pdf.glyphs.filter((glyph) => !glyph.inFont)).toEqual([]);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Dibuat 28 November 2026 11.05 WIB');
    expect(text).toContain('Cakupan DPW Jawa Barat');
    expect(text).toContain('Total bagian sama dengan total pembayaran: Rp1.500.000');
  }, 120_000);
});
