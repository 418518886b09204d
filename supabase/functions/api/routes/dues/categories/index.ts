import { createRouter } from '../_shared/router.ts';
import * as handlers from './dues.handlers.ts';
import * as routes from './dues.routes.ts';

export const duesRouter = createRouter()
  .openapi(routes.listCategories, handlers.listCategories)
  .openapi(routes.createCategory, handlers.createCategory)
  .openapi(routes.updateCategory, handlers.updateCategory)
  .openapi(routes.deleteCategory, handlers.deleteCategory);
