import { z } from 'zod';
import { pageSize } from './primitives.ts';

/** `GET /audit/recent`: the dashboard's recent activity, from the audit log in scope. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  organizationName: z.string().nullable(),
  /** A short Indonesian description, e.g. "Anggota diverifikasi: Siti Nurhaliza". */
  summary: z.string(),
  /** Rupiah of a payment entry, shown next to the summary; null for other entries. */
  amount: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const recentAuditSchema = z.object({ entries: z.array(auditEntrySchema) });
export const recentAuditQuerySchema = z.object({ limit: pageSize({ max: 50, fallback: 10 }) });

/**
 * `GET /profile/permissions`: the names of the caller's permissions (e.g. `members.create`), from
 * their active role assignments. The web app shows an officer action only when its permission is
 * here; the API checks it again, and row-level security decides the scope.
 */
export const callerPermissionsSchema = z.object({ permissions: z.array(z.string()) });
export type CallerPermissions = z.infer<typeof callerPermissionsSchema>;

// The news contract lives in its own module so the public pages can use it without the member
// contracts (and their phone-number library).
export { newsItemSchema, type NewsItem } from './news.ts';
