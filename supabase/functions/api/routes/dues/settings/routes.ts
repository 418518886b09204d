import { createRoute } from '@hono/zod-openapi';
import {
  duesSettingsSchema,
  duesSplitInputSchema,
  graceDaysInputSchema,
} from '../../../../_shared/contracts/dues-settings.ts';
import { bearerAuth, failure, jsonBody, ok } from '../../_shared/openapi-helpers.ts';
import { can } from '../../_shared/permissions.ts';

const tags = ['Dues'];
const settingsErrors = {
  401: failure('Not signed in'),
  403: failure('Not SUPER_ADMIN (system.settings at the DPP)'),
};

export const getSettings = createRoute({
  method: 'get',
  path: '/dues/settings',
  operationId: 'getDuesSettings',
  tags,
  summary: 'The dues split by level (newest first, the one in force marked current) and the grace period',
  security: bearerAuth,
  middleware: [can('payments.view')],
  responses: {
    200: ok(duesSettingsSchema, 'The split rules and the grace days'),
    401: failure('Not signed in'),
    403: failure('Not an officer with payments.view'),
  },
});

export const setSplit = createRoute({
  method: 'put',
  path: '/dues/settings/split',
  operationId: 'setDuesSplit',
  tags,
  summary:
    'Set the DPP/DPW/DPC split (percent, summing to 100) from a date on, today or later (WIB); replaces one set for that date',
  security: bearerAuth,
  middleware: [can('system.settings')],
  request: jsonBody(duesSplitInputSchema),
  responses: {
    200: ok(duesSettingsSchema, 'The settings after the change'),
    400: failure('Invalid split or a past date'),
    ...settingsErrors,
  },
});

export const setGraceDays = createRoute({
  method: 'put',
  path: '/dues/settings/grace-days',
  operationId: 'setGraceDays',
  tags,
  summary: 'Set the grace period after a membership expires (0–365 days)',
  security: bearerAuth,
  middleware: [can('system.settings')],
  request: jsonBody(graceDaysInputSchema),
  responses: {
    200: ok(duesSettingsSchema, 'The settings after the change'),
    400: failure('Invalid number of days'),
    ...settingsErrors,
  },
});
