import { AUDIT_EXPORT_MAX_ROWS, auditEntryListSchema, auditMessages } from '../../../../_shared/contracts/audit.ts';
import { AppError } from '../../../errors.ts';
import { auditLogExportResponse } from '../../../exports/audit-log-export.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listAuditEntries: AppRouteHandler<typeof routes.listAuditEntries> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listAuditEntries(tx, c.req.valid('query')));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: auditEntryListSchema.parse(data) }, 200);
};

export const exportAuditEntries: AppRouteHandler<typeof routes.exportAuditEntries> = async (c) => {
  const { lang, ...filter } = c.req.valid('query');
  const total = await asRequestCaller(c, (tx) => queries.countForExport(tx, filter));
  // Refused before the first byte, with the cap named: the officer narrows the filter and retries.
  if (total > AUDIT_EXPORT_MAX_ROWS) throw new AppError('VALIDATION_ERROR', auditMessages.exportTooLarge);
  return auditLogExportResponse({
    language: lang,
    total,
    readRows: (write) =>
      asRequestCaller(c, async (tx) => {
        for await (const rows of queries.exportRows(tx, filter)) await write(rows);
      }),
  }) as never;
};
