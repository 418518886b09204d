import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  blogPageSchema,
  blogPostDetailSchema,
  contentMessages,
  contentPageQuerySchema,
  eventDetailSchema,
  eventPageSchema,
  eventsQuerySchema,
  newsDetailSchema,
  newsPageSchema,
  SLUG_PATTERN,
} from '../../_shared/contracts/content.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { failure, ok } from './openapi-helpers.ts';
import { pagination } from './route-support.ts';

const tags = ['Content'];
/** Published content changes now and then; a minute of reuse keeps the pages fresh enough. */
const CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const slugParams = z.object({
  slug: z
    .string()
    .max(200)
    .openapi({ param: { name: 'slug', in: 'path' } }),
});
const listErrors = { 400: failure('Invalid page, limit or filter') };

const newsListRoute = createRoute({
  method: 'get',
  path: '/content/news',
  tags,
  summary: 'Published news, newest first, one page at a time (public)',
  request: { query: contentPageQuerySchema },
  responses: { 200: ok(newsPageSchema, 'One page of news, without the bodies'), ...listErrors },
});

const newsDetailRoute = createRoute({
  method: 'get',
  path: '/content/news/{slug}',
  tags,
  summary: 'One published news item by slug (public)',
  request: { params: slugParams },
  responses: { 200: ok(newsDetailSchema, 'The news item'), 404: failure('Unknown or unpublished') },
});

const blogListRoute = createRoute({
  method: 'get',
  path: '/content/blog',
  tags,
  summary: 'Published blog posts, newest first, one page at a time (public)',
  request: { query: contentPageQuerySchema },
  responses: { 200: ok(blogPageSchema, 'One page of posts, without the bodies'), ...listErrors },
});

const blogDetailRoute = createRoute({
  method: 'get',
  path: '/content/blog/{slug}',
  tags,
  summary: 'One published blog post by slug (public)',
  request: { params: slugParams },
  responses: { 200: ok(blogPostDetailSchema, 'The post'), 404: failure('Unknown or unpublished') },
});

const eventListRoute = createRoute({
  method: 'get',
  path: '/content/events',
  tags,
  summary: 'Published events: upcoming (soonest first) or past (latest first), optionally only with SKP (public)',
  request: { query: eventsQuerySchema },
  responses: { 200: ok(eventPageSchema, 'One page of events'), ...listErrors },
});

const eventDetailRoute = createRoute({
  method: 'get',
  path: '/content/events/{slug}',
  tags,
  summary: 'One published event by slug (public)',
  request: { params: slugParams },
  responses: { 200: ok(eventDetailSchema, 'The event'), 404: failure('Unknown or unpublished') },
});

// Column lists shared by the list and the detail query of each kind. The explicit published filter
// repeats what the anon policy enforces, so the planner can use the partial indexes.
const newsColumns = (withContent: boolean) => `
  n.id, n.slug, n.title, n.excerpt, ${withContent ? 'n.content,' : ''} n.image_url as image, n.author_name as author,
  to_json(n.published_at) #>> '{}' as "publishedAt", n.category, n.tags, n.views, n.featured, n.priority`;
const blogColumns = (withContent: boolean) => `
  b.id, b.slug, b.title, b.excerpt, ${withContent ? 'b.content,' : ''} b.image_url as image, b.author_name as author,
  to_json(b.published_at) #>> '{}' as "publishedAt", b.category, b.tags, b.views`;
const eventColumns = `
  e.id, e.slug, e.title, e.description, e.location, e.is_online as "isOnline",
  to_json(e.starts_at) #>> '{}' as "startsAt", to_json(e.ends_at) #>> '{}' as "endsAt", e.image_url as image,
  e.registration_url as "registrationUrl", e.capacity, e.skp_credits::float8 as "skpCredits",
  case when o.id is null then null when o.level = 'DPP' then o.name else o.level || ' ' || o.name end
    as "organizationName"`;

function notFoundUnlessSlug(slug: string, message: string): void {
  if (!SLUG_PATTERN.test(slug)) throw new AppError('RECORD_NOT_FOUND', message);
}

