import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

// Fixed paths before `/payments/{paymentId}`.
export const paymentsRouter = createRouter()
  .openapi(routes.createQrisPayment, handlers.createQrisPayment)
  .openapi(routes.midtransNotification, handlers.midtransNotification)
  .openapi(routes.reconcilePayments, handlers.reconcilePayments)
  .openapi(routes.getPayment, handlers.getPayment)
  .openapi(routes.checkPayment, handlers.checkPayment)
  .openapi(routes.paymentReceipt, handlers.paymentReceipt)
  .openapi(routes.signedPaymentReceipt, handlers.signedPaymentReceipt);
