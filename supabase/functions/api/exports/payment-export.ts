import { calendarDate } from '../../_shared/calendar.ts';
import { paymentMethodLabels, paymentStatusLabels } from '../../_shared/contracts/payment-labels.ts';
import type { PaymentListItem } from '../../_shared/contracts/payments.ts';
import { formatNap } from '../../_shared/identifiers.ts';
import type { XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';
import { spreadsheetResponse, type SpreadsheetFormat } from './spreadsheet-response.ts';

/**
 * The payment history as a spreadsheet, in the screen's words: the date in WIB as a date cell,
 * the amount a number cell, the method and status as the history shows them (Indonesian).
 */

const columns: { header: string; width: number; cell: (row: PaymentListItem) => XlsxCell }[] = [
  { header: 'Tanggal', width: 12, cell: (row) => ({ date: calendarDate(new Date(row.paymentDate)) }) },
  { header: 'No. Kwitansi', width: 16, cell: (row) => row.receiptNumber },
  { header: 'Nama', width: 30, cell: (row) => row.memberName },
  { header: 'NAP', width: 16, cell: (row) => formatNap(row.memberNAP) },
  { header: 'Kategori', width: 24, cell: (row) => row.category },
  { header: 'Periode', width: 14, cell: (row) => row.period },
  { header: 'Jumlah (Rp)', width: 14, cell: (row) => row.amount },
  { header: 'Metode', width: 14, cell: (row) => paymentMethodLabels[row.paymentMethod] },
  { header: 'Status', width: 12, cell: (row) => paymentStatusLabels[row.status] },
  { header: 'ID Transaksi', width: 24, cell: (row) => row.transactionId },
  { header: 'Catatan', width: 30, cell: (row) => row.notes },
];

/** `pembayaran-simk-20261125.xlsx`: the date is today's in Asia/Jakarta. */
export function paymentExportFileName(format: SpreadsheetFormat, now: Date = new Date()): string {
  return `pembayaran-simk-${calendarDate(now).replace(/-/g, '')}.${format}`;
}

export function paymentExportResponse(options: {
  format: SpreadsheetFormat;
  total: number;
  readRows: (write: (rows: PaymentListItem[]) => Promise<void>) => Promise<void>;
}): Response {
  return spreadsheetResponse({
    format: options.format,
    fileName: paymentExportFileName(options.format),
    sheetName: 'Pembayaran',
    columns,
    total: options.total,
    readRows: (write) =>
      options.readRows((rows) => write(rows.map((row) => columns.map((column) => column.cell(row))))),
  });
}
