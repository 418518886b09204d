// The spreadsheet code the export and import use, run under Deno (the Edge Functions runtime) with
// the npm: imports of deno.json: a streamed XLSX is read back, and CSV round-trips. Deno's time zone
// data gives the export's file name its Asia/Jakarta date.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../local/config.ts';
import { denoEval } from '../support/deno/eval.ts';

describe('spreadsheets under Deno', () => {
  it('streams an XLSX workbook and reads it back; parses CSV; refuses files past the bounds', async () => {
    const shared = path.join(rootDir, 'supabase', 'functions', '_shared', 'spreadsheet');
    const script = `
      import { createXlsxWriter, readXlsx } from '${path.join(shared, 'xlsx.ts')}';
      import { csvLine, parseCsv } from '${path.join(shared, 'csv.ts')}';
      import { SheetLimitError } from '${path.join(shared, 'limits.ts')}';
      import { calendarDate } from '${path.join(shared, '..', 'calendar.ts')}';
      import { zipSync, strToU8 } from 'fflate';
      const chunks = [];
      const writer = createXlsxWriter((chunk) => chunks.push(chunk), { sheetName: 'Anggota' });
      writer.addRow(['NAP', 'Nama Lengkap', 'Telepon'], { header: true });
      for (let i = 0; i < 5000; i++) writer.addRow([String(327319000000 + i), 'Sîti "Ñ" <' + i + '>', '+62812' + i]);
      writer.addRow([{ date: '2026-11-24' }, 3273, '=1+1']);
      writer.end();
      const bytes = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const c of chunks) { bytes.set(c, offset); offset += c.length; }
      const rows = readXlsx(bytes);
      const csv = parseCsv(csvLine(['a;b', '=1+1', 'x"y']));
      const refusal = (read) => { try { read(); return 'read'; } catch (e) { return e instanceof SheetLimitError ? e.limit : String(e); } };
      const columnBomb = zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet><sheetData><row r="2"><c r="ZZZZZZ2" t="inlineStr"><is><t>x</t></is></c></row></sheetData></worksheet>') });
      const sizeBomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1024 * 1024) });
      const limits = [
        refusal(() => readXlsx(columnBomb)),
        refusal(() => readXlsx(sizeBomb)),
        refusal(() => readXlsx(bytes, { sheet: { maxRows: 10 } })),
        refusal(() => parseCsv('a\\n'.repeat(20), { maxRows: 10 })),
      ];
      const jakarta = calendarDate(new Date('2026-11-23T18:30:00Z'));
      console.log(JSON.stringify({ chunks: chunks.length, rows: rows.length, last: rows[5000], typed: rows[5001], csv, limits, jakarta }));
    `;
    const result = await denoEval<{
      chunks: number;
      rows: number;
      last: string[];
      csv: string[][];
      limits: string[];
      typed: string[];
      jakarta: string;
    }>(script);
    expect(result.chunks).toBeGreaterThan(1); // written as it goes, not at the end
    expect(result.rows).toBe(5002);
    expect(result.last).toEqual(['327319004999', 'Sîti "Ñ" <4999>', '+628124999']);
    // A date cell holds its serial day number (46350 is 2026-11-24), a number its digits, text stays text.
    expect(result.typed).toEqual(['46350', '3273', '=1+1']);
    expect(result.jakarta).toBe('2026-11-24');
    expect(result.csv).toEqual([['a;b', "'=1+1", 'x"y']]);
    // The bounds hold on Deno too: a column bomb, a size bomb, and the row limit of XLSX and CSV.
    expect(result.limits).toEqual(['tooManyColumns', 'tooLarge', 'tooManyRows', 'tooManyRows']);
  }, 120_000);
});
