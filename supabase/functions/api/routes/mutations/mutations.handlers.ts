import { mutationListSchema } from '../../../_shared/contracts/dashboard.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { mutationPage } from './mutations.queries.ts';
import type * as routes from './mutations.routes.ts';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const data = await asRequestCaller(c, (tx) => mutationPage(tx, c.req.valid('query')));
  return c.json({ success: true as const, data: mutationListSchema.parse(data) }, 200);
};
