import {
  notificationListSchema,
  notificationSchema,
  refreshInsightsSchema,
} from '../../../_shared/contracts/notifications.ts';
import { AppError } from '../../errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const notFoundMessage = 'Notifikasi tidak ditemukan.';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const query = c.req.valid('query');
  const data = await asRequestCaller(c, async (tx) => ({
    notifications: await queries.ownNotifications(tx, query),
    counts: await queries.tabCounts(tx),
  }));
  return c.json({ success: true as const, data: notificationListSchema.parse(data) }, 200);
};

export const markAllRead: AppRouteHandler<typeof routes.markAllRead> = async (c) => {
  const updated = await asRequestCaller(c, queries.markAllRead);
  return c.json({ success: true as const, data: { updated } }, 200);
};

export const refreshInsights: AppRouteHandler<typeof routes.refreshInsights> = async (c) => {
  const data = await asRequestCaller(c, async (tx) => ({
    issued: await queries.refreshInsights(tx),
    counts: await queries.tabCounts(tx),
  }));
  return c.json({ success: true as const, data: refreshInsightsSchema.parse(data) }, 200);
};

export const markRead: AppRouteHandler<typeof routes.markRead> = async (c) => {
  const { id } = c.req.valid('param');
  const notification = await asRequestCaller(c, (tx) => queries.markRead(tx, id));
  if (!notification) throw new AppError('RECORD_NOT_FOUND', notFoundMessage);
  return c.json({ success: true as const, data: { notification: notificationSchema.parse(notification) } }, 200);
};

export const remove: AppRouteHandler<typeof routes.remove> = async (c) => {
  const { id } = c.req.valid('param');
  const deleted = await asRequestCaller(c, (tx) => queries.deleteNotification(tx, id));
  if (!deleted) throw new AppError('RECORD_NOT_FOUND', notFoundMessage);
  return c.json({ success: true as const, data: { id } }, 200);
};
