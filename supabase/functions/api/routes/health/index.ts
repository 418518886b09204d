import { createRouter } from '../_shared/router.ts';
import * as handlers from './health.handlers.ts';
import * as routes from './health.routes.ts';

export { API_VERSION } from './health.handlers.ts';

export const healthRouter = createRouter()
  .openapi(routes.health, handlers.health)
  .openapi(routes.readiness, handlers.readiness)
  .openapi(routes.ping, handlers.ping)
  .openapi(routes.testDb, handlers.testDb);
