import { z } from 'zod';
import { pageNumber, pageSize, searchText, text } from './primitives.ts';

/** `GET /members/stats/overview`: member counts within the officer's scope (spec §3 "Member stats"). */
export const memberStatsSchema = z.object({
  totalMembers: z.number().int(),
  activeMembers: z.number().int(),
  pendingMembers: z.number().int(),
  inactiveMembers: z.number().int(),
  expiredMembers: z.number().int(),
  suspendedMembers: z.number().int(),
  recentJoins: z.number().int(),
  legacyMembers: z.number().int(),
  membersByType: z.object({ BIASA: z.number().int(), LUAR_BIASA: z.number().int(), KEHORMATAN: z.number().int() }),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

// ---------------------------------------------------------------------------------------------
// Member directory (`GET /members`), detail, officer edits and the verification queue.
// ---------------------------------------------------------------------------------------------

export const membershipStatuses = ['PENDING', 'ACTIVE', 'INACTIVE', 'EXPIRED', 'SUSPENDED', 'REJECTED'] as const;
export const membershipStatusSchema = z.enum(membershipStatuses);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;
export const membershipTypes = ['BIASA', 'LUAR_BIASA', 'KEHORMATAN'] as const;
export const membershipTypeSchema = z.enum(membershipTypes);
export type MembershipType = z.infer<typeof membershipTypeSchema>;

export const memberMessages = {
  fullNameRequired: 'validation:common.fullNameRequired',
  fullNameTooLong: 'validation:members.fullNameTooLong',
  emailInvalid: 'validation:common.emailInvalid',
  loginEmailFollowsAuth: 'validation:members.loginEmailFollowsAuth',
  phoneInvalid: 'validation:common.phoneInvalid',
  dateInvalid: 'validation:members.dateInvalid',
  birthDateInvalid: 'validation:common.birthDateInvalid',
  postalCodeInvalid: 'validation:members.postalCodeInvalid',
  genderInvalid: 'validation:members.genderInvalid',
  membershipTypeInvalid: 'validation:members.membershipTypeInvalid',
  statusInvalid: 'validation:members.statusInvalid',
  reasonRequired: 'validation:members.reasonRequired',
  chapterRequired: 'validation:members.chapterRequired',
  chapterNotFound: 'validation:members.chapterNotFound',
  chapterOutOfScope: 'validation:members.chapterOutOfScope',
  expiryBeforeJoin: 'validation:members.expiryBeforeJoin',
  sipNumberRequired: 'validation:members.sipNumberRequired',
  linkTargetRequired: 'validation:members.linkTargetRequired',
  nothingToUpdate: 'validation:common.nothingToUpdate',
  identityNotChecked: 'validation:members.identityNotChecked',
  completenessInvalid: 'validation:members.completenessInvalid',
} as const;

export const reasonSchema = z.object({
  reason: text({ max: 1000, multiline: true, error: memberMessages.reasonRequired })
    .trim()
    .min(3, memberMessages.reasonRequired),
});

/**
 * Resetting a member's two-factor sign-in (lost phone): the officer confirms that they checked the
 * member's identity (decision 0032, "Recovery").
 */
export const twoFactorResetSchema = z.object({
  identityChecked: z.literal(true, { error: memberMessages.identityNotChecked }),
});
export const twoFactorResetResultSchema = z.object({ removedFactors: z.number().int() });
export type TwoFactorResetResult = z.infer<typeof twoFactorResetResultSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `?status=` of the member list and export: a status, `ALL` or empty (case and spaces forgiven). */
export const memberStatusFilterSchema = text({ max: 20, tooLong: memberMessages.statusInvalid })
  .transform((value) => value.trim().toUpperCase())
  .pipe(membershipStatusSchema.or(z.literal('')).or(z.literal('ALL')));

/** One chapter and those under it (the structure tree's "see its members"), within the caller's scope. */
export const memberChapterFilterSchema = z.guid({ error: 'validation:common.organizationIdInvalid' });

export const listMembersQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: 10 }),
  search: searchText().optional(),
  status: memberStatusFilterSchema.optional(),
  organizationId: memberChapterFilterSchema.optional(),
});

