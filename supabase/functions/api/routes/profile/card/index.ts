import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const ownCardRouter = createRouter()
  .openapi(routes.ownCard, handlers.ownCard)
  .openapi(routes.ownCardPdf, handlers.ownCardPdf);
