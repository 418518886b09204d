import { transferListSchema } from '../../../../_shared/contracts/transfers.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listTransfers: AppRouteHandler<typeof routes.listTransfers> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listTransfers(tx, c.req.valid('query')));
  return c.json({ success: true as const, data: transferListSchema.parse(data) }, 200);
};
