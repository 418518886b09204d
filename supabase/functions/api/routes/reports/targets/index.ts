import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/reports/targets`: a chapter's monthly revenue targets (issue 27 §2), read and set. */
export const revenueTargetsRouter = createRouter()
  .openapi(routes.getTargets, handlers.getTargets)
  .openapi(routes.setTargets, handlers.setTargets);
