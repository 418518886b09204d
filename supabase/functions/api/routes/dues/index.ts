import { createRouter } from '../_shared/router.ts';
import { billsRouter } from './bills/index.ts';
import { categoriesRouter } from './categories/index.ts';
import { overdueRouter } from './overdue/index.ts';
import { duesPaymentsRouter } from './payments/index.ts';
import { reminderScheduleRouter } from './reminder-schedule/index.ts';
import { duesSettingsRouter } from './settings/index.ts';

/** `/dues/*`: one folder per second path segment (`/dues/stats` and `/dues/send-reminders` sit with payments and overdue). */
export const duesRouter = createRouter()
  .route('/', categoriesRouter)
  .route('/', duesSettingsRouter)
  .route('/', reminderScheduleRouter)
  .route('/', billsRouter)
  .route('/', duesPaymentsRouter)
  .route('/', overdueRouter);
