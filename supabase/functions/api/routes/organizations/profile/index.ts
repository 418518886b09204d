import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const chapterProfileRouter = createRouter()
  .openapi(routes.getChapterProfile, handlers.getChapterProfile)
  .openapi(routes.updateChapterProfile, handlers.updateChapterProfile);
