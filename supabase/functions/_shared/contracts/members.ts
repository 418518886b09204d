import { z } from 'zod';
import { toE164 } from '../phone.ts';
import { memberLabels } from './member-labels.ts';
import {
  emailAddress,
  EMAIL_MAX_LENGTH,
  nameText,
  pageNumber,
  pageSize,
  phoneText,
  searchText,
  text,
} from './primitives.ts';

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
} as const;

/** Optional free text: one line (or several, for an address), trimmed, empty → null. */
const optionalText = (max = 200, multiline = false) =>
  text({ max, multiline })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A calendar date from a form or a spreadsheet: `YYYY-MM-DD`, `DD/MM/YYYY`, `DD-MM-YYYY`, or an
 * Excel serial number (what a date cell holds in XLSX). Returns `YYYY-MM-DD`, or null if invalid.
 */
export function parseDateInput(input: string): string | null {
  const value = input.trim();
  let year: number, month: number, day: number;
  let match: RegExpMatchArray | null;
  if ((match = value.match(/^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = value.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/))) {
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else if (/^\d{4,5}(\.\d+)?$/.test(value)) {
    // Excel's 1900 date system: serial 25569 is 1970-01-01.
    const date = new Date(Math.round((Number(value) - 25569) * 86_400_000));
    [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
  } else return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  if (year < 1900 || year > 2200) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Longest date as typed (`2026-11-23T10:00:00.000+07:00`); anything longer is not a date. */
const DATE_INPUT_MAX_LENGTH = 40;

const optionalDate = (message: string = memberMessages.dateInvalid) =>
  text({ max: DATE_INPUT_MAX_LENGTH, tooLong: message })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return parseDateInput(value) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER);
    });

const optionalPhone = phoneText()
  .nullish()
  .transform((value, ctx) => {
    if (!value || !value.trim()) return null;
    return toE164(value) ?? (ctx.addIssue({ code: 'custom', message: memberMessages.phoneInvalid }), z.NEVER);
  });

const optionalEmail = text({ max: EMAIL_MAX_LENGTH, tooLong: memberMessages.emailInvalid })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = emailAddress(memberMessages.emailInvalid).safeParse(value);
    return parsed.success
      ? parsed.data
      : (ctx.addIssue({ code: 'custom', message: memberMessages.emailInvalid }), z.NEVER);
  });

/** `L`, `P`, `Laki-laki`, `Perempuan`, `male`, `female` → `male` / `female`. */
export function parseGender(input: string): 'male' | 'female' | null {
  const value = input.trim().toLowerCase().replace(/[\s-]/g, '');
  if (['l', 'lk', 'lakilaki', 'pria', 'male', 'm'].includes(value)) return 'male';
  if (['p', 'pr', 'perempuan', 'wanita', 'female', 'f', 'w'].includes(value)) return 'female';
  return null;
}

const normalizeMembershipType = (input: string) =>
  input
    .trim()
    .toUpperCase()
    .replace(/^ANGGOTA\s+/, '')
    .replace(/[\s-]+/g, '_');
/** Each language's label of a type (`Regular Member`), normalised, → the enum value. */
const membershipTypeByLabel = new Map(
  Object.values(memberLabels).flatMap(({ type }) =>
    Object.entries(type).map(([code, label]) => [normalizeMembershipType(label), code as MembershipType]),
  ),
);

/** `BIASA`, `Anggota Biasa`, `Luar Biasa`, `Regular Member` (an export's label), … → the enum value. */
export function parseMembershipType(input: string): MembershipType | null {
  const value = normalizeMembershipType(input);
  if ((membershipTypes as readonly string[]).includes(value)) return value as MembershipType;
  return membershipTypeByLabel.get(value) ?? null;
}

/** The fields an officer edits (and sets when adding a member). */
export const memberFieldsSchema = z.object({
  fullName: nameText({ max: 200, error: memberMessages.fullNameRequired, tooLong: memberMessages.fullNameTooLong })
    .trim()
    .min(2, memberMessages.fullNameRequired),
  email: optionalEmail,
  phone: optionalPhone,
  birthDate: optionalDate(memberMessages.birthDateInvalid),
  gender: text({ max: 20, tooLong: memberMessages.genderInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return parseGender(value) ?? (ctx.addIssue({ code: 'custom', message: memberMessages.genderInvalid }), z.NEVER);
    }),
  address: optionalText(500, true),
  city: optionalText(),
  province: optionalText(),
  postalCode: text({ max: 10, tooLong: memberMessages.postalCodeInvalid })
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      return /^\d{5}$/.test(value)
        ? value
        : (ctx.addIssue({ code: 'custom', message: memberMessages.postalCodeInvalid }), z.NEVER);
    }),
  profession: optionalText(),
  specialization: optionalText(),
  workplace: optionalText(),
  education: optionalText(),
  strNumber: optionalText(100),
  strExpiryDate: optionalDate(),
  sipNumber: optionalText(100),
  sipExpiryDate: optionalDate(),
  membershipType: text({ max: 40, tooLong: memberMessages.membershipTypeInvalid })
    .nullish()
    .transform((value, ctx) => {
      if (!value || !value.trim()) return null;
      return (
        parseMembershipType(value) ??
        (ctx.addIssue({ code: 'custom', message: memberMessages.membershipTypeInvalid }), z.NEVER)
      );
    }),
  position: optionalText(),
});

/**
 * A SIP expiry date belongs to a SIP number (constraint members_sip_expiry_needs_number); a past
 * date is allowed. An empty number is null here; a patch that leaves it out (undefined) keeps the
 * stored one, which the database checks.
 */
const sipExpiryHasNumber: [
  (input: { sipNumber?: string | null; sipExpiryDate?: string | null }) => boolean,
  { path: string[]; message: string },
] = [
  (input) => !input.sipExpiryDate || input.sipNumber !== null,
  { path: ['sipNumber'], message: memberMessages.sipNumberRequired },
];

/** `POST /members`: an officer adds a member directly; it starts PENDING, the NAP comes on verification. */
export const createMemberSchema = memberFieldsSchema
  .extend({ organizationId: z.guid(memberMessages.chapterRequired).optional() })
  .refine(...sipExpiryHasNumber);
export type CreateMemberInput = z.input<typeof createMemberSchema>;

/** `PATCH /members/{id}`: any subset of the fields, plus the membership dates. */
export const updateMemberSchema = memberFieldsSchema
  .extend({ joinDate: optionalDate(), expiryDate: optionalDate(), memberSince: optionalDate() })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: memberMessages.nothingToUpdate,
  })
  .refine((input) => !input.joinDate || !input.expiryDate || input.expiryDate >= input.joinDate, {
    path: ['expiryDate'],
    message: memberMessages.expiryBeforeJoin,
  })
  .refine(...sipExpiryHasNumber);
export type UpdateMemberInput = z.input<typeof updateMemberSchema>;

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

export const listMembersQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: 10 }),
  search: searchText().optional(),
  status: memberStatusFilterSchema.optional(),
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

export const memberListSchema = z.object({ members: z.array(memberListItemSchema), pagination: paginationSchema });
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

/** `GET /members/verification`: pending applications in the officer's scope, oldest first. */
export const verificationQueueSchema = z.object({
  applications: z.array(
    memberProfileSchema.extend({
      documents: z.array(z.object({ id: z.guid(), kind: z.string(), title: z.string() })),
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
