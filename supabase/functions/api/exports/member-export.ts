import { z } from '@hono/zod-openapi';
import { calendarDate } from '../../_shared/calendar.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../_shared/constants.ts';
import { memberSheetColumns, type MemberSheetKey } from '../../_shared/contracts/member-import.ts';
import { memberLabels, type MemberLabelTexts } from '../../_shared/contracts/member-labels.ts';
import { memberChapterFilterSchema, memberStatusFilterSchema } from '../../_shared/contracts/members.ts';
import { searchText } from '../../_shared/contracts/primitives.ts';
import { formatNap } from '../../_shared/identifiers.ts';
import { phoneForSheet } from '../../_shared/phone.ts';
import type { XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';
import { spreadsheetResponse } from './spreadsheet-response.ts';

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
  organizationId: memberChapterFilterSchema.optional(),
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

/** `anggota-simk-20261124.xlsx`: the date is today's in Asia/Jakarta. */
export function memberExportFileName(format: MemberExportFormat, now: Date = new Date()): string {
  return `anggota-simk-${calendarDate(now).replace(/-/g, '')}.${format}`;
}

/**
 * The export's response. `readRows` reads the members from the database and hands each batch to
 * `write`, which resolves once the client wants more (spreadsheet-response.ts).
 */
export function memberExportResponse(options: {
  format: MemberExportFormat;
  lang: Language;
  total: number;
  readRows: (write: (rows: MemberExportRow[]) => Promise<void>) => Promise<void>;
}): Response {
  const { format, lang, total, readRows } = options;
  return spreadsheetResponse({
    format,
    fileName: memberExportFileName(format),
    sheetName: lang === 'id' ? 'Anggota' : 'Members',
    columns: memberSheetColumns.map((column) => ({ header: column.header[lang], width: column.width })),
    total,
    readRows: (write) => readRows((rows) => write(rows.map((row) => memberExportCells(row, lang)))),
  });
}
