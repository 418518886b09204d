import { z } from 'zod';
import { jsonInt } from './primitives.ts';
import { messageKey } from '../message-keys.ts';

/**
 * An organization's schedule of automatic dues reminders (issue 14 §3, decision 0040): the days
 * relative to a bill's due date on which the daily job reminds its member (-3 three days before,
 * 0 on the due date, 7 a week after). The database holds the same rules
 * (`reminder_schedules_days_valid`); these give the Indonesian message before a request is sent.
 */

export const REMINDER_DAY_MIN = -60;
export const REMINDER_DAY_MAX = 365;
export const REMINDER_DAYS_MAX = 10;
/** The built-in schedule, as `private.default_reminder_days()`. */
export const DEFAULT_REMINDER_DAYS = [-3, 0, 7, 30] as const;

export const reminderScheduleMessages = {
  organizationInvalid: 'validation:common.organizationIdInvalid',
  dayInvalid: messageKey('validation:reminderSchedule.dayInvalid', { min: REMINDER_DAY_MIN, max: REMINDER_DAY_MAX }),
  tooMany: messageKey('validation:reminderSchedule.tooMany', { max: REMINDER_DAYS_MAX }),
  duplicate: 'validation:reminderSchedule.duplicate',
  daysInvalid: messageKey('validation:reminderSchedule.daysInvalid', {
    count: REMINDER_DAYS_MAX,
    min: REMINDER_DAY_MIN,
    max: REMINDER_DAY_MAX,
  }),
} as const;

/** Where the schedule in force comes from: the organization's own, an ancestor's, or the built-in one. */
export const reminderScheduleSources = ['DPC', 'DPW', 'DPP', 'default'] as const;
export type ReminderScheduleSource = (typeof reminderScheduleSources)[number];

/** `GET /dues/reminder-schedule?organizationId=`: without it, the caller's own organization. */
export const reminderScheduleQuerySchema = z.object({
  organizationId: z.guid(reminderScheduleMessages.organizationInvalid).optional(),
});

/** `PUT /dues/reminder-schedule`: the organization's own days, or null to follow its parent's again. */
export const reminderScheduleInputSchema = z.object({
  organizationId: z.guid(reminderScheduleMessages.organizationInvalid),
  days: z
    .array(jsonInt({ min: REMINDER_DAY_MIN, max: REMINDER_DAY_MAX, message: reminderScheduleMessages.dayInvalid }), {
      error: reminderScheduleMessages.daysInvalid,
    })
    .max(REMINDER_DAYS_MAX, reminderScheduleMessages.tooMany)
    .refine((days) => new Set(days).size === days.length, { message: reminderScheduleMessages.duplicate })
    .nullable(),
});
export type ReminderScheduleInput = z.input<typeof reminderScheduleInputSchema>;

export const reminderScheduleSchema = z.object({
  organizationId: z.guid(),
  organizationName: z.string(),
  /** The days in force, ascending. */
  days: z.array(z.number().int()),
  source: z.enum(reminderScheduleSources),
  /** The organization saved its own schedule (otherwise it follows `source`). */
  hasOwn: z.boolean(),
  /** The caller holds dues.remind in the organization. */
  canEdit: z.boolean(),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;
