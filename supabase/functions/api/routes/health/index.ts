import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export { API_VERSION } from './handlers.ts';

export const healthRouter = createRouter()
  .openapi(routes.health, handlers.health)
  .openapi(routes.readiness, handlers.readiness);