/** A row of the member list (spec §3 "Member (from the API)"), plus the chapter. */
export const memberListItemSchema = z.object({
  id: z.guid(),
  fullName: z.string(),
  memberNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  city: z.string().nullable(),
  membershipStatus: membershipStatusSchema,
  membershipType: membershipTypeSchema,
  joinDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  organizationId: z.guid(),
  organizationName: z.string(),
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberListSchema = z.object({
  members: z.array(memberListItemSchema),
  pagination: paginationSchema,
  /** The chapter the list is filtered to (`organizationId`), by name; absent when unfiltered or unknown. */
  chapter: z.object({ id: z.guid(), name: z.string() }).optional(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/**
 * A member's particulars, in form order: what the member edits on their own profile
 * (`editableProfileFields`) and what the member detail lists.
 */
export const memberPersonalFields = [
  'fullName',
  'phone',
  'birthDate',
  'gender',
  'address',
  'city',
  'province',
  'postalCode',
  'profession',
  'specialization',
  'workplace',
  'education',
] as const;
export type MemberPersonalField = (typeof memberPersonalFields)[number];

/** The member record as both its readers get it: an officer (`memberProfileSchema`) and the member (`profileSchema`). */
export const memberRecordSchema = z.object({
  id: z.guid(),
  nap: z.string().nullable(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  profession: z.string().nullable(),
  specialization: z.string().nullable(),
  workplace: z.string().nullable(),
  education: z.string().nullable(),
  strNumber: z.string().nullable(),
  strExpiryDate: z.string().nullable(),
  sipNumber: z.string().nullable(),
  sipExpiryDate: z.string().nullable(),
  memberSince: z.string().nullable(),
  membershipType: membershipTypeSchema,
  membershipStatus: membershipStatusSchema,
  expiryDate: z.string().nullable(),
  organizationName: z.string(),
});

export const memberProfileSchema = memberRecordSchema.extend({
  statusReason: z.string().nullable(),
  position: z.string().nullable(),
  joinDate: z.string().nullable(),
  organizationId: z.guid(),
  organizationCode: z.string().nullable(),
  hasLogin: z.boolean(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * What an application file can lack, as `private.application_missing` names it (the one home of the
 * rule: an STR number and file, a SIP file when a SIP number is given, a diploma or certificate).
 */
export const applicationMissingItems = ['str_number', 'str_document', 'sip_document', 'diploma_document'] as const;
export const applicationMissingSchema = z.array(z.enum(applicationMissingItems));
export type ApplicationMissingItem = (typeof applicationMissingItems)[number];

export const memberDetailSchema = z.object({
  member: memberProfileSchema,
  bills: z.array(
    z.object({
      id: z.guid(),
      category: z.string(),
      periodStart: z.string(),
      periodEnd: z.string(),
      dueDate: z.string(),
      amount: z.number().int(),
      status: z.enum(['unpaid', 'paid', 'waived']),
      paidAt: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.guid(),
      amount: z.number().int(),
      method: z.string(),
      status: z.string(),
      transactionId: z.string().nullable(),
      paidAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  transfers: z.array(
    z.object({
      id: z.guid(),
      fromLocation: z.string(),
      toLocation: z.string(),
      status: z.string(),
      requestDate: z.string(),
      completedDate: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.guid(),
      kind: z.string(),
      title: z.string(),
      mimeType: z.string().nullable(),
      createdAt: z.string(),
      /** The object name in the private member-documents bucket, opened through a signed URL. */
      storagePath: z.string(),
      verifiedAt: z.string().nullable(),
      /** The code /document-verification vouches for; only once verified. */
      verificationCode: z.string().nullable(),
      /** The caller may mark it verified (documents.manage in the member's DPC, not their own). */
      canVerify: z.boolean(),
    }),
  ),
  summary: z.object({ unpaidBills: z.number().int(), arrears: z.number().int(), totalPaid: z.number().int() }),
  /** What the caller may do with this member now (permission in the member's DPC and status). */
  actions: z.object({ edit: z.boolean(), deactivate: z.boolean(), activate: z.boolean(), verify: z.boolean() }),
  /** A pending application's missing papers (`private.application_missing`); null for a member. */
  missing: applicationMissingSchema.nullable().optional(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

/**
 * A NAP holder an application matches (SQL `application_duplicates`). Contact details and licence
 * are null when the match is outside the officer's scope.
 */
export const applicationDuplicateSchema = z.object({
  id: z.guid(),
  nap: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  strNumber: z.string().nullable(),
  birthDate: z.string().nullable(),
  membershipStatus: membershipStatusSchema,
  organizationName: z.string(),
  /** The NAP holder already signs in: linking is impossible, reject the application instead. */
  hasLogin: z.boolean(),
  /** The caller may link the application to this member (no login yet, and in the caller's scope). */
  canLink: z.boolean(),
  matchedOn: z.array(z.enum(['email', 'phone', 'str_number'])),
});
export type ApplicationDuplicate = z.infer<typeof applicationDuplicateSchema>;

/**
 * `GET /profile/application`: the caller's own application while it waits for verification (the
 * DPC whose officers verify it, and what its file lacks); null once there is no pending application.
 */
export const ownApplicationSchema = z.object({
  application: z
    .object({ organizationName: z.string(), createdAt: z.string(), missing: applicationMissingSchema })
    .nullable(),
});
export type OwnApplication = z.infer<typeof ownApplicationSchema>;

/** `?completeness=` of the verification queue: files with nothing missing, or with something. */
export const applicationCompletenessValues = ['complete', 'incomplete'] as const;
export const verificationQueueQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: 20 }),
  completeness: z.enum(applicationCompletenessValues, { error: memberMessages.completenessInvalid }).optional(),
});

/** A document of an application file: opened by the officer through a short-lived signed URL. */
export const applicationDocumentSchema = z.object({
  id: z.guid(),
  kind: z.string(),
  title: z.string(),
  storagePath: z.string(),
  mimeType: z.string().nullable(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});

/** `GET /members/verification`: pending applications in the officer's scope, oldest first. */
export const verificationQueueSchema = z.object({
  applications: z.array(
    memberProfileSchema.extend({
      documents: z.array(applicationDocumentSchema),
      /** What the file lacks (`private.application_missing`); empty when it is complete. */
      missing: applicationMissingSchema,
      /** NAP holders this application matches: verification is refused while there are any. */
      duplicates: z.array(applicationDuplicateSchema),
    }),
  ),
  pagination: paginationSchema,
});

/** `POST /members/{id}/link`: the NAP holder a flagged application is linked to. */
export const linkApplicationSchema = z.object({ memberId: z.guid(memberMessages.linkTargetRequired) });

export const memberWriteResultSchema = z.object({ member: memberProfileSchema });

export const dashboardBadgesSchema = z.object({
  pendingVerifications: z.number().int(),
  pendingTransferApprovals: z.number().int(),
  unreadNotifications: z.number().int(),
});
export type DashboardBadges = z.infer<typeof dashboardBadgesSchema>;
