import { z } from 'zod';
import { paginationSchema } from './members.ts';

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
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const recentAuditSchema = z.object({ entries: z.array(auditEntrySchema) });
export const recentAuditQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });

/** `GET /mutations`: a list of mutation requests in scope (the dashboard tile reads pagination.total). */
export const mutationStatusSchema = z.enum(['pending', 'processing', 'approved', 'rejected', 'completed']);
export const listMutationsQuerySchema = z.object({
  status: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(mutationStatusSchema)
    .optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const mutationListItemSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  currentLocation: z.string(),
  targetLocation: z.string(),
  requestDate: z.string(),
  completedDate: z.string().nullable(),
  reason: z.string(),
  status: mutationStatusSchema,
  priority: z.enum(['high', 'medium', 'low']),
  urgency: z.enum(['urgent', 'medium', 'normal']),
  documents: z.object({ sipCurrent: z.boolean(), sipTarget: z.boolean(), recommendationLetter: z.boolean() }),
  documentsComplete: z.boolean(),
});
export const mutationListSchema = z.object({
  mutations: z.array(mutationListItemSchema),
  pagination: paginationSchema,
});

/** `GET /news`: published news for the landing page (spec §3 "News item"). */
export const newsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
export const newsItemSchema = z.object({
  id: z.guid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  views: z.number().int(),
  featured: z.boolean(),
  priority: z.enum(['URGENT', 'HIGH', 'NORMAL', 'LOW']),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
export const newsListSchema = z.object({ news: z.array(newsItemSchema) });
