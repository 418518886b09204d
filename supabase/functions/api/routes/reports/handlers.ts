import { financialReportSchema } from '../../../_shared/contracts/reports.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { financialReport } from './queries.ts';
import type * as routes from './routes.ts';

export const financial: AppRouteHandler<typeof routes.financial> = async (c) => {
  const { period, date } = c.req.valid('query');
  const report = await asRequestCaller(c, (tx) => financialReport(tx, period, date));
  return c.json({ success: true as const, data: financialReportSchema.parse(report) }, 200);
};
