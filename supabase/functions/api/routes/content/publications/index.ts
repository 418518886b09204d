import { createRouter } from '../../_shared/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export const publicationsRouter = createRouter()
  .openapi(routes.newsList, handlers.newsList)
  .openapi(routes.newsDetail, handlers.newsDetail)
  .openapi(routes.blogList, handlers.blogList)
  .openapi(routes.blogDetail, handlers.blogDetail)
  .openapi(routes.eventList, handlers.eventList)
  .openapi(routes.eventDetail, handlers.eventDetail);
