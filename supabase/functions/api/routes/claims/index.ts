import { createRouter } from '../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const claimsRouter = createRouter()
  .openapi(routes.requestClaim, handlers.requestClaim)
  .openapi(routes.confirmClaim, handlers.confirmClaim)
  .openapi(routes.claimStatus, handlers.claimStatus)
  .openapi(routes.listClaims, handlers.listClaims)
  .openapi(routes.resolveClaim, handlers.resolveClaim);
