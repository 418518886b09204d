import { createRoute, z } from '@hono/zod-openapi';
import {
  listNotificationsQuerySchema,
  markAllReadSchema,
  notificationListSchema,
  notificationSchema,
  refreshInsightsSchema,
} from '../../../_shared/contracts/notifications.ts';
import { bearerAuth, failure, ok } from '../_shared/openapi-helpers.ts';
import { signedIn } from '../_shared/permissions.ts';

/*
 * The Smart Notifications modal: the caller's own notifications (RLS: strictly own), with the
 * counts of the three tabs; read, read-all and delete persist. AI insights are computed in SQL
 * (`public.refresh_ai_insights`) from the caller's own data; the daily job calls the same code.
 */

const tags = ['Notifications'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });

export const list = createRoute({
  method: 'get',
  path: '/notifications',
  operationId: 'listNotifications',
  tags,
  summary: 'Own notifications of a tab (all, unread, ai), newest first, with the count of each tab',
  security: bearerAuth,
  middleware: [signedIn],
  request: { query: listNotificationsQuerySchema },
  responses: { 200: ok(notificationListSchema, 'Notifications and tab counts'), 401: failure('Not signed in') },
});

export const markRead = createRoute({
  method: 'post',
  path: '/notifications/{id}/read',
  operationId: 'markNotificationRead',
  tags,
  summary: 'Mark one notification read',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(z.object({ notification: notificationSchema }), 'The notification'),
    404: failure('Not found (or not yours)'),
    401: failure('Not signed in'),
  },
});

export const markAllRead = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  operationId: 'markAllNotificationsRead',
  tags,
  summary: 'Mark every unread notification read',
  security: bearerAuth,
  middleware: [signedIn],
  responses: { 200: ok(markAllReadSchema, 'How many were marked'), 401: failure('Not signed in') },
});

export const remove = createRoute({
  method: 'delete',
  path: '/notifications/{id}',
  operationId: 'deleteNotification',
  tags,
  summary: 'Delete one notification (persisted)',
  security: bearerAuth,
  middleware: [signedIn],
  request: { params: idParams },
  responses: {
    200: ok(z.object({ id: z.guid() }), 'Deleted'),
    404: failure('Not found (or not yours)'),
    401: failure('Not signed in'),
  },
});

export const refreshInsights = createRoute({
  method: 'post',
  path: '/notifications/insights/refresh',
  operationId: 'refreshInsights',
  tags,
  summary: "Recompute the caller's AI insights from their own data (idempotent per day)",
  security: bearerAuth,
  middleware: [signedIn],
  responses: {
    200: ok(refreshInsightsSchema, 'New insights issued and the tab counts'),
    401: failure('Not signed in'),
  },
});
