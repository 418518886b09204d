import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const authAccountsRouter = createRouter()
  .openapi(routes.login, handlers.login)
  .openapi(routes.adminLogin, handlers.adminLogin)
  .openapi(routes.register, handlers.register)
  .openapi(routes.logout, handlers.logout)
  .openapi(routes.me, handlers.me)
  .openapi(routes.refresh, handlers.refresh)
  .openapi(routes.verifyEmail, handlers.verifyEmail)
  .openapi(routes.forgotPassword, handlers.forgotPassword)
  .openapi(routes.resetPassword, handlers.resetPassword);
