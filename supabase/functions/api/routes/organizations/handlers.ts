import { asAnonymous } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { activeOrganizations } from './queries.ts';
import type * as routes from './routes.ts';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const organizations = await asAnonymous(c, (tx) => activeOrganizations(tx, c.req.valid('query')));
  return c.json({ success: true as const, data: { organizations } }, 200);
};
