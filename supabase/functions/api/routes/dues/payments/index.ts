import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const duesPaymentsRouter = createRouter()
  .openapi(routes.exportPayments, handlers.exportPayments)
  .openapi(routes.listPayments, handlers.listPayments)
  .openapi(routes.recordPayment, handlers.recordPayment)
  .openapi(routes.duesStats, handlers.duesStats);
