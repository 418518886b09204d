import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/reports/membership*`: the membership report (issue 27 §1) and its files. */
export const membershipRouter = createRouter()
  .openapi(routes.membership, handlers.membership)
  .openapi(routes.exportMembership, handlers.exportMembership);
