import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const auditEntriesRouter = createRouter()
  .openapi(routes.exportAuditEntries, handlers.exportAuditEntries)
  .openapi(routes.listAuditEntries, handlers.listAuditEntries);
