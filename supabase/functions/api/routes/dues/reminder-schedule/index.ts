import { createRouter } from '../_shared/router.ts';
import * as handlers from './reminder-schedule.handlers.ts';
import * as routes from './reminder-schedule.routes.ts';

export const reminderScheduleRouter = createRouter()
  .openapi(routes.getSchedule, handlers.getSchedule)
  .openapi(routes.setSchedule, handlers.setSchedule);
