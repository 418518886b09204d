import { z } from 'zod';
import { membershipStatusSchema, paginationSchema } from './members.ts';
import { paymentPeriodFilters } from './payments.ts';
import { pageNumber, pageSize, searchText, text } from './primitives.ts';

/**
 * Member transfers (issue 15, spec §2 "Mutation screens", §3, §4, §7): the member's requests and
 * their document checklist, the officers' list and approval desk, and the history. Members see
 * their own requests, officers those whose origin or target is in their scope (row-level security).
 */

export const mutationStatuses = ['pending', 'processing', 'approved', 'rejected', 'completed', 'withdrawn'] as const;
export type MutationStatus = (typeof mutationStatuses)[number];
export const mutationPriorities = ['high', 'medium', 'low'] as const;
export type MutationPriority = (typeof mutationPriorities)[number];
export const mutationUrgencies = ['urgent', 'medium', 'normal'] as const;
export type MutationUrgency = (typeof mutationUrgencies)[number];
/**
 * The desk's filter value of each priority (`urgency` is a generated column of `priority`,
 * decision 0036). Screens show the priority's words only: one vocabulary for member and desk.
 */
export const mutationUrgencyOfPriority = {
  high: 'urgent',
  medium: 'medium',
  low: 'normal',
} as const satisfies Record<MutationPriority, MutationUrgency>;
/** The checklist, in the order the spec names it; the names are the SQL type's. */
export const mutationDocumentKinds = ['sip_current', 'sip_target', 'recommendation_letter'] as const;
export type MutationDocumentKind = (typeof mutationDocumentKinds)[number];
export const mutationHistoryStatuses = ['all', 'completed', 'rejected'] as const;

/**
 * Status labels (spec §4) of the history export. The screens' words (these in Indonesian and in
 * English, and the priority, urgency and document labels) are the web app's `mutations` texts.
 */
export const mutationStatusLabels: Record<MutationStatus, string> = {
  pending: 'Menunggu',
  processing: 'Diproses',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  completed: 'Selesai',
  withdrawn: 'Dibatalkan',
};

export const MUTATION_REASON_MIN = 5;
export const MUTATION_REASON_MAX = 2000;
export const MUTATION_NOTE_MAX = 2000;
export const MUTATION_PAGE_SIZE = 10;
/** The bucket's own limits (20261122001100_storage.sql), checked in the browser before uploading. */
export const MUTATION_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MUTATION_DOCUMENT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export const MUTATION_DOCUMENT_BUCKET = 'member-documents';

/** Where the browser uploads a checklist document: `<member_id>/transfers/<request_id>/<kind>.<ext>`. */
export function mutationDocumentPath(memberId: string, requestId: string, kind: MutationDocumentKind, ext: string) {
  return `${memberId}/transfers/${requestId}/${kind}.${ext}`;
}

/** The API's refusals. The screens' own checks say theirs in the web app's `mutations` texts. */
export const mutationMessages = {
  targetInvalid: 'DPC tujuan tidak valid.',
  ownChapter: 'DPC tujuan tidak boleh sama dengan DPC Anda saat ini.',
  reasonLength: `Alasan mutasi harus ${MUTATION_REASON_MIN}–${MUTATION_REASON_MAX} karakter.`,
  priorityInvalid: 'Prioritas harus high, medium atau low.',
  noteRequired: 'Catatan wajib diisi untuk menolak permohonan mutasi.',
  noteTooLong: `Catatan paling banyak ${MUTATION_NOTE_MAX} karakter.`,
  documentNotUploaded: 'Dokumen belum diunggah. Unggah berkasnya terlebih dahulu.',
  documentPathInvalid: 'Lokasi dokumen tidak sesuai dengan permohonan mutasi ini.',
  statusInvalid: 'Filter status tidak valid.',
} as const;

const uuid = () => z.guid({ error: mutationMessages.targetInvalid });

export const mutationDocumentsSchema = z.object({
  sipCurrent: z.boolean(),
  sipTarget: z.boolean(),
  recommendationLetter: z.boolean(),
});

/** One request as the lists show it (spec §3 "Mutation request", plus what the screens act on). */
export const mutationRequestSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  currentLocation: z.string(),
  targetLocation: z.string(),
  requestDate: z.string(),
  reason: z.string(),
  status: z.enum(mutationStatuses),
  priority: z.enum(mutationPriorities),
  urgency: z.enum(mutationUrgencies),
  documents: mutationDocumentsSchema,
  documentsComplete: z.boolean(),
  /** What the caller may do now: approve (the step of their side), reject, withdraw (own, pending). */
  canApprove: z.boolean(),
  canReject: z.boolean(),
  canWithdraw: z.boolean(),
  canUpload: z.boolean(),
});
export type MutationRequest = z.infer<typeof mutationRequestSchema>;

export const mutationStatisticsSchema = z.object({
  byStatus: z.record(z.enum(mutationStatuses), z.number().int()),
  total: z.number().int(),
  /** Days from request to completion, over completed requests in scope; null without any. */
  averageDaysToCompletion: z.number().nullable(),
  /** Requests the caller can act on: the sidebar badge. */
  awaitingDecision: z.number().int(),
});
export type MutationStatistics = z.infer<typeof mutationStatisticsSchema>;

