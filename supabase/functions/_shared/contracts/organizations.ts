import { z } from 'zod';

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
