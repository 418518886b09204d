import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const chaptersRouter = createRouter().openapi(routes.listChapters, handlers.listChapters);
