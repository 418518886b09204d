import { createRouter } from '../_shared/router.ts';
import { candidatesRouter } from './candidates/index.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/**
 * `/role-assignments`: who holds which role where. General: the role management page (SUPER_ADMIN)
 * and a chapter's page (officers of the parent chapter) use the same operations; row-level security
 * and private.can_grant_role decide who may grant what where.
 */
export const roleAssignmentsRouter = createRouter()
  .route('/', candidatesRouter)
  .openapi(routes.listAssignments, handlers.listAssignments)
  .openapi(routes.assignRole, handlers.assignRole)
  .openapi(routes.setExpiry, handlers.setExpiry)
  .openapi(routes.revoke, handlers.revoke);
