import { membershipFiguresSchema, membershipReportSchema } from '../../../../_shared/contracts/membership-report.ts';
import { membershipHighlights } from '../../../../_shared/reports/membership-highlights.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { membershipReport } from './queries.ts';
import type * as routes from './routes.ts';

export const membership: AppRouteHandler<typeof routes.membership> = async (c) => {
  const query = c.req.valid('query');
  const figures = membershipFiguresSchema.parse(await asRequestCaller(c, (tx) => membershipReport(tx, query)));
  const data = membershipReportSchema.parse({ ...figures, highlights: membershipHighlights(figures) });
  return c.json({ success: true as const, data }, 200);
};
