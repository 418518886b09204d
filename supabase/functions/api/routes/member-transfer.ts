import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type postgres from 'postgres';
import {
  checkImportRecords,
  importCommitSchema,
  importFieldLabels,
  importJsonBodySchema,
  importLimitMessages,
  importMessages,
  importPreviewSchema,
  importSheetLimits,
  previewCell,
  sheetToRecords,
  type CheckedImportRow,
  type ImportPreview,
  type ImportRecord,
} from '../../_shared/contracts/member-import.ts';
import { readCsvStream } from '../../_shared/spreadsheet/csv.ts';
import { SheetLimitError } from '../../_shared/spreadsheet/limits.ts';
import { readXlsx, XLSX_MIME_TYPE } from '../../_shared/spreadsheet/xlsx.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { memberExportQuerySchema, memberExportResponse, type MemberExportRow } from '../exports/member-export.ts';
import { creatableChapters, toMemberColumns } from './member-data.ts';
import { bearerAuth, failure, ok } from './openapi-helpers.ts';
import { callerOf, mapDatabaseErrors } from './route-support.ts';

/**
 * Export and import of the member directory.
 *
 * Export streams every row of the current filter (the list's search and status) as CSV or XLSX,
 * read from the database with a cursor inside one caller transaction, so memory stays flat and
 * the first bytes leave before the last row is read. `X-Total-Count` carries the row count for a
 * progress bar. What the file holds, and how each column is written: ../exports/member-export.ts.
 *
 * Import takes a CSV or XLSX file (multipart `file`) or rows already parsed by the web app
 * (JSON `{ rows }`, keyed by the sheet headers' fields). Preview validates every row and reports
 * duplicates (NAP, email, STR) within the file and against the register; commit repeats the checks
 * and inserts all rows in ONE transaction as the caller, or none.
 */

const tags = ['Members'];

const exportRoute = createRoute({
  method: 'get',
  path: '/members/export',
  tags,
  summary: 'Export every member of the current filter as CSV or XLSX (streamed)',
  security: bearerAuth,
  request: { query: memberExportQuerySchema },
  responses: {
    200: {
      description: 'The file; X-Total-Count is the number of rows',
      content: { 'text/csv': { schema: z.string() }, [XLSX_MIME_TYPE]: { schema: z.string() } },
    },
    401: failure('Not signed in'),
    403: failure('No members.export permission'),
  },
});

const importBody = {
  body: {
    content: {
      'application/json': { schema: importJsonBodySchema },
      'multipart/form-data': {
        schema: z.object({ file: z.any().openapi({ type: 'string', format: 'binary' }) }),
      },
    },
    // One of the two content types: each validator runs only for its own type.
    required: false,
  },
};

const previewRoute = createRoute({
  method: 'post',
  path: '/members/import/preview',
  tags,
  summary: 'Check an import file: errors per row, duplicates in the file and in the register',
  security: bearerAuth,
  request: importBody,
  responses: {
    200: ok(importPreviewSchema, 'The rows with their errors; nothing is saved'),
    400: failure('Unreadable file'),
    401: failure('Not signed in'),
    403: failure('No members.create / members.export permission'),
  },
});

const commitRoute = createRoute({
  method: 'post',
  path: '/members/import/commit',
  tags,
  summary: 'Import all rows in one transaction (PENDING members), or none if any row is invalid',
  security: bearerAuth,
  request: importBody,
  responses: {
    201: ok(importCommitSchema, 'Every row imported'),
    400: failure('A row is invalid: nothing was imported (see preview)'),
    401: failure('Not signed in'),
    403: failure('No members.create / members.export permission'),
  },
});

function statusFilter(status: string | undefined) {
  return status && status !== 'ALL' ? status : null;
}

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

