import { createRouter } from '../_shared/router.ts';
import * as handlers from './profile.handlers.ts';
import * as routes from './profile.routes.ts';

export const profileRouter = createRouter()
  .openapi(routes.permissions, handlers.permissions)
  .openapi(routes.changePassword, handlers.changePassword)
  .openapi(routes.ownProfile, handlers.ownProfile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.setPhoto, handlers.setPhoto);
