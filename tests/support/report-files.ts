// Report exports as a client gets them, read by code that shares nothing with ours: ExcelJS for
// workbooks (PDFs: tests/support/pdf-reader.ts).
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestBackend } from './backend.ts';

/** GET an export with the caller's token; it must answer 200. The response and its bytes. */
export async function downloadExport(backend: TestBackend, path: string, token: string) {
  const response = await fetch(`${backend.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Each sheet's rows as arrays of cell values (ExcelJS's, 0-based), by sheet name. */
export async function openXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  for (const sheet of workbook.worksheets) {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}
