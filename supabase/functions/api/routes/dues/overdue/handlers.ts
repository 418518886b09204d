import {
  MAX_REMINDER_RECIPIENTS,
  type SendRemindersInput,
  overdueListSchema,
  reminderPreviewSchema,
  sendRemindersPreviewSchema,
  sendRemindersResultSchema,
  type ReminderSkipReason,
} from '../../../../_shared/contracts/reminders.ts';
import { organizationListSchema } from '../../../../_shared/contracts/organizations.ts';
import { AppError } from '../../../errors.ts';
import { chaptersWithPermission } from '../../_shared/chapters.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listOverdue: AppRouteHandler<typeof routes.listOverdue> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { members, buckets, total } = await mapDatabaseErrors(() =>
    asRequestCaller(c, (tx) => queries.listOverdue(tx, filter, { limit, offset: offsetOf(page, limit) })),
  );
  const data = overdueListSchema.parse({ members, buckets, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const listChapters: AppRouteHandler<typeof routes.listChapters> = async (c) => {
  const organizations = await asRequestCaller(c, (tx) =>
    chaptersWithPermission(tx, 'dues.remind', { activeOnly: false }),
  );
  return c.json({ success: true as const, data: organizationListSchema.parse({ organizations }) }, 200);
};

/** The members a send (or its preview) covers: the ids given, or every member of the filter now. */
async function recipientIds(tx: queries.Tx, { memberIds, filter }: SendRemindersInput): Promise<string[]> {
  // The server resolves "every member of the filter": what the officer saw may have changed.
  const ids = memberIds ?? (await queries.overdueMemberIds(tx, filter ?? {}, MAX_REMINDER_RECIPIENTS + 1));
  if (ids.length > MAX_REMINDER_RECIPIENTS) throw new AppError('REMINDER_RECIPIENTS_TOO_MANY');
  return ids;
}

export const sendReminders: AppRouteHandler<typeof routes.sendReminders> = async (c) => {
  const input = c.req.valid('json');
  const { reminderType } = input;
  const { requested, result } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const ids = await recipientIds(tx, input);
      if (ids.length === 0) return { requested: 0, result: { queued: 0, fallback: [], skipped: [] } };
      return { requested: new Set(ids).size, result: await queries.queueReminders(tx, ids, reminderType) };
    }),
  );
  const skippedByReason: Partial<Record<ReminderSkipReason, number>> = {};
  for (const { reason } of result.skipped) skippedByReason[reason] = (skippedByReason[reason] ?? 0) + 1;
  const data = sendRemindersResultSchema.parse({
    requested,
    queued: result.queued,
    fallback: result.fallback.map((f) => ({ memberId: f.member_id, channel: f.channel })),
    skipped: result.skipped.map((s) => ({ memberId: s.member_id, reason: s.reason })),
    skippedByReason,
  });
  return c.json({ success: true as const, data }, 200);
};

export const previewSend: AppRouteHandler<typeof routes.previewSend> = async (c) => {
  const input = c.req.valid('json');
  const preview = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const ids = await recipientIds(tx, input);
      if (ids.length === 0) return { requested: 0, queued: 0, fallback: 0, skippedByReason: {} };
      return queries.previewSend(tx, ids, input.reminderType);
    }),
  );
  return c.json({ success: true as const, data: sendRemindersPreviewSchema.parse(preview) }, 200);
};

export const previewReminder: AppRouteHandler<typeof routes.previewReminder> = async (c) => {
  const { memberId } = c.req.valid('param');
  const { reminderType } = c.req.valid('query');
  const preview = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.previewReminder(tx, memberId, reminderType)),
    { notFound: 'OVERDUE_MEMBER_NOT_FOUND' },
  );
  return c.json({ success: true as const, data: reminderPreviewSchema.parse(preview) }, 200);
};