/** `GET /mutations/requests?search&status&page&limit`. */
export const listMutationRequestsQuerySchema = z.object({
  search: searchText().optional(),
  status: z.enum(['all', ...mutationStatuses], { error: mutationMessages.statusInvalid }).default('all'),
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: MUTATION_PAGE_SIZE }),
});
export type ListMutationRequestsQuery = z.infer<typeof listMutationRequestsQuerySchema>;

export const mutationRequestListSchema = z.object({
  requests: z.array(mutationRequestSchema),
  pagination: paginationSchema,
  statistics: mutationStatisticsSchema,
});
export type MutationRequestList = z.infer<typeof mutationRequestListSchema>;

export const mutationTimelineStepSchema = z.object({
  step: z.enum(['requested', 'released', 'accepted', 'rejected', 'completed', 'withdrawn']),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/** `GET /mutations/requests/{id}`: the detail modal. */
export const mutationRequestDetailSchema = z.object({
  request: mutationRequestSchema,
  /** Object names in the member-documents bucket; the browser opens them through signed URLs. */
  documentPaths: z.record(z.enum(mutationDocumentKinds), z.string().nullable()),
  standing: z.object({
    membershipStatus: membershipStatusSchema,
    unpaidBills: z.number().int(),
    arrears: z.number().int(),
    sipNumber: z.string().nullable(),
    sipExpiryDate: z.string().nullable(),
  }),
  timeline: z.array(mutationTimelineStepSchema),
});
export type MutationRequestDetail = z.infer<typeof mutationRequestDetailSchema>;

/** `POST /mutations/requests`: the member's own request; documents follow one by one. */
export const createMutationRequestSchema = z.object({
  targetOrganizationId: uuid(),
  reason: text({ max: MUTATION_REASON_MAX, multiline: true, tooLong: mutationMessages.reasonLength })
    .trim()
    .min(MUTATION_REASON_MIN, mutationMessages.reasonLength),
  priority: z.enum(mutationPriorities, { error: mutationMessages.priorityInvalid }).default('medium'),
});
export type CreateMutationRequest = z.input<typeof createMutationRequestSchema>;

/** `PUT /mutations/requests/{id}/documents/{kind}`: names the file uploaded at `path`. */
export const attachMutationDocumentSchema = z.object({
  path: text({ max: 300 }),
});

export const decisionNoteSchema = z.object({
  note: text({ max: MUTATION_NOTE_MAX, multiline: true, tooLong: mutationMessages.noteTooLong }).trim().optional(),
});
export const rejectionNoteSchema = z.object({
  note: text({ max: MUTATION_NOTE_MAX, multiline: true, tooLong: mutationMessages.noteTooLong })
    .trim()
    .min(1, mutationMessages.noteRequired),
});

export const mutationResultSchema = z.object({ request: mutationRequestSchema });

/** `GET /mutations/approvals?urgency`: the requests the caller can act on, longest waiting first. */
export const listApprovalsQuerySchema = z.object({
  urgency: z.enum(['all', ...mutationUrgencies]).default('all'),
});
export const mutationApprovalSchema = mutationRequestSchema.extend({
  waitingDays: z.number().int(),
  /** The member's photo in the avatars bucket, or null (a placeholder is shown). */
  memberPhoto: z.string().nullable(),
});
export type MutationApproval = z.infer<typeof mutationApprovalSchema>;
export const mutationApprovalListSchema = z.object({
  approvals: z.array(mutationApprovalSchema),
  counts: z.record(z.enum(['all', ...mutationUrgencies]), z.number().int()),
});
export type MutationApprovalList = z.infer<typeof mutationApprovalListSchema>;

/** `GET /mutations/history?search&status&period&page&limit` (spec §3 "Mutation history"). */
export const listMutationHistoryQuerySchema = z.object({
  search: searchText().optional(),
  status: z.enum(mutationHistoryStatuses, { error: mutationMessages.statusInvalid }).default('all'),
  period: z.enum(paymentPeriodFilters).default('all'),
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: MUTATION_PAGE_SIZE }),
});
export type ListMutationHistoryQuery = z.infer<typeof listMutationHistoryQuerySchema>;
export const exportMutationHistoryQuerySchema = listMutationHistoryQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

export const mutationHistoryItemSchema = z.object({
  id: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  fromLocation: z.string(),
  toLocation: z.string(),
  requestDate: z.string(),
  completedDate: z.string().nullable(),
  status: z.enum(['completed', 'rejected']),
  processedBy: z.string().nullable(),
  notes: z.string().nullable(),
  releasedBy: z.string().nullable(),
  releaseNotes: z.string().nullable(),
});
export type MutationHistoryItem = z.infer<typeof mutationHistoryItemSchema>;
export const mutationHistoryListSchema = z.object({
  history: z.array(mutationHistoryItemSchema),
  pagination: paginationSchema,
});
export type MutationHistoryList = z.infer<typeof mutationHistoryListSchema>;
