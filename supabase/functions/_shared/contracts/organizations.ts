import { z } from 'zod';
import { messageKey } from '../message-keys.ts';
import { toE164 } from '../phone.ts';
import { paginationSchema } from './members.ts';
import { EMAIL_MAX_LENGTH, emailAddress, pageNumber, pageSize, phoneText, searchText, text } from './primitives.ts';

export const organizationLevelSchema = z.enum(['DPP', 'DPW', 'DPC']);

export const listOrganizationsQuerySchema = z.object({
  level: organizationLevelSchema.optional(),
  parentId: z.guid().optional(),
});

export const organizationSummarySchema = z.object({
  id: z.guid(),
  name: z.string(),
  level: organizationLevelSchema,
  bpsCode: z.string().nullable(),
  parentId: z.guid().nullable(),
  /** The DPW's province name for a DPC, the DPW's own name for a DPW, null for the DPP. */
  provinceName: z.string().nullable(),
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const organizationListSchema = z.object({ organizations: z.array(organizationSummarySchema) });

// Chapters (issue 28 §3): the chapter list, the chapter profile and the structure tree --------------

/** The public bucket of chapter logos: `<organizations.id>/logo-<uuid>.<ext>`. */
export const ORGANIZATION_LOGO_BUCKET = 'organization-logos';
/** A logo's longest side in pixels (the storage service refuses larger ones, decision 0047). */
export const ORGANIZATION_LOGO_MAX_SIDE = 1024;
/** A logo's largest file, as the bucket's file_size_limit. */
export const ORGANIZATION_LOGO_MAX_BYTES = 1024 * 1024;
export const ORGANIZATION_LOGO_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;
export type OrganizationLogoType = keyof typeof ORGANIZATION_LOGO_TYPES;

export const organizationMessages = {
  addressTooLong: messageKey('validation:organizations.addressTooLong', { max: 500 }),
  phoneInvalid: 'validation:organizations.phoneInvalid',
  emailInvalid: 'validation:organizations.emailInvalid',
  bankNameInvalid: 'validation:organizations.bankNameInvalid',
  bankAccountNumberInvalid: 'validation:organizations.bankAccountNumberInvalid',
  bankAccountNameInvalid: 'validation:organizations.bankAccountNameInvalid',
  bankAccountIncomplete: 'validation:organizations.bankAccountIncomplete',
  logoPathInvalid: 'validation:organizations.logoPathInvalid',
  logoType: 'validation:organizations.logoType',
  logoTooBig: messageKey('validation:organizations.logoTooBig', { megabytes: 1 }),
  logoNotUploaded: 'validation:organizations.logoNotUploaded',
} as const;

/** Where a chapter's new logo goes. */
export function organizationLogoPath(organizationId: string, type: OrganizationLogoType, id: string): string {
  return `${organizationId}/logo-${id}.${ORGANIZATION_LOGO_TYPES[type]}`;
}

/** Why a file cannot be a logo (type, bytes), or null; the pixels are checked by imageProblem. */
export function organizationLogoFileProblem(file: { type: string; size: number }): string | null {
  if (!(file.type in ORGANIZATION_LOGO_TYPES)) return organizationMessages.logoType;
  return file.size > ORGANIZATION_LOGO_MAX_BYTES ? organizationMessages.logoTooBig : null;
}

export const chapterListQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: 20 }),
  search: searchText().optional(),
});
export type ChapterListQuery = z.input<typeof chapterListQuerySchema>;

export const chapterListItemSchema = organizationSummarySchema.omit({ provinceName: true }).extend({
  parentName: z.string().nullable(),
  isActive: z.boolean(),
  members: z.number().int(),
  activeMembers: z.number().int(),
  pendingMembers: z.number().int(),
  unpaidAmount: z.number().int(),
});
export type ChapterListItem = z.infer<typeof chapterListItemSchema>;
export const chapterPageSchema = z.object({ chapters: z.array(chapterListItemSchema), pagination: paginationSchema });
export type ChapterPage = z.infer<typeof chapterPageSchema>;

export const chapterOfficerSchema = z.object({
  fullName: z.string().nullable(),
  roleName: z.string(),
  roleDisplayName: z.string(),
});
export type ChapterOfficer = z.infer<typeof chapterOfficerSchema>;

