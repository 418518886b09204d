import { createRoute } from '@hono/zod-openapi';
import { recentAuditQuerySchema, recentAuditSchema } from '../../../_shared/contracts/dashboard.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

/** The dashboard's recent activity. */
const tags = ['Dashboard'];

export const recent = createRoute({
  method: 'get',
  path: '/audit/recent',
  operationId: 'listRecentAuditEntries',
  tags,
  summary: "Recent activity: the newest audit entries in the caller's scope",
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: recentAuditQuerySchema },
  responses: { 200: ok(recentAuditSchema, 'Newest first'), 401: failure('Not signed in') },
});
