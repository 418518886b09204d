import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const transferRequestsRouter = createRouter()
  .openapi(routes.listTransferRequests, handlers.listTransferRequests)
  .openapi(routes.createTransferRequest, handlers.createTransferRequest)
  .openapi(routes.getTransferRequest, handlers.getTransferRequest)
  .openapi(routes.attachTransferDocument, handlers.attachTransferDocument)
  .openapi(routes.withdrawTransferRequest, handlers.withdrawTransferRequest);
