import { analyticsSchema } from '../../../../_shared/contracts/analytics.ts';
import { analyticsFileResponse } from '../../../exports/analytics-export.ts';
import { scopeLabel } from '../../../exports/financial-report-text.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { reportScope } from '../queries.ts';
import { analytics as readAnalytics } from './queries.ts';
import type * as routes from './routes.ts';

export const analytics: AppRouteHandler<typeof routes.analytics> = async (c) => {
  const { months } = c.req.valid('query');
  const data = analyticsSchema.parse(await asRequestCaller(c, (tx) => readAnalytics(tx, Number(months))));
  return c.json({ success: true as const, data }, 200);
};

export const exportAnalytics: AppRouteHandler<typeof routes.exportAnalytics> = async (c) => {
  const { months, format } = c.req.valid('query');
  const { report, scope } = await asRequestCaller(c, async (tx) => ({
    report: analyticsSchema.parse(await readAnalytics(tx, Number(months))),
    scope: await reportScope(tx),
  }));
  return (await analyticsFileResponse(format, { report, scope: scopeLabel(scope), generatedAt: new Date() })) as never;
};
