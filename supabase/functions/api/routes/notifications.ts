import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type postgres from 'postgres';
import {
  listNotificationsQuerySchema,
  markAllReadSchema,
  notificationListSchema,
  notificationSchema,
  refreshInsightsSchema,
} from '../../_shared/contracts/notifications.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { bearerAuth, failure, ok } from './_shared/openapi-helpers.ts';
import { callerOf } from './route-support.ts';

/**
 * The Smart Notifications modal: the caller's own notifications (RLS: strictly own), with the
 * counts of the three tabs; read, read-all and delete persist. AI insights are computed in SQL
 * (`public.refresh_ai_insights`) from the caller's own data; the daily job calls the same code.
 */

const tags = ['Notifications'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });

const listRoute = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  summary: 'Own notifications of a tab (all, unread, ai), newest first, with the count of each tab',
  security: bearerAuth,
  request: { query: listNotificationsQuerySchema },
  responses: { 200: ok(notificationListSchema, 'Notifications and tab counts'), 401: failure('Not signed in') },
});
const readRoute = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  tags,
  summary: 'Mark one notification read',
  security: bearerAuth,
  request: { params: idParams },
  responses: {
    200: ok(z.object({ notification: notificationSchema }), 'The notification'),
    404: failure('Not found (or not yours)'),
    401: failure('Not signed in'),
  },
});
const readAllRoute = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags,
  summary: 'Mark every unread notification read',
  security: bearerAuth,
  responses: { 200: ok(markAllReadSchema, 'How many were marked'), 401: failure('Not signed in') },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/notifications/{id}',
  tags,
  summary: 'Delete one notification (persisted)',
  security: bearerAuth,
  request: { params: idParams },
  responses: {
    200: ok(z.object({ id: z.guid() }), 'Deleted'),
    404: failure('Not found (or not yours)'),
    401: failure('Not signed in'),
  },
});
const refreshRoute = createRoute({
  method: 'post',
  path: '/notifications/insights/refresh',
  tags,
  summary: "Recompute the caller's AI insights from their own data (idempotent per day)",
  security: bearerAuth,
  responses: {
    200: ok(refreshInsightsSchema, 'New insights issued and the tab counts'),
    401: failure('Not signed in'),
  },
});

const columns = (tx: postgres.TransactionSql) => tx`
  n.id, n.type, n.title, n.message, to_json(n.created_at) #>> '{}' as timestamp, n.read_at is not null as "isRead",
  n.action_url as "actionUrl", n.action_label as "actionLabel", n.category, n.priority
`;

async function tabCounts(tx: postgres.TransactionSql) {
  const [counts] = await tx<{ all: number; unread: number; ai: number }[]>`
    select count(*)::int as all, (count(*) filter (where read_at is null))::int as unread,
           (count(*) filter (where category = 'ai'))::int as ai
    from public.notifications where user_id = (select auth.uid())`;
  return counts ?? { all: 0, unread: 0, ai: 0 };
}

export function notificationRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use('/notifications/*', requireUser(deps.verifyAccessToken));

  app.openapi(listRoute, async (c) => {
    const { tab, limit, before } = c.req.valid('query');
    const data = await asCaller(sql, callerOf(c), async (tx) => {
      const notifications = await tx`
        select ${columns(tx)} from public.notifications n
        where n.user_id = (select auth.uid())
          and (${tab} <> 'unread' or n.read_at is null)
          and (${tab} <> 'ai' or n.category = 'ai')
          and (${before ?? null}::timestamptz is null or n.created_at < ${before ?? null}::timestamptz)
        order by n.created_at desc, n.id
        limit ${limit}
      `;
      return { notifications, counts: await tabCounts(tx) };
    });
    return c.json({ success: true as const, data: notificationListSchema.parse(data) }, 200);
  });

  app.openapi(readAllRoute, async (c) => {
    const updated = await asCaller(
      sql,
      callerOf(c),
      (tx) => tx`
        update public.notifications set read_at = now()
        where user_id = (select auth.uid()) and read_at is null returning id`,
    );
    return c.json({ success: true as const, data: { updated: updated.length } }, 200);
  });

  app.openapi(refreshRoute, async (c) => {
    const data = await asCaller(sql, callerOf(c), async (tx) => {
      const [row] = await tx<{ issued: number }[]>`select public.refresh_ai_insights() as issued`;
      return { issued: row?.issued ?? 0, counts: await tabCounts(tx) };
    });
    return c.json({ success: true as const, data: refreshInsightsSchema.parse(data) }, 200);
  });

  app.openapi(readRoute, async (c) => {
    const { id } = c.req.valid('param');
    const notification = await asCaller(sql, callerOf(c), async (tx) => {
      const updated = await tx`
        update public.notifications n set read_at = coalesce(n.read_at, now())
        where n.id = ${id} returning ${columns(tx)}`;
      if (!updated[0]) throw new AppError('RECORD_NOT_FOUND', 'Notifikasi tidak ditemukan.');
      return updated[0];
    });
    return c.json({ success: true as const, data: { notification: notificationSchema.parse(notification) } }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await asCaller(sql, callerOf(c), async (tx) => {
      const deleted = await tx`delete from public.notifications where id = ${id} returning id`;
      if (!deleted[0]) throw new AppError('RECORD_NOT_FOUND', 'Notifikasi tidak ditemukan.');
    });
    return c.json({ success: true as const, data: { id } }, 200);
  });

  return app;
}
