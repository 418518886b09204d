import { createRouter } from '../_shared/router.ts';
import { transferApprovalsRouter } from './approvals/index.ts';
import { transferDecisionsRouter } from './decisions/index.ts';
import { transferHistoryRouter } from './history/index.ts';
import { transferListRouter } from './list/index.ts';
import { transferRequestsRouter } from './requests/index.ts';

/**
 * `/mutations/*` (the spec's public paths for member transfers): one folder per second path segment;
 * `GET /mutations` in `list/`, `/mutations/{id}/approve|reject` in `decisions/`. Fixed paths
 * (`requests`, `approvals`, `history`) come before the `{id}` ones.
 */
export const transfersRouter = createRouter()
  .route('/', transferListRouter)
  .route('/', transferRequestsRouter)
  .route('/', transferApprovalsRouter)
  .route('/', transferHistoryRouter)
  .route('/', transferDecisionsRouter);
