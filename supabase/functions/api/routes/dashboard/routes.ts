import { createRoute } from '@hono/zod-openapi';
import { dashboardBadgesSchema } from '../../../_shared/contracts/members.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

const tags = ['Dashboard'];

export const badges = createRoute({
  method: 'get',
  path: '/dashboard/badges',
  operationId: 'getDashboardBadges',
  tags,
  summary: 'Live sidebar and bell counts: pending verifications and transfer decisions in scope, unread notifications',
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(dashboardBadgesSchema, 'The counts'), 401: failure('Not signed in') },
});
