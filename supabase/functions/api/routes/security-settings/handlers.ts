import { AppError } from '../../errors.ts';
import { mapDatabaseErrors } from '../_shared/database-errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const getSettings: AppRouteHandler<typeof routes.getSettings> = async (c) => {
  const settings = await mapDatabaseErrors(() => asRequestCaller(c, queries.settings));
  return c.json({ success: true as const, data: settings }, 200);
};

export const setSettings: AppRouteHandler<typeof routes.setSettings> = async (c) => {
  const { officerAal2Required } = c.req.valid('json');
  // The SQL function refuses it as well (42501); this says why, so the administrator knows what to do.
  if (officerAal2Required && c.var.claims.aal !== 'aal2') throw new AppError('AAL2_SESSION_REQUIRED');
  const settings = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      await queries.setOfficerAal2Required(tx, officerAal2Required);
      return queries.settings(tx);
    }),
  );
  return c.json({ success: true as const, data: settings }, 200);
};
