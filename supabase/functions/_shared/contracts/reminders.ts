import { z } from 'zod';
import { messageChannels } from '../messaging/outbox.ts';
import { paginationSchema } from './members.ts';
import { pageNumber, pageSize, searchText } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Overdue reminders (issue 14 §2, spec §2 and §7): the members with unpaid bills past their due
 * date in the officer's scope, and the dues_reminder messages queued for them (decision 0037).
 */

/** `public.overdue_bucket`: days overdue of the member's oldest unpaid bill. */
export const overdueBuckets = ['1-7', '8-30', '>30'] as const;
export type OverdueBucket = (typeof overdueBuckets)[number];
export const overduePriorities = ['high', 'medium', 'low'] as const;
export type OverduePriority = (typeof overduePriorities)[number];
/** Spec §4 "Reminder channels": WhatsApp first. */
export const reminderTypes = messageChannels;
export type ReminderType = (typeof reminderTypes)[number];
export const DEFAULT_REMINDER_TYPE: ReminderType = 'whatsapp';

export const OVERDUE_PAGE_SIZE = 20;
/** The most members one send may cover (public.queue_reminders refuses more). */
export const MAX_REMINDER_RECIPIENTS = 10_000;

/** Why queue_reminders skipped a member (decision 0037). */
export const reminderSkipReasons = [
  'not_found',
  'not_overdue',
  'no_contact',
  'preference',
  'recently_reminded',
] as const;
export type ReminderSkipReason = (typeof reminderSkipReasons)[number];

export const reminderMessages = {
  bucketInvalid: 'validation:reminders.bucketInvalid',
  organizationInvalid: 'validation:common.organizationIdInvalid',
  memberInvalid: 'validation:common.memberIdInvalid',
  reminderTypeInvalid: 'validation:reminders.reminderTypeInvalid',
  recipientsRequired: 'validation:reminders.recipientsRequired',
  recipientsBoth: 'validation:reminders.recipientsBoth',
  tooManyRecipients: messageKey('validation:reminders.tooManyRecipients', { max: MAX_REMINDER_RECIPIENTS }),
} as const;

/** The list's filter: shared by `GET /dues/overdue` and a send to every member of the filter. */
export const overdueFilterSchema = z.object({
  search: searchText().optional(),
  bucket: z.enum(overdueBuckets, { error: reminderMessages.bucketInvalid }).optional(),
  organizationId: z.guid(reminderMessages.organizationInvalid).optional(),
});
export type OverdueFilter = z.infer<typeof overdueFilterSchema>;

/** `GET /dues/overdue?search&bucket&organizationId&page&limit`. */
export const listOverdueQuerySchema = overdueFilterSchema.extend({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: OVERDUE_PAGE_SIZE }),
});
export type ListOverdueQuery = z.input<typeof listOverdueQuerySchema>;

/** Spec §6 "Overdue member", with the member's chapter. */
export const overdueMemberSchema = z.object({
  id: z.guid(),
  memberName: z.string(),
  memberNAP: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  organizationId: z.guid(),
  organizationName: z.string(),
  /** The categories of every overdue bill, by name, comma-separated. */
  duesCategory: z.string(),
  billCount: z.number().int(),
  /** Whole rupiah, every overdue bill. */
  amount: z.number().int(),
  /** The oldest overdue bill's due date (YYYY-MM-DD). */
  dueDate: z.string(),
  daysOverdue: z.number().int(),
  bucket: z.enum(overdueBuckets),
  priority: z.enum(overduePriorities),
  lastReminderSent: z.string().nullable(),
  reminderCount: z.number().int(),
});
export type OverdueMember = z.infer<typeof overdueMemberSchema>;

export const overdueBucketCountsSchema = z.object({
  '1-7': z.number().int(),
  '8-30': z.number().int(),
  '>30': z.number().int(),
});
export type OverdueBucketCounts = z.infer<typeof overdueBucketCountsSchema>;

export const overdueListSchema = z.object({
  members: z.array(overdueMemberSchema),
  /** Members per bucket under the search and organization filters (the bucket filter aside). */
  buckets: overdueBucketCountsSchema,
  pagination: paginationSchema,
});
export type OverdueList = z.infer<typeof overdueListSchema>;

/**
 * `POST /dues/send-reminders`: the selected members, or `filter` for every member of the list's
 * filter (the server resolves it; at most MAX_REMINDER_RECIPIENTS).
 */
export const sendRemindersInputSchema = z
  .object({
    memberIds: z
      .array(z.guid(reminderMessages.memberInvalid))
      .min(1, reminderMessages.recipientsRequired)
      .max(MAX_REMINDER_RECIPIENTS, reminderMessages.tooManyRecipients)
      .optional(),
    // Strict: a filter with nothing but unknown keys would otherwise become {}, every member of
    // the caller's scope (the API fuzz test found it sending to the whole country).
    filter: z.strictObject(overdueFilterSchema.shape).optional(),
    reminderType: z.enum(reminderTypes, { error: reminderMessages.reminderTypeInvalid }).default(DEFAULT_REMINDER_TYPE),
  })
  .refine((input) => input.memberIds !== undefined || input.filter !== undefined, {
    message: reminderMessages.recipientsRequired,
    path: ['memberIds'],
  })
  .refine((input) => input.memberIds === undefined || input.filter === undefined, {
    message: reminderMessages.recipientsBoth,
    path: ['filter'],
  });
export type SendRemindersInput = z.input<typeof sendRemindersInputSchema>;

export const sendRemindersResultSchema = z.object({
  /** Members the send covered (the ids given, or the filter's members). */
  requested: z.number().int(),
  queued: z.number().int(),
  /** Queued by email because the member has no phone. */
  fallback: z.array(z.object({ memberId: z.guid(), channel: z.enum(reminderTypes) })),
  skipped: z.array(z.object({ memberId: z.guid(), reason: z.enum(reminderSkipReasons) })),
  /** The skips counted by reason. */
  skippedByReason: z.partialRecord(z.enum(reminderSkipReasons), z.number().int()),
});
export type SendRemindersResult = z.infer<typeof sendRemindersResultSchema>;

/**
 * `POST /dues/send-reminders/preview`: what the same send would do now, nothing queued (the send
 * dialog says it before the officer presses "Kirim"). Decided by the same SQL as the send
 * (`private.decide_reminders`).
 */
export const sendRemindersPreviewSchema = z.object({
  /** Members the send would cover. */
  requested: z.number().int(),
  /** Reminders it would queue: what "Kirim ke N anggota" names. */
  queued: z.number().int(),
  /** Of those, by email for want of a phone. */
  fallback: z.number().int(),
  /** The members it would skip, counted by reason. */
  skippedByReason: z.partialRecord(z.enum(reminderSkipReasons), z.number().int()),
});
export type SendRemindersPreview = z.infer<typeof sendRemindersPreviewSchema>;

/** `GET /dues/overdue/{memberId}/reminder-preview?reminderType=`. */
export const reminderPreviewQuerySchema = z.object({
  reminderType: z.enum(reminderTypes, { error: reminderMessages.reminderTypeInvalid }).default(DEFAULT_REMINDER_TYPE),
});

/** The message as the member would receive it: the text (WhatsApp, SMS), with subject and HTML by email. */
export const reminderPreviewSchema = z.object({
  channel: z.enum(reminderTypes),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;
