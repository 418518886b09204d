import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const publicInfoRouter = createRouter()
  .openapi(routes.structure, handlers.structure)
  .openapi(routes.duesCategories, handlers.duesCategories);
