import { createRouter } from '../_shared/router.ts';
import * as handlers from './public-info.handlers.ts';
import * as routes from './public-info.routes.ts';

export const publicInfoRouter = createRouter()
  .openapi(routes.structure, handlers.structure)
  .openapi(routes.duesCategories, handlers.duesCategories);
