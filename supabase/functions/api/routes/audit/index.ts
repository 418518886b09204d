import { createRouter } from '../_shared/router.ts';
import { auditEntriesRouter } from './entries/index.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/audit/recent` (the dashboard's recent activity) and `/audit/entries` (the audit viewer). */
export const auditRouter = createRouter().openapi(routes.recent, handlers.recent).route('/', auditEntriesRouter);
