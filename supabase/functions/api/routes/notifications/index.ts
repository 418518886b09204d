import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const notificationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.markAllRead, handlers.markAllRead)
  .openapi(routes.refreshInsights, handlers.refreshInsights)
  .openapi(routes.markRead, handlers.markRead)
  .openapi(routes.remove, handlers.remove);
