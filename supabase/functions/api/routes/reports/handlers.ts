import { financialFiguresSchema, financialReportSchema } from '../../../_shared/contracts/reports.ts';
import { financialAnalysis } from '../../../_shared/reports/financial-analysis.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { financialReportFileResponse } from '../../exports/financial-report-export.ts';
import { scopeLabel } from '../../exports/financial-report-text.ts';
import { financialReport, reportScope } from './queries.ts';
import type * as routes from './routes.ts';

export const financial: AppRouteHandler<typeof routes.financial> = async (c) => {
  const { period, date } = c.req.valid('query');
  const figures = financialFiguresSchema.parse(await asRequestCaller(c, (tx) => financialReport(tx, period, date)));
  const data = financialReportSchema.parse({ ...figures, analysis: financialAnalysis(figures) });
  return c.json({ success: true as const, data }, 200);
};

export const exportFinancial: AppRouteHandler<typeof routes.exportFinancial> = async (c) => {
  const { period, date, format } = c.req.valid('query');
  const { report, scope } = await asRequestCaller(c, async (tx) => ({
    report: financialFiguresSchema.parse(await financialReport(tx, period, date)),
    scope: await reportScope(tx),
  }));
  return (await financialReportFileResponse(format, {
    report,
    scope: scopeLabel(scope),
    generatedAt: new Date(),
  })) as never;
};
