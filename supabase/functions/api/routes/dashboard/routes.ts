import { createRoute } from '@hono/zod-openapi';
import { recentAuditQuerySchema, recentAuditSchema } from '../../../_shared/contracts/dashboard.ts';
import { dashboardBadgesSchema } from '../../../_shared/contracts/members.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

const tags = ['Dashboard'];

export const badges = createRoute({
  method: 'get',
  path: '/dashboard/badges',
  tags,
  summary: 'Live sidebar and bell counts: pending verifications and mutation decisions in scope, unread notifications',
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(dashboardBadgesSchema, 'The counts'), 401: failure('Not signed in') },
});

export const recent = createRoute({
  method: 'get',
  path: '/audit/recent',
  tags,
  summary: "Recent activity: the newest audit entries in the caller's scope",
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: recentAuditQuerySchema },
  responses: { 200: ok(recentAuditSchema, 'Newest first'), 401: failure('Not signed in') },
});
