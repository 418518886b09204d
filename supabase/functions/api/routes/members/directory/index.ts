import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

// The fixed paths (`/members/verification`, `/members/chapters`) come before `/members/{id}`: Hono
// tries matching routes in the order they were added, and the first handler answers.
export const membersDirectoryRouter = createRouter()
  .openapi(routes.stats, handlers.stats)
  .openapi(routes.list, handlers.list)
  .openapi(routes.verificationQueue, handlers.verificationQueue)
  .openapi(routes.chapters, handlers.chapters)
  .openapi(routes.create, handlers.create)
  .openapi(routes.detail, handlers.detail)
  .openapi(routes.update, handlers.update)
  .openapi(routes.deactivate, handlers.deactivate)
  .openapi(routes.activate, handlers.activate)
  .openapi(routes.verify, handlers.verify)
  .openapi(routes.link, handlers.link)
  .openapi(routes.reject, handlers.reject)
  .openapi(routes.resetTwoFactor, handlers.resetTwoFactor);
