import { z } from 'zod';
import { paginationSchema } from './members.ts';
import { jsonInt, pageNumber, pageSize, searchText, text } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * Dues categories (spec §2 "Categories", §3, §4): the rules the add/edit form and the API share.
 * The database holds the same limits (dues_categories_* constraints, the case-insensitive unique
 * name index); these give the Indonesian message before a request is sent.
 */

export const duesPeriods = ['monthly', 'quarterly', 'annual', 'one_time'] as const;
export type DuesPeriod = (typeof duesPeriods)[number];

export const DUES_CATEGORY_NAME_MIN = 3;
export const DUES_CATEGORY_NAME_MAX = 100;
export const DUES_CATEGORY_AMOUNT_MAX = 100_000_000;
export const DUES_CATEGORY_DESCRIPTION_MAX = 500;
export const DUES_CATEGORY_PAGE_SIZE = 10;

export const duesMessages = {
  nameRequired: 'validation:dues.nameRequired',
  nameLength: messageKey('validation:dues.nameLength', { min: 3, max: DUES_CATEGORY_NAME_MAX }),
  amountInvalid: 'validation:dues.amountInvalid',
  periodInvalid: 'validation:dues.periodInvalid',
  descriptionTooLong: messageKey('validation:dues.descriptionTooLong', { max: DUES_CATEGORY_DESCRIPTION_MAX }),
  activeInvalid: 'validation:dues.activeInvalid',
  statusFilterInvalid: 'validation:dues.statusFilterInvalid',
} as const;

const nameSchema = text({ max: 200, error: duesMessages.nameRequired, tooLong: duesMessages.nameLength })
  .trim()
  .min(1, duesMessages.nameRequired)
  .min(DUES_CATEGORY_NAME_MIN, duesMessages.nameLength)
  .max(DUES_CATEGORY_NAME_MAX, duesMessages.nameLength);

/** The add/edit form and `POST`/`PUT /dues/categories` bodies. */
export const duesCategoryInputSchema = z.object({
  name: nameSchema,
  amount: jsonInt({ min: 1, max: DUES_CATEGORY_AMOUNT_MAX, message: duesMessages.amountInvalid }),
  period: z.enum(duesPeriods, { error: duesMessages.periodInvalid }),
  description: text({ max: DUES_CATEGORY_DESCRIPTION_MAX, multiline: true, tooLong: duesMessages.descriptionTooLong })
    .trim()
    .nullish()
    .transform((value) => value || null),
  isActive: z.boolean({ error: duesMessages.activeInvalid }).default(true),
});
export type DuesCategoryInput = z.input<typeof duesCategoryInputSchema>;
export type DuesCategoryFields = z.output<typeof duesCategoryInputSchema>;

export const duesCategoryStatusFilters = ['all', 'active', 'inactive'] as const;
export type DuesCategoryStatusFilter = (typeof duesCategoryStatusFilters)[number];

/** `GET /dues/categories?search&status&page&limit`. */
export const listDuesCategoriesQuerySchema = z.object({
  page: pageNumber(),
  limit: pageSize({ max: 100, fallback: DUES_CATEGORY_PAGE_SIZE }),
  search: searchText().optional(),
  status: z.enum(duesCategoryStatusFilters, { error: duesMessages.statusFilterInvalid }).default('all'),
});

export const duesCategorySchema = z.object({
  id: z.guid(),
  name: z.string(),
  /** Whole rupiah. */
  amount: z.number().int(),
  period: z.enum(duesPeriods),
  description: z.string().nullable(),
  isActive: z.boolean(),
  lastUpdated: z.string(),
});
export type DuesCategory = z.infer<typeof duesCategorySchema>;

/** The summary tiles: counts over every category, whatever the filter. */
export const duesCategorySummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  /** Sum of the monthly categories that are active: what an active member owes each month. */
  activeMonthlyAmount: z.number().int(),
});
export type DuesCategorySummary = z.infer<typeof duesCategorySummarySchema>;

export const duesCategoryListSchema = z.object({
  categories: z.array(duesCategorySchema),
  summary: duesCategorySummarySchema,
  pagination: paginationSchema,
});
export type DuesCategoryList = z.infer<typeof duesCategoryListSchema>;

export const duesCategoryResultSchema = z.object({ category: duesCategorySchema });
export type DuesCategoryResult = z.infer<typeof duesCategoryResultSchema>;
