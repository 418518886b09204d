import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { memberStatsSchema } from '../../_shared/contracts/members.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { bearerAuth, failure, ok } from './openapi-helpers.ts';

const statsRoute = createRoute({
  method: 'get',
  path: '/members/stats/overview',
  tags: ['Members'],
  summary: "Member counts in the officer's scope",
  security: bearerAuth,
  responses: {
    200: ok(memberStatsSchema, 'Counts by status and type'),
    401: failure('Not signed in'),
    403: failure('Not an officer with members.view'),
  },
});

export function memberRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const app = new OpenAPIHono<AppEnv>();
  app.use('/members/*', requireUser(deps.verifyAccessToken), requirePermission(deps.sql, 'members.view'));

  return app.openapi(statsRoute, async (c) => {
    const [row] = await asCaller(
      deps.sql,
      { role: 'authenticated', claims: c.get('claims') },
      (tx) => tx<{ stats: unknown }[]>`select public.member_statistics() as stats`,
    );
    return c.json({ success: true as const, data: memberStatsSchema.parse(row?.stats) }, 200);
  });
}
