import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const preferencesRouter = createRouter()
  .openapi(routes.ownSettings, handlers.ownSettings)
  .openapi(routes.saveSettings, handlers.saveSettings);
