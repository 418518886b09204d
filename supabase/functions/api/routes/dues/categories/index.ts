import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const categoriesRouter = createRouter()
  .openapi(routes.listCategories, handlers.listCategories)
  .openapi(routes.createCategory, handlers.createCategory)
  .openapi(routes.updateCategory, handlers.updateCategory)
  .openapi(routes.deleteCategory, handlers.deleteCategory);
