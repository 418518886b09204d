import { z } from '@hono/zod-openapi';
import { calendarDate } from '../../_shared/calendar.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../_shared/constants.ts';
import { memberSheetColumns, type MemberSheetKey } from '../../_shared/contracts/member-import.ts';
import { memberLabels, type MemberLabelTexts } from '../../_shared/contracts/member-labels.ts';
import { memberStatusFilterSchema } from '../../_shared/contracts/members.ts';
import { searchText } from '../../_shared/contracts/primitives.ts';
import { formatNap, phoneForSheet } from '../../_shared/identifiers.ts';
import { csvLine } from '../../_shared/spreadsheet/csv.ts';
import { createXlsxWriter, XLSX_MIME_TYPE, type XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';

/**
 * The member export's file: a spreadsheet a person opens and reads as the screens show the data.
 *
 * - Headers, statuses and types in the UI language (`lang`), from the labels the screens use.
 * - NAP dotted (`3273.19.000001`), phones in national form (`0812-3456-7890`).
 * - XLSX: dates are date cells, the DPC code a number cell, everything else text. Text is never a
 *   formula (inline strings); text that would become one when edited carries the quote prefix.
 * - CSV: dates as ISO `YYYY-MM-DD` (read as dates by every spreadsheet, whatever its locale).
 *   Only a value that could start a formula gets the visible `'` guard, and only free text can:
 *   NAPs, dates, codes, labels and Indonesian phone numbers are written so that none starts with
 *   `=`, `+`, `-` or `@`.
 * - The file is named after today's date in Asia/Jakarta.
 */

type Language = (typeof SUPPORTED_LANGUAGES)[number];
export type MemberExportFormat = 'csv' | 'xlsx';

export const memberExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  search: searchText().optional(),
  status: memberStatusFilterSchema.optional(),
  lang: z
    .enum(SUPPORTED_LANGUAGES)
    .default(DEFAULT_LANGUAGE)
    .openapi({ description: 'Language of the headers, statuses and types (the UI language)' }),
});

/** A row as the export reads it from `public.search_members`. */
export interface MemberExportRow {
  nap: string | null;
  full_name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  city: string | null;
  province: string | null;
  membership_status: string;
  membership_type: string;
  join_date: string | null;
  expiry_date: string | null;
  str_number: string | null;
  sip_number: string | null;
  sip_expiry_date: string | null;
  workplace: string | null;
  organization_code: string | null;
  organization_name: string | null;
}

const date = (value: string | null): XlsxCell => (value ? { date: value } : null);
const label = (labels: Record<string, string>, code: string) => labels[code] ?? code;

const cellOf: Record<MemberSheetKey, (row: MemberExportRow, labels: MemberLabelTexts) => XlsxCell> = {
  nap: (row) => formatNap(row.nap),
  fullName: (row) => row.full_name,
  email: (row) => row.email,
  phone: (row) => row.phone && phoneForSheet(row.phone),
  position: (row) => row.position,
  city: (row) => row.city,
  province: (row) => row.province,
  membershipStatus: (row, labels) => label(labels.status, row.membership_status),
  membershipType: (row, labels) => label(labels.type, row.membership_type),
  joinDate: (row) => date(row.join_date),
  expiryDate: (row) => date(row.expiry_date),
  strNumber: (row) => row.str_number,
  sipNumber: (row) => row.sip_number,
  sipExpiryDate: (row) => date(row.sip_expiry_date),
  workplace: (row) => row.workplace,
  // A BPS code has no leading zero (province codes start at 11), so a number loses nothing.
  dpcCode: (row) =>
    row.organization_code && /^[1-9]\d{0,14}$/.test(row.organization_code)
      ? Number(row.organization_code)
      : row.organization_code,
  organizationName: (row) => row.organization_name,
};

/** The cells of one member, in column order. */
export function memberExportCells(row: MemberExportRow, lang: Language): XlsxCell[] {
  const labels = memberLabels[lang];
  return memberSheetColumns.map(({ key }) => cellOf[key](row, labels));
}

/** A cell as CSV text: a date as `YYYY-MM-DD`. */
function csvText(cell: XlsxCell): string | number | null | undefined {
  return cell !== null && typeof cell === 'object' ? cell.date : cell;
}

/** `anggota-simk-20261124.xlsx`: the date is today's in Asia/Jakarta. */
export function memberExportFileName(format: MemberExportFormat, now: Date = new Date()): string {
  return `anggota-simk-${calendarDate(now).replace(/-/g, '')}.${format}`;
}

/**
 * The export's response. `readRows` reads the members from the database and hands each batch to
 * `write`, which resolves once the client wants more: memory stays flat and the first bytes leave
 * before the last row is read.
 */
export function memberExportResponse(options: {
  format: MemberExportFormat;
  lang: Language;
  total: number;
  readRows: (write: (rows: MemberExportRow[]) => Promise<void>) => Promise<void>;
}): Response {
  const { format, lang, total, readRows } = options;
  const encoder = new TextEncoder();
  let wake: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const waitForDemand = async () => {
        while ((controller.desiredSize ?? 1) <= 0) await new Promise<void>((resolve) => (wake = resolve));
      };
      const headers = memberSheetColumns.map((column) => column.header[lang]);
      const writer =
        format === 'xlsx'
          ? createXlsxWriter((chunk) => controller.enqueue(chunk), {
              sheetName: lang === 'id' ? 'Anggota' : 'Members',
              columnWidths: memberSheetColumns.map((column) => column.width),
            })
          : undefined;
      if (writer) writer.addRow(headers, { header: true });
      else controller.enqueue(encoder.encode('\ufeff' + csvLine(headers)));

      readRows(async (rows) => {
        if (writer) for (const row of rows) writer.addRow(memberExportCells(row, lang));
        else
          controller.enqueue(
            encoder.encode(rows.map((row) => csvLine(memberExportCells(row, lang).map(csvText))).join('')),
          );
        await waitForDemand();
      }).then(
        () => {
          writer?.end();
          controller.close();
        },
        (error: unknown) => controller.error(error),
      );
    },
    pull() {
      wake?.();
    },
    cancel() {
      wake?.();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      'content-type': format === 'xlsx' ? XLSX_MIME_TYPE : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${memberExportFileName(format)}"`,
      'x-total-count': String(total),
      'cache-control': 'no-store',
    },
  });
}
