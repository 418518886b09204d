import { createRouter } from '../_shared/router.ts';
import { authAccountsRouter } from './accounts/index.ts';
import { verifyEmailChangeRouter } from './email-change/index.ts';
import { authHealthRouter } from './health/index.ts';

/**
 * `/auth/*`: sign-in, registration and password reset (accounts), the second step of an email
 * change (email-change), and the health banner's `/auth/ping` and `/auth/test-db` (health).
 */
export const authRouter = createRouter()
  .route('/', authAccountsRouter)
  .route('/', verifyEmailChangeRouter)
  .route('/', authHealthRouter);
