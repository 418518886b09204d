import { createRouter } from '../_shared/router.ts';
import * as handlers from './news.handlers.ts';
import * as routes from './news.routes.ts';

export const newsRouter = createRouter().openapi(routes.list, handlers.list);