/** Server-side checks on top of the shared ones: chapter, scope, NAPs and duplicates in the register. */
async function checkAgainstRegister(tx: postgres.TransactionSql, rows: CheckedImportRow[]) {
  const chapters = await creatableChapters(tx);
  const defaultChapter = chapters.length === 1 ? (chapters[0]?.id ?? null) : null;
  const codes = [...new Set(rows.map((r) => r.data?.dpcCode).filter((code): code is string => !!code))];
  const known = new Map(
    (
      await tx<{ bpsCode: string; id: string }[]>`
        select bps_code as "bpsCode", id from public.organizations where level = 'DPC' and bps_code = any (${codes}::text[])`
    ).map((o) => [o.bpsCode, o.id]),
  );
  const allowed = new Set(chapters.map((c) => c.id));
  const chapterOf = new Map<CheckedImportRow, string>();
  for (const row of rows) {
    if (!row.data) continue;
    const code = row.data.dpcCode;
    if (!code) {
      if (defaultChapter) chapterOf.set(row, defaultChapter);
      else row.errors.push({ field: 'dpcCode', message: importMessages.dpcRequired });
    } else if (!known.has(code)) row.errors.push({ field: 'dpcCode', message: importMessages.dpcUnknown });
    else if (!allowed.has(known.get(code)!))
      row.errors.push({ field: 'dpcCode', message: importMessages.dpcOutOfScope });
    else chapterOf.set(row, known.get(code)!);
  }

  const values = (field: 'nap' | 'email' | 'strNumber') =>
    rows.map((r) => r.data?.[field]).filter((value): value is string => !!value);
  const duplicates = await tx<{ field: 'nap' | 'email' | 'strNumber'; value: string }[]>`
    select field, value from public.find_member_duplicates(
      ${values('nap')}::text[], ${values('email')}::text[], ${values('strNumber')}::text[])`;
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

export function memberTransferRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use('/members/export', requirePermission(sql, 'members.export'));
  app.use('/members/import/*', requirePermission(sql, 'members.export'), requirePermission(sql, 'members.create'));

  app.openapi(exportRoute, async (c) => {
    const { format, search, status, lang } = c.req.valid('query');
    const caller = callerOf(c);
    const filter = [search || null, statusFilter(status)] as const;
    const [first] = await mapDatabaseErrors(() =>
      asCaller(
        sql,
        caller,
        (tx) => tx<{ total: number }[]>`
          select s.total_count::int as total
          from public.search_members(${filter[0]}, ${filter[1]}::public.membership_status, 1, 0) s`,
      ),
    );
    return memberExportResponse({
      format,
      lang,
      total: first?.total ?? 0,
      readRows: (write) =>
        asCaller(sql, caller, async (tx) => {
          const cursor = tx<MemberExportRow[]>`
            select s.nap, s.full_name, s.email, s.phone, s.position, s.city, s.province,
                   s.membership_status::text, s.membership_type::text, s.join_date::text, s.expiry_date::text,
                   s.str_number, s.sip_number, s.sip_expiry_date::text, s.workplace, s.organization_code,
                   s.organization_name
            from public.search_members(${filter[0]}, ${filter[1]}::public.membership_status, null, 0) s
          `.cursor(1000);
          for await (const rows of cursor) await write(rows);
        }),
    }) as never;
  });

  app.openapi(previewRoute, async (c) => {
    const records = await readImport(c);
    const rows = checkImportRecords(records);
    await asCaller(sql, callerOf(c), (tx) => checkAgainstRegister(tx, rows));
    return c.json({ success: true as const, data: previewOf(rows) }, 200);
  });

  app.openapi(commitRoute, async (c) => {
    const records = await readImport(c);
    const rows = checkImportRecords(records);
    const memberIds = await mapDatabaseErrors(() =>
      asCaller(sql, callerOf(c), async (tx) => {
        // Serialise imports so two concurrent files cannot both pass the duplicate check.
        await tx`select pg_advisory_xact_lock(hashtext('simk.members.import'))`;
        const chapterOf = await checkAgainstRegister(tx, rows);
        if (rows.some((r) => r.errors.length > 0)) throw new AppError('IMPORT_INVALID');
        await tx`select set_config('simk.audit_action', 'members.import', true)`;
        const ids: string[] = [];
        for (let i = 0; i < rows.length; i += INSERT_BATCH) {
          const batch: Record<string, string | null>[] = rows.slice(i, i + INSERT_BATCH).map((row) => {
            const { nap: _nap, dpcCode: _dpc, ...fields } = row.data!;
            return {
              ...toMemberColumns(fields),
              membership_type: fields.membershipType ?? 'BIASA',
              organization_id: chapterOf.get(row)!,
            };
          });
          const columns = Object.keys(batch[0] ?? {});
          const inserted = await tx<{ id: string }[]>`
            insert into public.members ${tx(batch, columns)} returning id`;
          ids.push(...inserted.map((r) => r.id));
        }
        return ids;
      }),
    );
    return c.json({ success: true as const, data: { imported: memberIds.length, memberIds } }, 201);
  });

  return app;
}
