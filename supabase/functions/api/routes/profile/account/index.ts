import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const profileAccountRouter = createRouter()
  .openapi(routes.permissions, handlers.permissions)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.ownProfile, handlers.ownProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.setPhoto, handlers.setPhoto);
