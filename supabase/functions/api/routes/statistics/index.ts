import type { RouteConfig } from '@hono/zod-openapi';
import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/api/v1/statistics/*`: what the web app calls. */
export const statisticsRouter = createRouter()
  .openapi(routes.distribution, handlers.distribution)
  .openapi(routes.overview, handlers.overview)
  .openapi(routes.growth, handlers.growth)
  .openapi(routes.payments, handlers.payments);

/** The same route under `/api` for spec §7's second client, documented as such. */
function unversioned<R extends RouteConfig>(route: R): R {
  return {
    ...route,
    operationId: `${route.operationId}Unversioned`,
    deprecated: true,
    description: `Spec §7's second client ("host plus /api"). Current: GET /api/v1${route.path} (${route.operationId}), which the web app calls.`,
  };
}

/** `/api/statistics/*`: the same handlers, mounted by app.ts outside `/v1`. */
export const unversionedStatisticsRouter = createRouter()
  .openapi(unversioned(routes.distribution), handlers.distribution)
  .openapi(unversioned(routes.overview), handlers.overview)
  .openapi(unversioned(routes.growth), handlers.growth)
  .openapi(unversioned(routes.payments), handlers.payments);
