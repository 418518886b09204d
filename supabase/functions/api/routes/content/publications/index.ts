import { createRouter } from '../_shared/router.ts';
import * as handlers from './content.handlers.ts';
import * as routes from './content.routes.ts';

export const contentRouter = createRouter()
  .openapi(routes.newsList, handlers.newsList)
  .openapi(routes.newsDetail, handlers.newsDetail)
  .openapi(routes.blogList, handlers.blogList)
  .openapi(routes.blogDetail, handlers.blogDetail)
  .openapi(routes.eventList, handlers.eventList)
  .openapi(routes.eventDetail, handlers.eventDetail);
