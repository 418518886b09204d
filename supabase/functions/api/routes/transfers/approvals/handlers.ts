import { transferApprovalListSchema } from '../../../../_shared/contracts/transfers.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listTransferApprovals: AppRouteHandler<typeof routes.listTransferApprovals> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listTransferApprovals(tx, c.req.valid('query').urgency));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: transferApprovalListSchema.parse(data) }, 200);
};
