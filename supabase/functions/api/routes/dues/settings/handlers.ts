import { duesSettingsMessages, duesSettingsSchema } from '../../../../_shared/contracts/dues-settings.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** The database's own refusals, should a request get past the contract (the same messages). */
export const settingsErrors: DatabaseErrorOptions = {
  constraintMessages: {
    dues_split_rules_whole: duesSettingsMessages.splitNotWhole,
    dues_split_rules_range: duesSettingsMessages.percentInvalid,
    membership_settings_grace_days_range: duesSettingsMessages.graceDaysInvalid,
  },
};

const result = (settings: unknown) => ({ success: true as const, data: duesSettingsSchema.parse(settings) });

export const getSettings: AppRouteHandler<typeof routes.getSettings> = async (c) => {
  const settings = await mapDatabaseErrors(() => asRequestCaller(c, queries.settings));
  return c.json(result(settings), 200);
};

export const setSplit: AppRouteHandler<typeof routes.setSplit> = async (c) => {
  const split = c.req.valid('json');
  const settings = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        await queries.setSplit(tx, split);
        return queries.settings(tx);
      }),
    settingsErrors,
  );
  return c.json(result(settings), 200);
};

export const setGraceDays: AppRouteHandler<typeof routes.setGraceDays> = async (c) => {
  const { graceDays } = c.req.valid('json');
  const settings = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        await queries.setGraceDays(tx, graceDays);
        return queries.settings(tx);
      }),
    settingsErrors,
  );
  return c.json(result(settings), 200);
};
