import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const systemDebugRouter = createRouter().openapi(routes.getSystemDebug, handlers.getSystemDebug);
