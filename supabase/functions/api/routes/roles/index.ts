import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/roles`: the Roles tab of role management (spec §2). */
export const rolesRouter = createRouter()
  .openapi(routes.listRoles, handlers.listRoles)
  .openapi(routes.createRole, handlers.createRole)
  .openapi(routes.updateRole, handlers.updateRole)
  .openapi(routes.deleteRole, handlers.deleteRole);
