import { z } from 'zod';
import type { SUPPORTED_LANGUAGES } from '../constants.ts';
import { csvLine, unguardCell } from '../spreadsheet/csv.ts';
import { defaultSheetLimits, defaultZipLimits, type SheetLimit, type SheetLimits } from '../spreadsheet/limits.ts';
import { memberFieldsSchema } from './member-fields.ts';
import { text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Member import and export: the spreadsheet columns, header matching, per-row validation and the
 * checks within one file. Shared with the web app, which previews a file with the same rules
 * before it is sent; the server checks again, including duplicates against the register.
 */

type Language = (typeof SUPPORTED_LANGUAGES)[number];

export const MAX_IMPORT_ROWS = 10_000;
/** The largest import request: a CSV/XLSX file, or the rows the web app read from one, as JSON. */
export const MAX_IMPORT_BODY_BYTES = 10 * 1024 * 1024;

export const importMessages = {
  noRows: 'validation:import.noRows',
  tooManyRows: messageKey('validation:import.tooManyRows', { max: MAX_IMPORT_ROWS }),
  missingNameColumn: 'validation:import.missingNameColumn',
  unreadableFile: 'validation:import.unreadableFile',
  napInvalid: 'validation:import.napInvalid',
  napUnknown: 'validation:import.napUnknown',
  dpcUnknown: 'validation:import.dpcUnknown',
  dpcOutOfScope: 'validation:import.dpcOutOfScope',
  dpcRequired: 'validation:import.dpcRequired',
  duplicateInFile: (field: string, row: number) => messageKey('validation:import.duplicateInFile', { field, row }),
  duplicateInRegister: (field: string) => messageKey('validation:import.duplicateInRegister', { field }),
  hasErrors: 'validation:import.hasErrors',
} as const;

/** The bounds of an import file: its rows (the header included) and Excel's own limits per cell. */
export const importSheetLimits: Partial<SheetLimits> = { maxRows: MAX_IMPORT_ROWS + 1 };

/** What a user reads when a file crosses one of the readers' bounds (spreadsheet/limits.ts). */
export const importLimitMessages: Record<SheetLimit, string> = {
  tooManyRows: importMessages.tooManyRows,
  tooManyColumns: messageKey('validation:importLimits.tooManyColumns', { max: defaultSheetLimits.maxColumns }),
  tooManyCells: 'validation:importLimits.tooManyCells',
  cellTooLong: messageKey('validation:importLimits.cellTooLong', { max: defaultSheetLimits.maxCellChars }),
  tooLarge: messageKey('validation:importLimits.tooLarge', {
    megabytes: defaultZipLimits.maxInflatedBytes / 1024 / 1024,
  }),
  tooManyEntries: 'validation:importLimits.tooManyEntries',
};

/** The longest text of a cell that a preview echoes back; longer text ends with "…". */
export const PREVIEW_CELL_CHARS = 200;

/** A cell as the preview shows it: null when empty, at most PREVIEW_CELL_CHARS characters. */
export function previewCell(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.length > PREVIEW_CELL_CHARS ? `${value.slice(0, PREVIEW_CELL_CHARS)}…` : value;
}

/**
 * Export columns, in order, with their header in each UI language (the screens' words); the import
 * reads the headers of both languages (and a few aliases), so an exported file imports again.
 */
export const memberSheetColumns = [
  { key: 'nap', header: { id: 'NAP', en: 'NAP' }, width: 16 },
  { key: 'fullName', header: { id: 'Nama Lengkap', en: 'Full name' }, width: 32 },
  { key: 'email', header: { id: 'Email', en: 'Email' }, width: 28 },
  { key: 'phone', header: { id: 'Telepon', en: 'Phone' }, width: 16 },
  { key: 'position', header: { id: 'Jabatan', en: 'Position' }, width: 18 },
  { key: 'city', header: { id: 'Kota', en: 'City' }, width: 18 },
  { key: 'province', header: { id: 'Provinsi', en: 'Province' }, width: 18 },
  { key: 'membershipStatus', header: { id: 'Status', en: 'Status' }, width: 13 },
  { key: 'membershipType', header: { id: 'Jenis Keanggotaan', en: 'Membership type' }, width: 20 },
  { key: 'joinDate', header: { id: 'Tanggal Bergabung', en: 'Joined' }, width: 12 },
  { key: 'expiryDate', header: { id: 'Tanggal Kedaluwarsa', en: 'Valid until' }, width: 12 },
  { key: 'strNumber', header: { id: 'Nomor STR', en: 'STR number' }, width: 20 },
  { key: 'sipNumber', header: { id: 'Nomor SIP', en: 'SIP number' }, width: 20 },
  { key: 'sipExpiryDate', header: { id: 'Masa Berlaku SIP', en: 'SIP valid until' }, width: 12 },
  { key: 'workplace', header: { id: 'Tempat Kerja', en: 'Workplace' }, width: 24 },
  { key: 'dpcCode', header: { id: 'Kode DPC', en: 'DPC code' }, width: 9 },
  { key: 'organizationName', header: { id: 'DPC', en: 'DPC' }, width: 22 },
] as const satisfies ReadonlyArray<{ key: string; header: Record<Language, string>; width: number }>;
export type MemberSheetKey = (typeof memberSheetColumns)[number]['key'];

/** Fields the import reads, with the headers it accepts (compared without case, spaces or punctuation). */
const importHeaderAliases: Record<string, string[]> = {
  nap: ['nap', 'nomoranggota', 'noanggota', 'membernumber'],
  fullName: ['namalengkap', 'nama', 'fullname', 'name'],
  email: ['email', 'surel'],
  phone: ['telepon', 'notelepon', 'nomortelepon', 'nohp', 'nomorhp', 'hp', 'phone', 'phonenumber', 'whatsapp'],
  birthDate: ['tanggallahir', 'tgllahir', 'birthdate'],
  gender: ['jeniskelamin', 'gender', 'jk'],
  address: ['alamat', 'address'],
  city: ['kota', 'kabupatenkota', 'kotakabupaten', 'city'],
  province: ['provinsi', 'province'],
  postalCode: ['kodepos', 'postalcode'],
  profession: ['profesi', 'profession'],
  specialization: ['spesialisasi', 'specialization'],
  workplace: ['tempatkerja', 'instansi', 'workplace'],
  education: ['pendidikan', 'education'],
  strNumber: ['nomorstr', 'nostr', 'str', 'strnumber'],
  strExpiryDate: ['masaberlakustr', 'strberlakuhingga', 'strexpirydate', 'strvaliduntil'],
  sipNumber: ['nomorsip', 'nosip', 'sip', 'sipnumber'],
  sipExpiryDate: ['masaberlakusip', 'sipberlakuhingga', 'sipexpirydate', 'sipvaliduntil'],
  membershipType: ['jeniskeanggotaan', 'tipeanggota', 'membershiptype'],
  position: ['jabatan', 'position'],
  dpcCode: ['kodedpc', 'dpccode', 'kodebps'],
};

/** Human labels of the fields, for messages. */
export const importFieldLabels: Record<string, string> = {
  nap: 'NAP',
  fullName: 'Nama Lengkap',
  email: 'Email',
  phone: 'Telepon',
  birthDate: 'Tanggal Lahir',
  gender: 'Jenis Kelamin',
  address: 'Alamat',
  city: 'Kota',
  province: 'Provinsi',
  postalCode: 'Kode Pos',
  profession: 'Profesi',
  specialization: 'Spesialisasi',
  workplace: 'Tempat Kerja',
  education: 'Pendidikan',
  strNumber: 'Nomor STR',
  strExpiryDate: 'Masa Berlaku STR',
  sipNumber: 'Nomor SIP',
  sipExpiryDate: 'Masa Berlaku SIP',
  membershipType: 'Jenis Keanggotaan',
  position: 'Jabatan',
  dpcCode: 'Kode DPC',
};

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const headerToField = new Map<string, string>(
  Object.entries(importHeaderAliases).flatMap(([field, aliases]) => aliases.map((alias) => [alias, field])),
);

/** The field a header names, or undefined for a column the import ignores (Status, DPC name, …). */
export function fieldForHeader(header: string): string | undefined {
  return headerToField.get(normalizeHeader(header));
}

/** A row of the file keyed by field (`fullName`, `email`, …), values as text. */
export type ImportRecord = Record<string, string>;

/**
 * Turns the cells of a sheet (first row = headers) into records keyed by field. Throws an Error
 * with an Indonesian message when the sheet cannot be an import.
 */
export function sheetToRecords(cells: string[][]): ImportRecord[] {
  const [header, ...body] = cells;
  if (!header) throw new Error(importMessages.noRows);
  const fields = header.map((h) => fieldForHeader(h));
  if (!fields.includes('fullName')) throw new Error(importMessages.missingNameColumn);
  const records = body
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) => {
      const record: ImportRecord = {};
      fields.forEach((field, index) => {
        if (field && row[index] !== undefined) record[field] = unguardCell(row[index].trim());
      });
      return record;
    });
  if (records.length === 0) throw new Error(importMessages.noRows);
  if (records.length > MAX_IMPORT_ROWS) throw new Error(importMessages.tooManyRows);
  return records;
}

