import { duesSplitReportSchema } from '../../../../_shared/contracts/dues-split-report.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { duesSplitReportFileResponse } from '../../../exports/dues-split-report-export.ts';
import { scopeLabel } from '../../../exports/financial-report-text.ts';
import { reportScope } from '../queries.ts';
import { duesSplitReport } from './queries.ts';
import type * as routes from './routes.ts';

export const duesSplit: AppRouteHandler<typeof routes.duesSplit> = async (c) => {
  const { period, date } = c.req.valid('query');
  const data = duesSplitReportSchema.parse(await asRequestCaller(c, (tx) => duesSplitReport(tx, period, date)));
  return c.json({ success: true as const, data }, 200);
};

export const exportDuesSplit: AppRouteHandler<typeof routes.exportDuesSplit> = async (c) => {
  const { period, date, format } = c.req.valid('query');
  const { report, scope } = await asRequestCaller(c, async (tx) => ({
    report: duesSplitReportSchema.parse(await duesSplitReport(tx, period, date)),
    scope: await reportScope(tx),
  }));
  return (await duesSplitReportFileResponse(format, {
    report,
    scope: scopeLabel(scope),
    generatedAt: new Date(),
  })) as never;
};
