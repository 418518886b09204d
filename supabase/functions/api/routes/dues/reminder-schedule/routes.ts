import { createRoute } from '@hono/zod-openapi';
import {
  reminderScheduleInputSchema,
  reminderScheduleQuerySchema,
  reminderScheduleSchema,
} from '../../../../_shared/contracts/reminder-schedule.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Dues'];

export const getSchedule = createRoute({
  method: 'get',
  path: '/dues/reminder-schedule',
  operationId: 'getReminderSchedule',
  tags,
  summary:
    'The automatic reminder schedule in force in an organization (default: the caller’s own), where it comes from, and whether the caller may change it',
  security: bearerAuth,
  middleware: [can('payments.view')],
  request: { query: reminderScheduleQuerySchema },
  responses: {
    200: ok(reminderScheduleSchema, 'The schedule in force'),
    400: failure('Invalid organization id'),
    401: failure('Not signed in'),
    403: failure('No payments.view in the organization'),
    404: failure('No such organization'),
  },
});

export const setSchedule = createRoute({
  method: 'put',
  path: '/dues/reminder-schedule',
  operationId: 'setReminderSchedule',
  tags,
  summary:
    'Save an organization’s own reminder days (relative to the due date, -60…365, at most 10), or null to follow its parent’s schedule again',
  security: bearerAuth,
  middleware: [can('dues.remind')],
  request: jsonBody(reminderScheduleInputSchema),
  responses: {
    200: ok(reminderScheduleSchema, 'The schedule after the change'),
    400: failure('Invalid days'),
    401: failure('Not signed in'),
    403: failure('No dues.remind in the organization'),
    404: failure('No such organization'),
  },
});
