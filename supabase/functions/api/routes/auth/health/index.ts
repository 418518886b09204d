import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const authHealthRouter = createRouter()
  .openapi(routes.ping, handlers.ping)
  .openapi(routes.testDb, handlers.testDb);
