import { duesPeriods } from './dues.ts';
import { z } from 'zod';
import { paginationSchema } from './members.ts';
import { chapterOfficerSchema } from './organizations.ts';
import { newsItemSchema, newsSummarySchema } from './news.ts';
import { inputMessages, pageNumber, pageSize, text } from './primitives.ts';

/**
 * The public content API (`/content/*`, `/verification/documents`): published news, blog posts and
 * events, the chapter structure, the active dues categories and the public document check.
 */

/** Cards per page on the public lists (a 3 × 3 grid on wide screens). */
export const CONTENT_PAGE_SIZE = 9;
export const CONTENT_MAX_PAGE_SIZE = 50;

export const contentMessages = {
  newsNotFound: 'validation:content.newsNotFound',
  blogPostNotFound: 'validation:content.blogPostNotFound',
  eventNotFound: 'validation:content.eventNotFound',
  documentNotFound: 'validation:content.documentNotFound',
  pageInvalid: inputMessages.pageInvalid,
  limitInvalid: inputMessages.pageSizeInvalid(CONTENT_MAX_PAGE_SIZE),
  whenInvalid: 'validation:content.whenInvalid',
  codeRequired: 'validation:content.codeRequired',
  codeInvalid: 'validation:content.codeInvalid',
} as const;

/** Slugs as the content tables constrain them (`^[a-z0-9]+(-[a-z0-9]+)*$`). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const contentPageQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: CONTENT_MAX_PAGE_SIZE, fallback: CONTENT_PAGE_SIZE }),
});
export type ContentPageQuery = z.infer<typeof contentPageQuerySchema>;

/** `{slug}` of a detail page: bounded, no control characters (an unknown slug is a 404). */
export const slugParamSchema = text({ max: 200 });

// News ---------------------------------------------------------------------------------------------

export { newsSummarySchema, type NewsSummary } from './news.ts';
export const newsPageSchema = z.object({ news: z.array(newsSummarySchema), pagination: paginationSchema });
export type NewsPage = z.infer<typeof newsPageSchema>;
export const newsDetailSchema = z.object({ news: newsItemSchema });

// Blog ---------------------------------------------------------------------------------------------

/** A blog post has the fields of a news item but no priority or featured flag. */
export const blogPostSchema = newsItemSchema.omit({ featured: true, priority: true });
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostSummarySchema = blogPostSchema.omit({ content: true });
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPageSchema = z.object({ posts: z.array(blogPostSummarySchema), pagination: paginationSchema });
export type BlogPage = z.infer<typeof blogPageSchema>;
export const blogPostDetailSchema = z.object({ post: blogPostSchema });

// Events -------------------------------------------------------------------------------------------

export const eventTimings = ['upcoming', 'past'] as const;
export type EventTiming = (typeof eventTimings)[number];

export const eventsQuerySchema = contentPageQuerySchema.extend({
  /** upcoming: not yet ended, soonest first; past: ended, latest first. */
  when: z.enum(eventTimings, { error: contentMessages.whenInvalid }).default('upcoming'),
  /** Only events that award SKP credits. */
  skpOnly: z.stringbool().default(false),
});
export type EventsQuery = z.infer<typeof eventsQuerySchema>;

export const eventSchema = z.object({
  id: z.guid(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string().nullable(),
  isOnline: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  image: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  capacity: z.number().int().nullable(),
  skpCredits: z.number().nullable(),
  /** The organising chapter (`DPW Jawa Barat`, `DPC Kota Surabaya`); null for the national board's own events. */
  organizationName: z.string().nullable(),
});
export type ContentEvent = z.infer<typeof eventSchema>;
export const eventPageSchema = z.object({ events: z.array(eventSchema), pagination: paginationSchema });
export type EventPage = z.infer<typeof eventPageSchema>;
export const eventDetailSchema = z.object({ event: eventSchema });

// Organisation structure ----------------------------------------------------------------------------

export const chapterSchema = z.object({
  id: z.guid(),
  name: z.string(),
  bpsCode: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** The chapter profile (issue 28 §3): the account for manual transfers, the logo and the officers. */
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankAccountName: z.string().nullable(),
  /** The logo's object in the public organization-logos bucket. */
  logoPath: z.string().nullable(),
  officers: z.array(chapterOfficerSchema),
});
export type Chapter = z.infer<typeof chapterSchema>;
export const provinceChapterSchema = chapterSchema.extend({ branches: z.array(chapterSchema) });
export type ProvinceChapter = z.infer<typeof provinceChapterSchema>;
/** DPP → DPW (by name) → DPC (by name); active chapters only. */
export const organizationStructureSchema = z.object({
  national: chapterSchema.nullable(),
  provinces: z.array(provinceChapterSchema),
});
export type OrganizationStructure = z.infer<typeof organizationStructureSchema>;

// Dues categories -----------------------------------------------------------------------------------

export const publicDuesCategorySchema = z.object({
  id: z.guid(),
  name: z.string(),
  /** Whole rupiah. */
  amount: z.number().int(),
  period: z.enum(duesPeriods),
  description: z.string().nullable(),
  lastUpdated: z.string(),
});
export type PublicDuesCategory = z.infer<typeof publicDuesCategorySchema>;
export const publicDuesCategoriesSchema = z.object({ categories: z.array(publicDuesCategorySchema) });

// Document verification -----------------------------------------------------------------------------

export const documentVerificationRequestSchema = z.object({
  code: text({ max: 200, error: contentMessages.codeRequired, tooLong: contentMessages.codeInvalid })
    .trim()
    .min(1, contentMessages.codeRequired)
    .regex(/^[A-Za-z0-9-]{4,64}$/, contentMessages.codeInvalid),
});
export type DocumentVerificationRequest = z.infer<typeof documentVerificationRequestSchema>;

export const documentKinds = [
  'str',
  'sip',
  'certificate',
  'recommendation_letter',
  'transfer_support',
  'photo',
  'other',
] as const;
export const certificateStatuses = ['active', 'expired', 'revoked'] as const;

/** What a printed document already shows, and nothing more. */
export const documentVerificationSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('certificate'),
    title: z.string(),
    issuer: z.string(),
    certificateNumber: z.string(),
    holderName: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string().nullable(),
    status: z.enum(certificateStatuses),
  }),
  z.object({
    type: z.literal('document'),
    documentKind: z.enum(documentKinds),
    title: z.string(),
    holderName: z.string(),
    /** The holder's current DPC. */
    organizationName: z.string(),
    /** The DPC the document is filed under, whose officers verified it (differs after a transfer). */
    issuedOrganizationName: z.string(),
    issuedOn: z.string(),
  }),
  /** A code that no longer vouches: the document's data or file changed, or it was removed (decision 0045). */
  z.object({
    type: z.literal('withdrawn_document'),
    documentKind: z.enum(documentKinds),
    title: z.string(),
    withdrawnOn: z.string(),
  }),
]);
export type DocumentVerification = z.infer<typeof documentVerificationSchema>;
