import { permissionListSchema } from '../../../_shared/contracts/roles.ts';
import { mapDatabaseErrors } from '../_shared/database-errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listPermissions: AppRouteHandler<typeof routes.listPermissions> = async (c) => {
  const filter = c.req.valid('query');
  const permissions = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.listPermissions(tx, filter)));
  return c.json({ success: true as const, data: permissionListSchema.parse({ permissions }) }, 200);
};