/** Read-only public content, always read as anon: what the public may see, even for a signed-in editor. */
export function contentRoutes(sql: Sql) {
  const app = new OpenAPIHono<AppEnv>();
  const asAnon = <T>(work: Parameters<typeof asCaller<T>>[2]) => asCaller(sql, anonymousCaller, work);

  app.openapi(newsListRoute, async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await asAnon(async (tx) => {
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.news n where n.status = 'published' and n.published_at <= now()`;
      const news = await tx.unsafe(
        `select ${newsColumns(false)} from public.news n
         where n.status = 'published' and n.published_at <= now()
         order by n.published_at desc, n.id limit $1 offset $2`,
        [limit, (page - 1) * limit],
      );
      return { news, pagination: pagination(page, limit, count?.total ?? 0) };
    });
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: newsPageSchema.parse(data) }, 200);
  });

  app.openapi(newsDetailRoute, async (c) => {
    const { slug } = c.req.valid('param');
    notFoundUnlessSlug(slug, contentMessages.newsNotFound);
    const [news] = await asAnon((tx) =>
      tx.unsafe(
        `select ${newsColumns(true)} from public.news n
         where n.slug = $1 and n.status = 'published' and n.published_at <= now()`,
        [slug],
      ),
    );
    if (!news) throw new AppError('RECORD_NOT_FOUND', contentMessages.newsNotFound);
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: newsDetailSchema.parse({ news }) }, 200);
  });

  app.openapi(blogListRoute, async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await asAnon(async (tx) => {
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.blog_posts b where b.status = 'published' and b.published_at <= now()`;
      const posts = await tx.unsafe(
        `select ${blogColumns(false)} from public.blog_posts b
         where b.status = 'published' and b.published_at <= now()
         order by b.published_at desc, b.id limit $1 offset $2`,
        [limit, (page - 1) * limit],
      );
      return { posts, pagination: pagination(page, limit, count?.total ?? 0) };
    });
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: blogPageSchema.parse(data) }, 200);
  });

  app.openapi(blogDetailRoute, async (c) => {
    const { slug } = c.req.valid('param');
    notFoundUnlessSlug(slug, contentMessages.blogPostNotFound);
    const [post] = await asAnon((tx) =>
      tx.unsafe(
        `select ${blogColumns(true)} from public.blog_posts b
         where b.slug = $1 and b.status = 'published' and b.published_at <= now()`,
        [slug],
      ),
    );
    if (!post) throw new AppError('RECORD_NOT_FOUND', contentMessages.blogPostNotFound);
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: blogPostDetailSchema.parse({ post }) }, 200);
  });

  app.openapi(eventListRoute, async (c) => {
    const { page, limit, when, skpOnly } = c.req.valid('query');
    const filter = `e.status = 'published' and e.published_at <= now()
      and ${when === 'upcoming' ? 'e.ends_at >= now()' : 'e.ends_at < now()'}
      ${skpOnly ? 'and e.skp_credits > 0' : ''}`;
    const order = when === 'upcoming' ? 'e.starts_at asc' : 'e.starts_at desc';
    const data = await asAnon(async (tx) => {
      const [count] = await tx.unsafe<{ total: number }[]>(
        `select count(*)::int as total from public.events e where ${filter}`,
      );
      const events = await tx.unsafe(
        `select ${eventColumns} from public.events e
         left join public.organizations o on o.id = e.organization_id
         where ${filter} order by ${order}, e.id limit $1 offset $2`,
        [limit, (page - 1) * limit],
      );
      return { events, pagination: pagination(page, limit, count?.total ?? 0) };
    });
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: eventPageSchema.parse(data) }, 200);
  });

  app.openapi(eventDetailRoute, async (c) => {
    const { slug } = c.req.valid('param');
    notFoundUnlessSlug(slug, contentMessages.eventNotFound);
    const [event] = await asAnon((tx) =>
      tx.unsafe(
        `select ${eventColumns} from public.events e
         left join public.organizations o on o.id = e.organization_id
         where e.slug = $1 and e.status = 'published' and e.published_at <= now()`,
        [slug],
      ),
    );
    if (!event) throw new AppError('RECORD_NOT_FOUND', contentMessages.eventNotFound);
    c.header('cache-control', CONTENT_CACHE);
    return c.json({ success: true as const, data: eventDetailSchema.parse({ event }) }, 200);
  });

  return app;
}
