import { createRoute, z } from '@hono/zod-openapi';
import {
  blogPageSchema,
  blogPostDetailSchema,
  contentPageQuerySchema,
  eventDetailSchema,
  eventPageSchema,
  eventsQuerySchema,
  newsDetailSchema,
  newsPageSchema,
  slugParamSchema,
} from '../../../../_shared/contracts/content.ts';
import { failure, ok } from '../../_shared/openapi-helpers.ts';

const tags = ['Content'];
// The shared schema may be built before zod is extended with `.openapi()`; the path parameter is
// named after the key anyway.
const slugParams = z.object({ slug: slugParamSchema });

/** `GET <path>?page&limit…`: one page of a list. */
function pageRoute<P extends string, Q extends z.ZodObject, S extends z.ZodType>(
  operationId: string,
  path: P,
  summary: string,
  query: Q,
  schema: S,
) {
  return createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    summary,
    request: { query },
    responses: { 200: ok(schema, 'One page'), 400: failure('Invalid page, limit or filter') },
  });
}

/** `GET <path>/{slug}`: one published row. */
function slugRoute<P extends string, S extends z.ZodType>(operationId: string, path: P, summary: string, schema: S) {
  return createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    summary,
    request: { params: slugParams },
    responses: { 200: ok(schema, 'The item'), 404: failure('Unknown or unpublished') },
  });
}

export const newsList = pageRoute(
  'listNews',
  '/content/news',
  'Published news, newest first, without the bodies (public)',
  contentPageQuerySchema,
  newsPageSchema,
);
export const newsDetail = slugRoute(
  'getNews',
  '/content/news/{slug}',
  'One published news item (public)',
  newsDetailSchema,
);
export const blogList = pageRoute(
  'listBlogPosts',
  '/content/blog',
  'Published blog posts, newest first, without the bodies (public)',
  contentPageQuerySchema,
  blogPageSchema,
);
export const blogDetail = slugRoute(
  'getBlogPost',
  '/content/blog/{slug}',
  'One published blog post (public)',
  blogPostDetailSchema,
);
export const eventList = pageRoute(
  'listEvents',
  '/content/events',
  'Published events: upcoming (soonest first) or past (latest first), optionally only with SKP (public)',
  eventsQuerySchema,
  eventPageSchema,
);
export const eventDetail = slugRoute(
  'getEvent',
  '/content/events/{slug}',
  'One published event (public)',
  eventDetailSchema,
);
