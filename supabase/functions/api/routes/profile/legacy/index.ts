import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const legacyRegisterRouter = createRouter()
  .openapi(routes.registerConfirmation, handlers.registerConfirmation)
  .openapi(routes.confirmRegisterData, handlers.confirmRegisterData);
