import { createRouter } from '../_shared/router.ts';
import * as handlers from './mutations.handlers.ts';
import * as routes from './mutations.routes.ts';

export const mutationsRouter = createRouter().openapi(routes.list, handlers.list);
