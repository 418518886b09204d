import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const billsRouter = createRouter()
  .openapi(routes.listBills, handlers.listBills)
  .openapi(routes.previewGeneration, handlers.previewGeneration)
  .openapi(routes.generateBills, handlers.generateBills)
  .openapi(routes.waiveBill, handlers.waiveBill);
