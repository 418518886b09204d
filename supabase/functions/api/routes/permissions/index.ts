import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/permissions`: the Permissions tab of role management (spec §2). */
export const permissionsRouter = createRouter().openapi(routes.listPermissions, handlers.listPermissions);
