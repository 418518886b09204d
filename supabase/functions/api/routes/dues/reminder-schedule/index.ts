import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const reminderScheduleRouter = createRouter()
  .openapi(routes.getSchedule, handlers.getSchedule)
  .openapi(routes.setSchedule, handlers.setSchedule);
