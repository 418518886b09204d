import type { Context } from 'hono';
import {
  blogPageSchema,
  blogPostDetailSchema,
  contentMessages,
  eventDetailSchema,
  eventPageSchema,
  newsDetailSchema,
  newsPageSchema,
  SLUG_PATTERN,
} from '../../../../_shared/contracts/content.ts';
import type { AppEnv } from '../../../app-env.ts';
import { AppError } from '../../../errors.ts';
import { PUBLIC_CONTENT_CACHE } from '../../_shared/cache-control.ts';
import { asAnonymous } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import {
  blogSource,
  eventListFilter,
  eventSource,
  newsSource,
  publishedBySlug,
  publishedPage,
  type Source,
} from './queries.ts';
import type * as routes from './routes.ts';

/*
 * Read-only public content, always read as anon: what the public may see, even for a signed-in
 * editor.
 */

/** The published row with this slug, or a 404 with the kind's Indonesian message. */
async function readBySlug(c: Context<AppEnv>, source: Source, slug: string, notFound: string) {
  if (!SLUG_PATTERN.test(slug)) throw new AppError('RECORD_NOT_FOUND', notFound);
  const row = await asAnonymous(c, (tx) => publishedBySlug(tx, source, slug));
  if (!row) throw new AppError('RECORD_NOT_FOUND', notFound);
  return row;
}

export const newsList: AppRouteHandler<typeof routes.newsList> = async (c) => {
  const { rows, pagination } = await asAnonymous(c, (tx) => publishedPage(tx, newsSource, c.req.valid('query')));
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: newsPageSchema.parse({ news: rows, pagination }) }, 200);
};

export const newsDetail: AppRouteHandler<typeof routes.newsDetail> = async (c) => {
  const news = await readBySlug(c, newsSource, c.req.valid('param').slug, contentMessages.newsNotFound);
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: newsDetailSchema.parse({ news }) }, 200);
};

export const blogList: AppRouteHandler<typeof routes.blogList> = async (c) => {
  const { rows, pagination } = await asAnonymous(c, (tx) => publishedPage(tx, blogSource, c.req.valid('query')));
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: blogPageSchema.parse({ posts: rows, pagination }) }, 200);
};

export const blogDetail: AppRouteHandler<typeof routes.blogDetail> = async (c) => {
  const post = await readBySlug(c, blogSource, c.req.valid('param').slug, contentMessages.blogPostNotFound);
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: blogPostDetailSchema.parse({ post }) }, 200);
};

export const eventList: AppRouteHandler<typeof routes.eventList> = async (c) => {
  const { when, skpOnly, ...paging } = c.req.valid('query');
  const filter = eventListFilter({ upcoming: when === 'upcoming', skpOnly });
  const { rows, pagination } = await asAnonymous(c, (tx) => publishedPage(tx, eventSource, paging, filter));
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: eventPageSchema.parse({ events: rows, pagination }) }, 200);
};

export const eventDetail: AppRouteHandler<typeof routes.eventDetail> = async (c) => {
  const event = await readBySlug(c, eventSource, c.req.valid('param').slug, contentMessages.eventNotFound);
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: eventDetailSchema.parse({ event }) }, 200);
};
