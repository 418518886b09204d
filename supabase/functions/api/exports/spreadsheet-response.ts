import { csvLine } from '../../_shared/spreadsheet/csv.ts';
import { createXlsxWriter, XLSX_MIME_TYPE, type XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';

export type SpreadsheetFormat = 'csv' | 'xlsx';

/** A cell as CSV text: a date as `YYYY-MM-DD` (read as a date by every spreadsheet, whatever its locale). */
function csvText(cell: XlsxCell): string | number | null | undefined {
  return cell !== null && typeof cell === 'object' ? cell.date : cell;
}

/** Thrown into `readRows` when the client has gone: the read stops and its transaction ends. */
class ExportCancelled extends Error {
  constructor() {
    super('the client cancelled the export');
  }
}

/**
 * An export's streamed response, CSV (UTF-8 with BOM) or XLSX. `readRows` reads from the database
 * and hands each batch of rows (cells in column order) to `write`, which resolves once the client
 * wants more: memory stays flat and the first bytes leave before the last row is read.
 */
export function spreadsheetResponse(options: {
  format: SpreadsheetFormat;
  fileName: string;
  sheetName: string;
  columns: { header: string; width: number }[];
  total: number;
  readRows: (write: (rows: XlsxCell[][]) => Promise<void>) => Promise<void>;
}): Response {
  const { format, fileName, sheetName, columns, total, readRows } = options;
  const encoder = new TextEncoder();
  let wake: (() => void) | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const waitForDemand = async () => {
        while (!cancelled && (controller.desiredSize ?? 1) <= 0) {
          await new Promise<void>((resolve) => (wake = resolve));
        }
        if (cancelled) throw new ExportCancelled();
      };
      const headers = columns.map((column) => column.header);
      const writer =
        format === 'xlsx'
          ? createXlsxWriter((chunk) => controller.enqueue(chunk), {
              sheetName,
              columnWidths: columns.map((column) => column.width),
            })
          : undefined;
      if (writer) writer.addRow(headers, { header: true });
      else controller.enqueue(encoder.encode('\ufeff' + csvLine(headers)));

      readRows(async (rows) => {
        if (cancelled) throw new ExportCancelled();
        if (writer) for (const row of rows) writer.addRow(row);
        else controller.enqueue(encoder.encode(rows.map((row) => csvLine(row.map(csvText))).join('')));
        await waitForDemand();
      }).then(
        () => {
          if (cancelled) return;
          writer?.end();
          controller.close();
        },
        // A cancelled stream is closed already: nothing is left to tell.
        (error: unknown) => cancelled || controller.error(error),
      );
    },
    pull() {
      wake?.();
    },
    cancel() {
      cancelled = true;
      wake?.();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      ...downloadHeaders(format === 'xlsx' ? XLSX_MIME_TYPE : 'text/csv; charset=utf-8', fileName),
      'x-total-count': String(total),
    },
  });
}

/** The headers of a file the browser saves (an export): its type and name, never cached. */
export function downloadHeaders(contentType: string, fileName: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}

/** An export built whole in memory (a report: a few kilobytes). */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: { ...downloadHeaders(contentType, fileName), 'content-length': String(bytes.byteLength) },
  });
}
