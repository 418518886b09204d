import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

/** `/reports/dues-split*`: the dues split report (issue 27 §3) and its files. */
export const duesSplitRouter = createRouter()
  .openapi(routes.duesSplit, handlers.duesSplit)
  .openapi(routes.exportDuesSplit, handlers.exportDuesSplit);
