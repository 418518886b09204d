import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const documentsRouter = createRouter()
  .openapi(routes.ownDocuments, handlers.ownDocuments)
  .openapi(routes.recordDocument, handlers.recordDocument)
  .openapi(routes.updateLicences, handlers.updateLicences);
