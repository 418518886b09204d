import { accountSettingsSchema } from '../../../../_shared/contracts/preferences.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const ownSettings: AppRouteHandler<typeof routes.ownSettings> = async (c) => {
  const settings = await asRequestCaller(c, queries.ownSettings);
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: { settings: accountSettingsSchema.parse(settings) } }, 200);
};

export const saveSettings: AppRouteHandler<typeof routes.saveSettings> = async (c) => {
  const input = c.req.valid('json');
  const settings = await asRequestCaller(c, (tx) => queries.saveSettings(tx, input));
  return c.json({ success: true as const, data: { settings: accountSettingsSchema.parse(settings) } }, 200);
};
