import { membershipFiguresSchema, membershipReportSchema } from '../../../../_shared/contracts/membership-report.ts';
import { membershipHighlights } from '../../../../_shared/reports/membership-highlights.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { scopeLabel } from '../../../exports/financial-report-text.ts';
import { membershipReportFileResponse } from '../../../exports/membership-report-export.ts';
import { reportScope } from '../queries.ts';
import { membershipReport } from './queries.ts';
import type * as routes from './routes.ts';

export const membership: AppRouteHandler<typeof routes.membership> = async (c) => {
  const query = c.req.valid('query');
  const figures = membershipFiguresSchema.parse(await asRequestCaller(c, (tx) => membershipReport(tx, query)));
  const data = membershipReportSchema.parse({ ...figures, highlights: membershipHighlights(figures) });
  return c.json({ success: true as const, data }, 200);
};

export const exportMembership: AppRouteHandler<typeof routes.exportMembership> = async (c) => {
  const { format, ...query } = c.req.valid('query');
  const { report, scope } = await asRequestCaller(c, async (tx) => ({
    report: membershipFiguresSchema.parse(await membershipReport(tx, query)),
    scope: await reportScope(tx),
  }));
  return (await membershipReportFileResponse(format, {
    report,
    highlights: membershipHighlights(report).map((sentence) => sentence.message),
    scope: scopeLabel(scope),
    generatedAt: new Date(),
  })) as never;
};
