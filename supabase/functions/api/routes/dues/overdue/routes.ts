import { createRoute, z } from '@hono/zod-openapi';
import {
  listOverdueQuerySchema,
  overdueListSchema,
  reminderPreviewQuerySchema,
  reminderPreviewSchema,
  sendRemindersInputSchema,
  sendRemindersPreviewSchema,
  sendRemindersResultSchema,
} from '../../../../_shared/contracts/reminders.ts';
import { organizationListSchema } from '../../../../_shared/contracts/organizations.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Dues'];
const officerErrors = {
  401: failure('Not signed in'),
  403: failure('Not an officer with dues.remind'),
};

export const listOverdue = createRoute({
  method: 'get',
  path: '/dues/overdue',
  operationId: 'listOverdueMembers',
  tags,
  summary: 'Overdue members in the chapters where the caller sends reminders: buckets, search, chapter, pages',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: { query: listOverdueQuerySchema },
  responses: {
    200: ok(
      overdueListSchema,
      'One page of overdue members (most overdue first), the bucket counts and the pagination',
    ),
    400: failure('Invalid query'),
    ...officerErrors,
  },
});

export const listChapters = createRoute({
  method: 'get',
  path: '/dues/overdue/chapters',
  operationId: 'listOverdueChapters',
  tags,
  summary: 'The DPCs where the caller sends reminders, by province and name: the overdue list’s chapter filter',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  responses: {
    200: ok(organizationListSchema, 'The chapters (inactive ones too: their members may still be overdue)'),
    ...officerErrors,
  },
});

export const sendReminders = createRoute({
  method: 'post',
  path: '/dues/send-reminders',
  operationId: 'sendReminders',
  tags,
  summary:
    'Queue one reminder per selected overdue member (memberIds, or every member of filter) on reminderType (whatsapp by default)',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: jsonBody(sendRemindersInputSchema),
  responses: {
    200: ok(sendRemindersResultSchema, 'Counts queued, the email fallbacks and the skipped members with reasons'),
    400: failure('Invalid input (no recipients, both ids and filter, an unknown channel)'),
    ...officerErrors,
    422: failure('The filter covers more than 10,000 members'),
  },
});

export const previewSend = createRoute({
  method: 'post',
  path: '/dues/send-reminders/preview',
  operationId: 'previewReminders',
  tags,
  summary:
    'What the same send would do now, queueing nothing: reminders it would queue, email fallbacks, members it would skip by reason',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: jsonBody(sendRemindersInputSchema),
  responses: {
    200: ok(sendRemindersPreviewSchema, 'Counts decided by the same rule as the send (private.decide_reminders)'),
    400: failure('Invalid input (no recipients, both ids and filter, an unknown channel)'),
    ...officerErrors,
    422: failure('The filter covers more than 10,000 members'),
  },
});

export const previewReminder = createRoute({
  method: 'get',
  path: '/dues/overdue/{memberId}/reminder-preview',
  operationId: 'previewMemberReminder',
  tags,
  summary: 'The reminder a member would receive now on reminderType, rendered by the template that sends it',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: {
    params: z.object({ memberId: z.guid().openapi({ param: { name: 'memberId', in: 'path' } }) }),
    query: reminderPreviewQuerySchema,
  },
  responses: {
    200: ok(reminderPreviewSchema, 'The channel it would go by, the subject (email) and the text'),
    400: failure('Invalid reminder type'),
    ...officerErrors,
    404: failure('No overdue member of that id in the caller’s scope'),
  },
});
