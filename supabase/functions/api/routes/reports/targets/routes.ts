import { createRoute } from '@hono/zod-openapi';
import {
  revenueTargetsInputSchema,
  revenueTargetsQuerySchema,
  revenueTargetsSchema,
} from '../../../../_shared/contracts/revenue-targets.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Reports'];

export const getTargets = createRoute({
  method: 'get',
  path: '/reports/targets',
  operationId: 'getRevenueTargets',
  tags,
  summary:
    'A chapter’s monthly revenue targets of a year (default: the caller’s highest chapter with reports.view), and whether the caller may set them',
  security: bearerAuth,
  middleware: [can('reports.view')],
  request: { query: revenueTargetsQuerySchema },
  responses: {
    200: ok(revenueTargetsSchema, 'Twelve months, null where the chapter has no target of its own'),
    400: failure('Invalid year or organization id'),
    401: failure('Not signed in'),
    403: failure('No reports.view in the chapter'),
    404: failure('No such organization'),
  },
});

export const setTargets = createRoute({
  method: 'put',
  path: '/reports/targets',
  operationId: 'setRevenueTargets',
  tags,
  summary:
    'Set a chapter’s twelve monthly revenue targets of a year (whole rupiah, null for none of its own); the chapter’s officers with dues.bill, audited',
  security: bearerAuth,
  middleware: [can('dues.bill')],
  request: jsonBody(revenueTargetsInputSchema),
  responses: {
    200: ok(revenueTargetsSchema, 'The targets after the change'),
    400: failure('Invalid year, months or amount'),
    401: failure('Not signed in'),
    403: failure('No dues.bill in the chapter'),
    404: failure('No such organization'),
  },
});
