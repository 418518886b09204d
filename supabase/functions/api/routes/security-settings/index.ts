import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const securitySettingsRouter = createRouter()
  .openapi(routes.getSettings, handlers.getSettings)
  .openapi(routes.setSettings, handlers.setSettings);
