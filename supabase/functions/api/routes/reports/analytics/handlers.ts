import { analyticsSchema } from '../../../../_shared/contracts/analytics.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { analytics as readAnalytics } from './queries.ts';
import type * as routes from './routes.ts';

export const analytics: AppRouteHandler<typeof routes.analytics> = async (c) => {
  const { months } = c.req.valid('query');
  const data = analyticsSchema.parse(await asRequestCaller(c, (tx) => readAnalytics(tx, Number(months))));
  return c.json({ success: true as const, data }, 200);
};
