import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const duesSettingsRouter = createRouter()
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.setSplit, handlers.setSplit)
  .openapi(routes.setGraceDays, handlers.setGraceDays);
