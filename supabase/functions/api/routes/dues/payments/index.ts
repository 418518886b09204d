import { createRouter } from '../_shared/router.ts';
import * as handlers from './payment-history.handlers.ts';
import * as routes from './payment-history.routes.ts';

export const paymentHistoryRouter = createRouter()
  .openapi(routes.exportPayments, handlers.exportPayments)
  .openapi(routes.listPayments, handlers.listPayments)
  .openapi(routes.recordPayment, handlers.recordPayment)
  .openapi(routes.duesStats, handlers.duesStats);
