import type { Context } from 'hono';
import type postgres from 'postgres';
import {
  checkImportRecords,
  importFieldLabels,
  importJsonBodySchema,
  importLimitMessages,
  importMessages,
  importSheetLimits,
  previewCell,
  sheetToRecords,
  type CheckedImportRow,
  type ImportPreview,
  type ImportRecord,
} from '../../../../_shared/contracts/member-import.ts';
import { readCsvStream } from '../../../../_shared/spreadsheet/csv.ts';
import { SheetLimitError } from '../../../../_shared/spreadsheet/limits.ts';
import { readXlsx } from '../../../../_shared/spreadsheet/xlsx.ts';
import type { AppEnv } from '../../../app-env.ts';
import { AppError } from '../../../errors.ts';
import { memberExportResponse } from '../../../exports/member-export.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { countMembers, creatableChapters, setAuditAction, toMemberColumns } from '../directory/queries.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/**
 * Export and import of the member directory.
 *
 * Export streams every row of the current filter (the list's search and status) as CSV or XLSX,
 * read from the database with a cursor inside one caller transaction, so memory stays flat and
 * the first bytes leave before the last row is read. `X-Total-Count` carries the row count for a
 * progress bar. What the file holds, and how each column is written: ../../exports/member-export.ts.
 *
 * Import takes a CSV or XLSX file (multipart `file`) or rows already parsed by the web app
 * (JSON `{ rows }`, keyed by the sheet headers' fields). Preview validates every row and reports
 * duplicates (NAP, email, STR) within the file and against the register; commit repeats the checks
 * and inserts all rows in ONE transaction as the caller, or none.
 */

/** Reads the request's rows: a multipart file (CSV or XLSX) or JSON `{ rows }`. */
async function readImport(c: Context<AppEnv>): Promise<ImportRecord[]> {
  const type = c.req.header('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      const form = await c.req.parseBody();
      const file = form.file;
      if (!file || typeof file === 'string') throw new Error(importMessages.unreadableFile);
      const magic = new Uint8Array(await file.slice(0, 2).arrayBuffer());
      const isZip = magic[0] === 0x50 && magic[1] === 0x4b;
      const cells = isZip
        ? readXlsx(new Uint8Array(await file.arrayBuffer()), { sheet: importSheetLimits })
        : await readCsvStream(file.stream(), importSheetLimits);
      return sheetToRecords(cells);
    }
    const parsed = importJsonBodySchema.safeParse(await c.req.json());
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? importMessages.unreadableFile);
    if (parsed.data.rows.length === 0) throw new Error(importMessages.noRows);
    return parsed.data.rows;
  } catch (error) {
    if (error instanceof SheetLimitError) throw new AppError('VALIDATION_ERROR', importLimitMessages[error.limit]);
    const message =
      error instanceof Error && /[a-z]/.test(error.message) ? error.message : importMessages.unreadableFile;
    throw new AppError(
      'VALIDATION_ERROR',
      Object.values(importMessages).includes(message as never) ? message : importMessages.unreadableFile,
    );
  }
}

/**
 * Server-side checks on top of the shared ones: the chapter (an active DPC the caller may add
 * members to, or their only one), NAPs and duplicates in the register. Returns each valid row's DPC.
 */
async function checkAgainstRegister(tx: postgres.TransactionSql, rows: CheckedImportRow[]) {
  const creatable = await creatableChapters(tx);
  const defaultChapter = creatable.length === 1 ? (creatable[0]?.id ?? null) : null;
  const codes = [...new Set(rows.map((r) => r.data?.dpcCode).filter((code): code is string => !!code))];
  const chapters = new Map((await queries.chaptersByCode(tx, codes)).map((chapter) => [chapter.bpsCode, chapter]));
  const chapterOf = new Map<CheckedImportRow, string>();
  for (const row of rows) {
    if (!row.data) continue;
    const code = row.data.dpcCode;
    const chapter = code ? chapters.get(code) : undefined;
    if (!code) {
      if (defaultChapter) chapterOf.set(row, defaultChapter);
      else row.errors.push({ field: 'dpcCode', message: importMessages.dpcRequired });
    } else if (!chapter) row.errors.push({ field: 'dpcCode', message: importMessages.dpcUnknown });
    else if (!chapter.creatable) row.errors.push({ field: 'dpcCode', message: importMessages.dpcOutOfScope });
    else chapterOf.set(row, chapter.id);
  }

  const values = (field: queries.DuplicateField) =>
    rows.map((r) => r.data?.[field]).filter((value): value is string => !!value);
  const duplicates = await queries.registeredValues(tx, {
    nap: values('nap'),
    email: values('email'),
    strNumber: values('strNumber'),
  });
  const taken = new Set(duplicates.map((d) => `${d.field}:${d.field === 'email' ? d.value.toLowerCase() : d.value}`));
  for (const row of rows) {
    if (!row.data) continue;
    for (const field of ['nap', 'email', 'strNumber'] as const) {
      const value = row.data[field];
      if (!value) continue;
      if (taken.has(`${field}:${field === 'email' ? value.toLowerCase() : value}`)) {
        row.errors.push({ field, message: importMessages.duplicateInRegister(importFieldLabels[field] ?? field) });
      } else if (field === 'nap') {
        row.errors.push({ field, message: importMessages.napUnknown });
      }
    }
  }
  return chapterOf;
}

function previewOf(rows: CheckedImportRow[]): ImportPreview {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return {
    totalRows: rows.length,
    validRows: rows.length - invalid,
    invalidRows: invalid,
    rows: rows.map((r) => ({
      line: r.line,
      fullName: previewCell(r.data?.fullName ?? r.input.fullName),
      email: previewCell(r.data?.email ?? r.input.email),
      nap: previewCell(r.data?.nap ?? r.input.nap),
      dpcCode: previewCell(r.data?.dpcCode ?? r.input.dpcCode),
      errors: r.errors,
    })),
  };
}

const INSERT_BATCH = 500;

export const exportMembers: AppRouteHandler<typeof routes.exportMembers> = async (c) => {
  const { format, lang, ...filter } = c.req.valid('query');
  const total = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => countMembers(tx, filter)));
  return memberExportResponse({
    format,
    lang,
    total,
    readRows: (write) =>
      asRequestCaller(c, async (tx) => {
        for await (const rows of queries.exportRows(tx, filter)) await write(rows);
      }),
  }) as never;
};

export const previewImport: AppRouteHandler<typeof routes.previewImport> = async (c) => {
  const rows = checkImportRecords(await readImport(c));
  await asRequestCaller(c, (tx) => checkAgainstRegister(tx, rows));
  return c.json({ success: true as const, data: previewOf(rows) }, 200);
};

export const commitImport: AppRouteHandler<typeof routes.commitImport> = async (c) => {
  const rows = checkImportRecords(await readImport(c));
  const memberIds = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      await queries.lockImports(tx);
      const chapterOf = await checkAgainstRegister(tx, rows);
      if (rows.some((r) => r.errors.length > 0)) throw new AppError('IMPORT_INVALID');
      await setAuditAction(tx, 'members.import');
      const ids: string[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH).map((row) => {
          const { nap: _nap, dpcCode: _dpc, ...fields } = row.data!;
          return {
            ...toMemberColumns(fields),
            // A multi-row insert names the same columns in every row: an empty type is the column's default.
            membership_type: fields.membershipType ?? 'BIASA',
            organization_id: chapterOf.get(row)!,
          };
        });
        ids.push(...(await queries.insertMembers(tx, batch)));
      }
      return ids;
    }),
  );
  return c.json({ success: true as const, data: { imported: memberIds.length, memberIds } }, 201);
};
