import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/**
 * Mounted twice by the app: under `/api/v1/statistics/*` and, for spec §7's second client
 * ("host plus /api"), under `/api/statistics/*`.
 */
export const statisticsRouter = createRouter()
  .openapi(routes.distribution, handlers.distribution)
  .openapi(routes.overview, handlers.overview)
  .openapi(routes.growth, handlers.growth)
  .openapi(routes.payments, handlers.payments);
