import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const overdueRouter = createRouter()
  .openapi(routes.listOverdue, handlers.listOverdue)
  .openapi(routes.listChapters, handlers.listChapters)
  .openapi(routes.sendReminders, handlers.sendReminders)
  .openapi(routes.previewSend, handlers.previewSend)
  .openapi(routes.previewReminder, handlers.previewReminder);
