import { createRouter } from '../_shared/router.ts';
import * as handlers from './preferences.handlers.ts';
import * as routes from './preferences.routes.ts';

export const preferencesRouter = createRouter()
  .openapi(routes.ownSettings, handlers.ownSettings)
  .openapi(routes.saveSettings, handlers.saveSettings);
