import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const transferHistoryRouter = createRouter()
  .openapi(routes.exportTransferHistory, handlers.exportTransferHistory)
  .openapi(routes.listTransferHistory, handlers.listTransferHistory);
