import { createRouter } from '../_shared/router.ts';
import * as handlers from './document-verification.handlers.ts';
import * as routes from './document-verification.routes.ts';

export const documentVerificationRouter = createRouter().openapi(routes.verify, handlers.verify);
