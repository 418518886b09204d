import { calendarDate } from '../../_shared/calendar.ts';
import { type TransferHistoryItem, transferStatusLabels } from '../../_shared/contracts/transfers.ts';
import { formatNap } from '../../_shared/identifiers.ts';
import type { XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';
import { spreadsheetResponse, type SpreadsheetFormat } from './spreadsheet-response.ts';

/** The transfer history as a spreadsheet, in the screen's words (dates in WIB, statuses in Indonesian). */

const dateCell = (value: string | null): XlsxCell => (value ? { date: calendarDate(new Date(value)) } : null);

const columns: { header: string; width: number; cell: (row: TransferHistoryItem) => XlsxCell }[] = [
  { header: 'Nama', width: 30, cell: (row) => row.memberName },
  { header: 'NAP', width: 16, cell: (row) => (row.memberNAP ? formatNap(row.memberNAP) : null) },
  { header: 'DPC Asal', width: 24, cell: (row) => row.fromLocation },
  { header: 'DPC Tujuan', width: 24, cell: (row) => row.toLocation },
  { header: 'Tanggal Permohonan', width: 14, cell: (row) => dateCell(row.requestDate) },
  { header: 'Tanggal Selesai', width: 14, cell: (row) => dateCell(row.completedDate) },
  { header: 'Status', width: 12, cell: (row) => transferStatusLabels[row.status] },
  { header: 'Diproses Oleh', width: 28, cell: (row) => row.processedBy },
  { header: 'Catatan', width: 40, cell: (row) => row.notes },
];

/** `riwayat-mutasi-20261125.xlsx`: the date is today's in Asia/Jakarta. */
export function transferHistoryFileName(format: SpreadsheetFormat, now: Date = new Date()): string {
  return `riwayat-mutasi-${calendarDate(now).replace(/-/g, '')}.${format}`;
}

export function transferHistoryExportResponse(options: {
  format: SpreadsheetFormat;
  total: number;
  readRows: (write: (rows: TransferHistoryItem[]) => Promise<void>) => Promise<void>;
}): Response {
  return spreadsheetResponse({
    format: options.format,
    fileName: transferHistoryFileName(options.format),
    sheetName: 'Riwayat Mutasi',
    columns,
    total: options.total,
    readRows: (write) =>
      options.readRows((rows) => write(rows.map((row) => columns.map((column) => column.cell(row))))),
  });
}
