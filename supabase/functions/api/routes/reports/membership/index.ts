import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/reports/membership`: the membership report (issue 27 §1). */
export const membershipRouter = createRouter().openapi(routes.membership, handlers.membership);
