import { z } from 'zod';
import { membershipStatusSchema, paginationSchema } from './members.ts';
import { paymentPeriodFilters } from './payments.ts';
import { pageNumber, pageSize, searchText, text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Member transfers (issue 15, spec §2 "Mutation screens", §3, §4, §7): the member's requests and
 * their document checklist, the officers' list and approval desk, and the history. Members see
 * their own requests, officers those whose origin or target is in their scope (row-level security).
 */

export const transferStatuses = ['pending', 'processing', 'approved', 'rejected', 'completed', 'withdrawn'] as const;
export type TransferStatus = (typeof transferStatuses)[number];
export const transferPriorities = ['high', 'medium', 'low'] as const;
export type TransferPriority = (typeof transferPriorities)[number];
export const transferUrgencies = ['urgent', 'medium', 'normal'] as const;
export type TransferUrgency = (typeof transferUrgencies)[number];
/**
 * The desk's filter value of each priority (`urgency` is a generated column of `priority`,
 * decision 0036). Screens show the priority's words only: one vocabulary for member and desk.
 */
export const transferUrgencyOfPriority = {
  high: 'urgent',
  medium: 'medium',
  low: 'normal',
} as const satisfies Record<TransferPriority, TransferUrgency>;
/** The checklist, in the order the spec names it; the names are the SQL type's. */
export const transferDocumentKinds = ['sip_current', 'sip_target', 'recommendation_letter'] as const;
export type TransferDocumentKind = (typeof transferDocumentKinds)[number];
/** What a caller may do with a request (private.transfer_actions). */
export const transferActions = ['approve', 'reject', 'withdraw', 'upload'] as const;
export type TransferAction = (typeof transferActions)[number];
export const transferHistoryStatuses = ['all', 'completed', 'rejected'] as const;

/**
 * Status labels (spec §4) of the history export. The screens' words (these in Indonesian and in
 * English, and the priority, urgency and document labels) are the web app's `transfers` texts.
 */
export const transferStatusLabels: Record<TransferStatus, string> = {
  pending: 'Menunggu',
  processing: 'Diproses',
  approved: 'Disetujui',
  rejected: 'Ditolak',
  completed: 'Selesai',
  withdrawn: 'Dibatalkan',
};

export const TRANSFER_REASON_MIN = 5;
export const TRANSFER_REASON_MAX = 2000;
export const TRANSFER_NOTE_MAX = 2000;
export const TRANSFER_PAGE_SIZE = 10;
/** The bucket's own limits (20261122001100_storage.sql), checked in the browser before uploading. */
export const TRANSFER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TRANSFER_DOCUMENT_TYPES = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;
export const TRANSFER_DOCUMENT_BUCKET = 'member-documents';

/** Where the browser uploads a checklist document: `<member_id>/transfers/<request_id>/<kind>.<ext>`. */
export function transferDocumentPath(memberId: string, requestId: string, kind: TransferDocumentKind, ext: string) {
  return `${memberId}/transfers/${requestId}/${kind}.${ext}`;
}

/** The API's refusals. The screens' own checks say theirs in the web app's `transfers` texts. */
export const transferMessages = {
  targetInvalid: 'validation:transfers.targetInvalid',
  ownChapter: 'validation:transfers.ownChapter',
  reasonLength: messageKey('validation:transfers.reasonLength', { min: TRANSFER_REASON_MIN, max: TRANSFER_REASON_MAX }),
  priorityInvalid: 'validation:transfers.priorityInvalid',
  noteRequired: 'validation:transfers.noteRequired',
  noteTooLong: messageKey('validation:transfers.noteTooLong', { max: TRANSFER_NOTE_MAX }),
  documentNotUploaded: 'validation:transfers.documentNotUploaded',
  documentPathInvalid: 'validation:transfers.documentPathInvalid',
  statusInvalid: 'validation:transfers.statusInvalid',
} as const;

const uuid = () => z.guid({ error: transferMessages.targetInvalid });

export const transferDocumentsSchema = z.object({
  sipCurrent: z.boolean(),
  sipTarget: z.boolean(),
  recommendationLetter: z.boolean(),
});

/** What every list of requests shows of one. */
const transferRowSchema = z.object({
  id: z.guid(),
  memberId: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  currentLocation: z.string(),
  targetLocation: z.string(),
  requestDate: z.string(),
  reason: z.string(),
  status: z.enum(transferStatuses),
  priority: z.enum(transferPriorities),
  urgency: z.enum(transferUrgencies),
  documents: transferDocumentsSchema,
  documentsComplete: z.boolean(),
});

/** One request as the lists show it (spec §3 "Transfer request", plus what the screens act on). */
export const transferRequestSchema = transferRowSchema.extend({
  /**
   * What the caller may do now, as private.transfer_actions says (the rule's one home, which the
   * SQL functions enforce): approve (the step of their side), reject, withdraw (own, pending),
   * upload (a checklist document). The screens offer exactly these.
   */
  allowedActions: z.array(z.enum(transferActions)),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const transferStatisticsSchema = z.object({
  byStatus: z.record(z.enum(transferStatuses), z.number().int()),
  total: z.number().int(),
  /** Days from request to completion, over completed requests in scope; null without any. */
  averageDaysToCompletion: z.number().nullable(),
  /** Requests the caller can act on: the sidebar badge. */
  awaitingDecision: z.number().int(),
});
export type TransferStatistics = z.infer<typeof transferStatisticsSchema>;

/** `GET /mutations/requests?search&status&page&limit`. */
export const listTransferRequestsQuerySchema = z.object({
  search: searchText().optional(),
  status: z.enum(['all', ...transferStatuses], { error: transferMessages.statusInvalid }).default('all'),
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: TRANSFER_PAGE_SIZE }),
});
export type ListTransferRequestsQuery = z.infer<typeof listTransferRequestsQuerySchema>;

export const transferRequestListSchema = z.object({
  requests: z.array(transferRequestSchema),
  pagination: paginationSchema,
  statistics: transferStatisticsSchema,
});
export type TransferRequestList = z.infer<typeof transferRequestListSchema>;

export const transferTimelineStepSchema = z.object({
  step: z.enum(['requested', 'released', 'accepted', 'rejected', 'completed', 'withdrawn']),
  at: z.string(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});

/** `GET /mutations/requests/{id}`: the detail modal. */
export const transferRequestDetailSchema = z.object({
  request: transferRequestSchema,
  /** Object names in the member-documents bucket; the browser opens them through signed URLs. */
  documentPaths: z.record(z.enum(transferDocumentKinds), z.string().nullable()),
  standing: z.object({
    membershipStatus: membershipStatusSchema,
    unpaidBills: z.number().int(),
    arrears: z.number().int(),
    sipNumber: z.string().nullable(),
    sipExpiryDate: z.string().nullable(),
  }),
  timeline: z.array(transferTimelineStepSchema),
});
export type TransferRequestDetail = z.infer<typeof transferRequestDetailSchema>;

/** `POST /mutations/requests`: the member's own request; documents follow one by one. */
export const createTransferRequestSchema = z.object({
  targetOrganizationId: uuid(),
  reason: text({ max: TRANSFER_REASON_MAX, multiline: true, tooLong: transferMessages.reasonLength })
    .trim()
    .min(TRANSFER_REASON_MIN, transferMessages.reasonLength),
  priority: z.enum(transferPriorities, { error: transferMessages.priorityInvalid }).default('medium'),
});
export type CreateTransferRequest = z.input<typeof createTransferRequestSchema>;

/** `PUT /mutations/requests/{id}/documents/{kind}`: names the file uploaded at `path`. */
export const attachTransferDocumentSchema = z.object({
  path: text({ max: 300 }),
});

export const decisionNoteSchema = z.object({
  note: text({ max: TRANSFER_NOTE_MAX, multiline: true, tooLong: transferMessages.noteTooLong }).trim().optional(),
});
export const rejectionNoteSchema = z.object({
  note: text({ max: TRANSFER_NOTE_MAX, multiline: true, tooLong: transferMessages.noteTooLong })
    .trim()
    .min(1, transferMessages.noteRequired),
});

export const transferResultSchema = z.object({ request: transferRequestSchema });

/** `GET /mutations/approvals?urgency`: the requests the caller can act on, longest waiting first. */
export const listApprovalsQuerySchema = z.object({
  urgency: z.enum(['all', ...transferUrgencies]).default('all'),
});
export const transferApprovalSchema = transferRequestSchema.extend({
  waitingDays: z.number().int(),
  /** The member's photo in the avatars bucket, or null (a placeholder is shown). */
  memberPhoto: z.string().nullable(),
});
export type TransferApproval = z.infer<typeof transferApprovalSchema>;
export const transferApprovalListSchema = z.object({
  approvals: z.array(transferApprovalSchema),
  counts: z.record(z.enum(['all', ...transferUrgencies]), z.number().int()),
});
export type TransferApprovalList = z.infer<typeof transferApprovalListSchema>;

/** `GET /mutations/history?search&status&period&page&limit` (spec §3 "Transfer history"). */
export const listTransferHistoryQuerySchema = z.object({
  search: searchText().optional(),
  status: z.enum(transferHistoryStatuses, { error: transferMessages.statusInvalid }).default('all'),
  period: z.enum(paymentPeriodFilters).default('all'),
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: TRANSFER_PAGE_SIZE }),
});
export type ListTransferHistoryQuery = z.infer<typeof listTransferHistoryQuerySchema>;
export const exportTransferHistoryQuerySchema = listTransferHistoryQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx']).default('xlsx') });

export const transferHistoryItemSchema = z.object({
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
export type TransferHistoryItem = z.infer<typeof transferHistoryItemSchema>;
export const transferHistoryListSchema = z.object({
  history: z.array(transferHistoryItemSchema),
  pagination: paginationSchema,
});
export type TransferHistoryList = z.infer<typeof transferHistoryListSchema>;

/** `GET /mutations` (spec §7): the requests in scope, newest first; the dashboard tile reads pagination.total. */
const transferStatusSchema = z.enum(transferStatuses);
export const listTransfersQuerySchema = z.object({
  status: text({ max: 20 })
    .transform((value) => value.trim().toLowerCase())
    .pipe(transferStatusSchema)
    .optional(),
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: 10 }),
});
export const transferListItemSchema = transferRowSchema.extend({ completedDate: z.string().nullable() });
export const transferListSchema = z.object({
  transfers: z.array(transferListItemSchema),
  pagination: paginationSchema,
});