export const chapterProfileSchema = z.object({
  id: z.guid(),
  name: z.string(),
  level: organizationLevelSchema,
  bpsCode: z.string().nullable(),
  parentId: z.guid().nullable(),
  parentName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  /** The logo's object in the public organization-logos bucket, or null. */
  logoPath: z.string().nullable(),
  officers: z.array(chapterOfficerSchema),
  /** The caller is one of the chapter's own officers with organizations.edit_profile. */
  canEdit: z.boolean(),
});
export type ChapterProfile = z.infer<typeof chapterProfileSchema>;
export const chapterProfileResultSchema = z.object({ chapter: chapterProfileSchema });

export const chapterProfileQuerySchema = z.object({ organizationId: z.guid().optional() });
export const chapterIdParamSchema = z.object({ id: z.guid() });

const optionalText = (max: number, message: string) =>
  text({ max, tooLong: message })
    .nullish()
    .transform((value) => value?.trim() || null);

/** PUT /organizations/{id}/profile: the whole profile; an empty field clears it. */
export const chapterProfileInputSchema = z
  .object({
    address: text({ max: 500, multiline: true, tooLong: organizationMessages.addressTooLong })
      .nullish()
      .transform((value) => value?.trim() || null),
    phone: phoneText()
      .nullish()
      .transform((value, ctx) => {
        if (!value || !value.trim()) return null;
        return toE164(value) ?? (ctx.addIssue({ code: 'custom', message: organizationMessages.phoneInvalid }), z.NEVER);
      }),
    email: text({ max: EMAIL_MAX_LENGTH, tooLong: organizationMessages.emailInvalid })
      .trim()
      .nullish()
      .transform((value, ctx) => {
        if (!value) return null;
        const parsed = emailAddress(organizationMessages.emailInvalid).safeParse(value);
        return parsed.success
          ? parsed.data
          : (ctx.addIssue({ code: 'custom', message: organizationMessages.emailInvalid }), z.NEVER);
      }),
    bankName: optionalText(80, organizationMessages.bankNameInvalid).refine(
      (value) => value === null || value.length >= 2,
      organizationMessages.bankNameInvalid,
    ),
    bankAccountNumber: optionalText(40, organizationMessages.bankAccountNumberInvalid)
      .transform((value) => value?.replace(/[\s-]/g, '') || null)
      .refine((value) => value === null || /^[0-9]{5,20}$/.test(value), organizationMessages.bankAccountNumberInvalid),
    bankAccountName: optionalText(120, organizationMessages.bankAccountNameInvalid).refine(
      (value) => value === null || value.length >= 2,
      organizationMessages.bankAccountNameInvalid,
    ),
    logoPath: optionalText(200, organizationMessages.logoPathInvalid).refine(
      (value) => value === null || /^[0-9a-f-]{36}\/logo-[0-9a-f-]{36}\.(png|jpg|webp)$/.test(value),
      organizationMessages.logoPathInvalid,
    ),
  })
  .refine(
    (value) =>
      (value.bankName === null) === (value.bankAccountNumber === null) &&
      (value.bankName === null) === (value.bankAccountName === null),
    { message: organizationMessages.bankAccountIncomplete, path: ['bankAccountNumber'] },
  );
export type ChapterProfileInput = z.input<typeof chapterProfileInputSchema>;

export const structureQuerySchema = z.object({ parentId: z.guid().optional() });

export const structureNodeSchema = z.object({
  id: z.guid(),
  name: z.string(),
  level: organizationLevelSchema,
  bpsCode: z.string().nullable(),
  isActive: z.boolean(),
  /** Chapters directly under it (a DPP's DPWs, a DPW's DPCs). */
  children: z.number().int(),
  members: z.number().int(),
  activeMembers: z.number().int(),
  pendingMembers: z.number().int(),
  unpaidBills: z.number().int(),
  unpaidAmount: z.number().int(),
  overdueAmount: z.number().int(),
  paidAmount: z.number().int(),
  officers: z.array(chapterOfficerSchema),
});
export type StructureNode = z.infer<typeof structureNodeSchema>;
export const structureLevelSchema = z.object({ chapters: z.array(structureNodeSchema) });
export type StructureLevel = z.infer<typeof structureLevelSchema>;
