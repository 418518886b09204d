import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/role-assignments/candidates`: the Assign Role dialog's user search. */
export const candidatesRouter = createRouter().openapi(routes.searchCandidates, handlers.searchCandidates);
