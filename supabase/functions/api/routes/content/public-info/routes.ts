import { createRoute } from '@hono/zod-openapi';
import { organizationStructureSchema, publicDuesCategoriesSchema } from '../../../../_shared/contracts/content.ts';
import { ok } from '../../_shared/openapi-helpers.ts';

const tags = ['Content'];

export const structure = createRoute({
  method: 'get',
  path: '/content/structure',
  operationId: 'getOrganizationStructure',
  tags,
  summary: 'The chapter structure: DPP, every DPW and its DPCs, with public contact details (public)',
  responses: { 200: ok(organizationStructureSchema, 'DPW and DPC ordered by name') },
});

export const duesCategories = createRoute({
  method: 'get',
  path: '/content/dues-categories',
  operationId: 'listPublicDuesCategories',
  tags,
  summary: 'Active dues categories with amount and period, for the payment guide (public)',
  responses: { 200: ok(publicDuesCategoriesSchema, 'Active categories, cheapest first') },
});