export const importRowSchema = memberFieldsSchema.extend({
  nap: text({ max: 40, tooLong: importMessages.napInvalid })
    .nullish()
    .transform((value, ctx) => {
      const digits = (value ?? '').replace(/[\s.\-/]/g, '');
      if (!digits) return null;
      return /^\d{12}$/.test(digits)
        ? digits
        : (ctx.addIssue({ code: 'custom', message: importMessages.napInvalid }), z.NEVER);
    }),
  dpcCode: text({ max: 40, tooLong: importMessages.dpcRequired })
    .nullish()
    .transform((value, ctx) => {
      const code = (value ?? '').trim();
      if (!code) return null;
      return /^\d{4}$/.test(code)
        ? code
        : (ctx.addIssue({ code: 'custom', message: importMessages.dpcRequired }), z.NEVER);
    }),
});
export type ImportRow = z.output<typeof importRowSchema>;

export interface ImportIssue {
  field: string;
  message: string;
}

export interface CheckedImportRow {
  /** Line in the spreadsheet (the header is line 1). */
  line: number;
  input: ImportRecord;
  data: ImportRow | null;
  errors: ImportIssue[];
}

/** Validates each record and flags NAP, email and STR duplicates within the file. */
export function checkImportRecords(records: ImportRecord[]): CheckedImportRow[] {
  const rows: CheckedImportRow[] = records.map((input, index) => {
    const parsed = importRowSchema.safeParse(input);
    return {
      line: index + 2,
      input,
      data: parsed.success ? parsed.data : null,
      errors: parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    };
  });
  for (const field of ['nap', 'email', 'strNumber'] as const) {
    const seen = new Map<string, number>();
    for (const row of rows) {
      const value = row.data?.[field]?.toLowerCase();
      if (!value) continue;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, row.line);
      else
        row.errors.push({ field, message: importMessages.duplicateInFile(importFieldLabels[field] ?? field, first) });
    }
  }
  return rows;
}

