import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';
import { analyticsRouter } from './analytics/index.ts';
import { duesSplitRouter } from './dues-split/index.ts';
import { membershipRouter } from './membership/index.ts';
import { revenueTargetsRouter } from './targets/index.ts';

/** `/api/v1/reports/*`: the officers' reports (issue 27). */
export const reportsRouter = createRouter()
  .openapi(routes.financial, handlers.financial)
  .openapi(routes.exportFinancial, handlers.exportFinancial)
  .route('/', analyticsRouter)
  .route('/', duesSplitRouter)
  .route('/', membershipRouter)
  .route('/', revenueTargetsRouter);
