import { createRouter } from '../_shared/router.ts';
import { membersDirectoryRouter } from './directory/index.ts';
import { memberDocumentsRouter } from './documents/index.ts';
import { memberSpreadsheetsRouter } from './spreadsheets/index.ts';

/** `/members/*`. The spreadsheets' fixed paths (`/members/export`, `/members/import/*`) come before `/members/{id}`. */
export const membersRouter = createRouter()
  .route('/', memberSpreadsheetsRouter)
  .route('/', membersDirectoryRouter)
  .route('/', memberDocumentsRouter);
