import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const transferDecisionsRouter = createRouter()
  .openapi(routes.approveTransfer, handlers.approveTransfer)
  .openapi(routes.rejectTransfer, handlers.rejectTransfer);
