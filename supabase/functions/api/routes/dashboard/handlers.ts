import { dashboardBadgesSchema } from '../../../_shared/contracts/members.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { dashboardBadges } from './queries.ts';
import type * as routes from './routes.ts';

export const badges: AppRouteHandler<typeof routes.badges> = async (c) => {
  const badges = await asRequestCaller(c, dashboardBadges);
  return c.json({ success: true as const, data: dashboardBadgesSchema.parse(badges) }, 200);
};
