import { createRouter } from '../_shared/router.ts';
import * as handlers from './organizations.handlers.ts';
import * as routes from './organizations.routes.ts';

export const organizationsRouter = createRouter().openapi(routes.list, handlers.list);