export const importIssueSchema = z.object({ field: z.string(), message: z.string() });
export const importPreviewSchema = z.object({
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  rows: z
    .array(
      z.object({
        line: z.number().int(),
        fullName: z
          .string()
          .max(PREVIEW_CELL_CHARS + 1)
          .nullable(),
        email: z
          .string()
          .max(PREVIEW_CELL_CHARS + 1)
          .nullable(),
        nap: z
          .string()
          .max(PREVIEW_CELL_CHARS + 1)
          .nullable(),
        dpcCode: z
          .string()
          .max(PREVIEW_CELL_CHARS + 1)
          .nullable(),
        errors: z.array(importIssueSchema),
      }),
    )
    .max(MAX_IMPORT_ROWS),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = z.object({ imported: z.number().int(), memberIds: z.array(z.guid()) });

export const importJsonBodySchema = z.object({
  rows: z
    .array(
      // Cells are only bounded here: each row's fields are checked by importRowSchema, per row.
      z.record(
        z.string().max(100),
        z
          .string()
          .max(defaultSheetLimits.maxCellChars, importLimitMessages.cellTooLong)
          .nullable()
          .transform((v) => v ?? ''),
      ),
    )
    .max(MAX_IMPORT_ROWS),
});

/**
 * The error report a user downloads: each invalid line with its messages (CSV). The messages are
 * keyed (`validation:import.…`); `text` gives their words in the reader's language.
 */
export function importErrorReportCsv(preview: ImportPreview, text: (message: string) => string): string {
  let csv = '\ufeff' + csvLine(['Baris', 'Nama Lengkap', 'Kolom', 'Kesalahan']);
  for (const row of preview.rows) {
    for (const error of row.errors) {
      csv += csvLine([row.line, row.fullName, importFieldLabels[error.field] ?? error.field, text(error.message)]);
    }
  }
  return csv;
}
