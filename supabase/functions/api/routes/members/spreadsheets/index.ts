import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/members/export` and `/members/import/*`: app.ts mounts this before the members router's `/members/{id}`. */
export const memberSpreadsheetsRouter = createRouter()
  .openapi(routes.exportMembers, handlers.exportMembers)
  .openapi(routes.previewImport, handlers.previewImport)
  .openapi(routes.commitImport, handlers.commitImport);
