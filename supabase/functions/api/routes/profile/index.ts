import { createRouter } from '../_shared/router.ts';
import { profileAccountRouter } from './account/index.ts';
import { ownApplicationRouter } from './application/index.ts';
import { ownCardRouter } from './card/index.ts';
import { documentsRouter } from './documents/index.ts';
import { emailChangeRouter } from './email/index.ts';
import { legacyRegisterRouter } from './legacy/index.ts';
import { preferencesRouter } from './preferences/index.ts';
import { profileSummaryRouter } from './summary/index.ts';

/** `/profile/*`: the signed-in member's own account, one folder per second path segment. */
export const profileRouter = createRouter()
  .route('/', profileAccountRouter)
  .route('/', documentsRouter)
  .route('/', ownCardRouter)
  .route('/', profileSummaryRouter)
  .route('/', preferencesRouter)
  .route('/', emailChangeRouter)
  .route('/', legacyRegisterRouter)
  .route('/', ownApplicationRouter);
