import { createRouter } from '../_shared/router.ts';
import * as handlers from './mutations.handlers.ts';
import * as routes from './mutations.routes.ts';

// Fixed paths before `{id}` ones: /mutations/requests and /mutations/approvals are not ids.
export const mutationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .openapi(routes.listRequests, handlers.listRequests)
  .openapi(routes.createRequest, handlers.createRequest)
  .openapi(routes.listApprovals, handlers.listApprovals)
  .openapi(routes.exportHistory, handlers.exportHistory)
  .openapi(routes.listHistory, handlers.listHistory)
  .openapi(routes.requestDetail, handlers.requestDetail)
  .openapi(routes.attachDocument, handlers.attachDocument)
  .openapi(routes.withdraw, handlers.withdraw)
  .openapi(routes.approve, handlers.approve)
  .openapi(routes.reject, handlers.reject);
