import { createRouter } from '../_shared/router.ts';
import { chaptersRouter } from './chapters/index.ts';
import * as handlers from './handlers.ts';
import { chapterProfileRouter } from './profile/index.ts';
import * as routes from './routes.ts';
import { organizationStructureRouter } from './structure/index.ts';

/** `/organizations` (public chapter list) and the chapters' screens: `/organizations/{chapters,profile,structure}`. */
export const organizationsRouter = createRouter()
  .openapi(routes.list, handlers.list)
  .route('/', chaptersRouter)
  .route('/', chapterProfileRouter)
  .route('/', organizationStructureRouter);
