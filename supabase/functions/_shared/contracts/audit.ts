import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants.ts';
import { messageKey } from '../message-keys.ts';
import { pageSize, searchText } from './primitives.ts';

/**
 * The audit viewer (issue 28 §2): `GET /audit/entries`, newest first, paged by keyset (`cursor` is
 * the id of the last entry of the previous page), and `GET /audit/entries/export` (CSV). Holders of
 * `system.view_audit` see their scope's entries (`private.audit_viewer_scope`); SUPER_ADMIN all.
 */

export const AUDIT_PAGE_SIZE = 25;
/** An export is streamed; beyond this many rows the filter must be narrowed first. */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const auditMessages = {
  cursorInvalid: 'validation:audit.cursorInvalid',
  actionInvalid: 'validation:audit.actionInvalid',
  entityInvalid: 'validation:audit.entityInvalid',
  organizationInvalid: 'validation:audit.organizationInvalid',
  dateInvalid: 'validation:audit.dateInvalid',
  rangeInvalid: 'validation:audit.rangeInvalid',
  languageInvalid: 'validation:audit.languageInvalid',
  exportTooLarge: messageKey('validation:audit.exportTooLarge', { max: AUDIT_EXPORT_MAX_ROWS }),
} as const;

const auditFilterShape = {
  /** Name, email or NAP of who acted. */
  actor: searchText(100).optional(),
  action: z
    .string({ error: auditMessages.actionInvalid })
    .regex(/^[a-z_]{1,60}\.[a-z_]{1,60}$/, auditMessages.actionInvalid)
    .optional(),
  entity: z
    .string({ error: auditMessages.entityInvalid })
    .regex(/^[a-z_]{1,60}$/, auditMessages.entityInvalid)
    .optional(),
  organizationId: z.guid({ error: auditMessages.organizationInvalid }).optional(),
  /** First and last day (WIB) of the range, inclusive. */
  from: z.iso.date({ error: auditMessages.dateInvalid }).optional(),
  to: z.iso.date({ error: auditMessages.dateInvalid }).optional(),
};

const rangeInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const auditFilterSchema = z
  .object(auditFilterShape)
  .refine(rangeInOrder, { message: auditMessages.rangeInvalid, path: ['to'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** `GET /audit/entries/export?…filter&lang`: the CSV's headers and labels in the UI language. */
export const exportAuditEntriesQuerySchema = z
  .object({
    ...auditFilterShape,
    lang: z.enum(SUPPORTED_LANGUAGES, { error: auditMessages.languageInvalid }).default('id'),
  })
  .refine(rangeInOrder, { message: auditMessages.rangeInvalid, path: ['to'] });

/** `GET /audit/entries?cursor&limit&actor&action&entity&organizationId&from&to`. */
export const listAuditEntriesQuerySchema = z
  .object({
    ...auditFilterShape,
    cursor: z
      .string({ error: auditMessages.cursorInvalid })
      .regex(/^[1-9][0-9]{0,17}$/, auditMessages.cursorInvalid)
      .optional(),
    limit: pageSize({ max: 100, fallback: AUDIT_PAGE_SIZE }),
  })
  .refine(rangeInOrder, { message: auditMessages.rangeInvalid, path: ['to'] });
export type ListAuditEntriesQuery = z.infer<typeof listAuditEntriesQuerySchema>;

/** A row as the log keeps it (`to_jsonb` of the row before or after), or a function's own record. */
export const auditRecordSchema = z.record(z.string(), z.unknown()).nullable();

export const auditLogEntrySchema = z.object({
  /** The entry's id (a bigint, as text). */
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorId: z.string().nullable(),
  /** Member name or account email of the actor; null for the system (a scheduled job). */
  actorName: z.string().nullable(),
  /** Database role of the caller: authenticated, service_role, postgres. */
  actorRole: z.string(),
  organizationId: z.string().nullable(),
  organizationName: z.string().nullable(),
  before: auditRecordSchema,
  after: auditRecordSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditEntryListSchema = z.object({
  entries: z.array(auditLogEntrySchema),
  /** The `cursor` of the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditEntryList = z.infer<typeof auditEntryListSchema>;
