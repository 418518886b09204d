import { duesSplitReportSchema } from '../../../../_shared/contracts/dues-split-report.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { duesSplitReport } from './queries.ts';
import type * as routes from './routes.ts';

export const duesSplit: AppRouteHandler<typeof routes.duesSplit> = async (c) => {
  const { period, date } = c.req.valid('query');
  const data = duesSplitReportSchema.parse(await asRequestCaller(c, (tx) => duesSplitReport(tx, period, date)));
  return c.json({ success: true as const, data }, 200);
};
