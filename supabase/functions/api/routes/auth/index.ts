import { createRouter } from '../_shared/router.ts';
import { authAccountsRouter } from './accounts/index.ts';

/** `/auth/*`: sign-in, registration and password reset. */
export const authRouter = createRouter().route('/', authAccountsRouter);
