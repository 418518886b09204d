import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/reports/analytics*`: the officer's trend view (issue 27 §4) and its files. */
export const analyticsRouter = createRouter()
  .openapi(routes.analytics, handlers.analytics)
  .openapi(routes.exportAnalytics, handlers.exportAnalytics);
