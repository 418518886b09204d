import { reminderScheduleMessages, reminderScheduleSchema } from '../../../../_shared/contracts/reminder-schedule.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** The database's own refusals, should a request get past the contract (the same message). */
const scheduleErrors: DatabaseErrorOptions = {
  constraintMessages: { reminder_schedules_days_valid: reminderScheduleMessages.daysInvalid },
};

const result = (schedule: unknown) => {
  if (!schedule) throw new AppError('RECORD_NOT_FOUND');
  return { success: true as const, data: reminderScheduleSchema.parse(schedule) };
};

export const getSchedule: AppRouteHandler<typeof routes.getSchedule> = async (c) => {
  const { organizationId } = c.req.valid('query');
  const schedule = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const id = organizationId ?? (await queries.ownOrganizationId(tx));
      return id ? queries.schedule(tx, id) : undefined;
    }),
  );
  return c.json(result(schedule), 200);
};

export const setSchedule: AppRouteHandler<typeof routes.setSchedule> = async (c) => {
  const { organizationId, days } = c.req.valid('json');
  const schedule = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        await queries.setSchedule(tx, organizationId, days);
        return queries.schedule(tx, organizationId);
      }),
    scheduleErrors,
  );
  return c.json(result(schedule), 200);
};
