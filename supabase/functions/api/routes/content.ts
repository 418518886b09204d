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
  slugParamSchema,
} from '../../_shared/contracts/content.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { failure, ok } from './openapi-helpers.ts';
import { pagination, PUBLIC_CONTENT_CACHE } from './route-support.ts';

const tags = ['Content'];
// The shared schema may be built before zod is extended with `.openapi()`; the path parameter is
// named after the key anyway.
const slugParams = z.object({ slug: slugParamSchema });
/** `GET <path>?page&limit…`: one page of a list. */
function pageRoute<Q extends z.ZodObject, S extends z.ZodType>(path: string, summary: string, query: Q, schema: S) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { query },
    responses: { 200: ok(schema, 'One page'), 400: failure('Invalid page, limit or filter') },
  });
}

/** `GET <path>/{slug}`: one published row. */
function slugRoute<S extends z.ZodType>(path: string, summary: string, schema: S) {
  return createRoute({
    method: 'get',
    path,
    tags,
    summary,
    request: { params: slugParams },
    responses: { 200: ok(schema, 'The item'), 404: failure('Unknown or unpublished') },
  });
}

const newsListRoute = pageRoute(
  '/content/news',
  'Published news, newest first, without the bodies (public)',
  contentPageQuerySchema,
  newsPageSchema,
);
const newsDetailRoute = slugRoute('/content/news/{slug}', 'One published news item (public)', newsDetailSchema);
const blogListRoute = pageRoute(
  '/content/blog',
  'Published blog posts, newest first, without the bodies (public)',
  contentPageQuerySchema,
  blogPageSchema,
);
const blogDetailRoute = slugRoute('/content/blog/{slug}', 'One published blog post (public)', blogPostDetailSchema);
const eventListRoute = pageRoute(
  '/content/events',
  'Published events: upcoming (soonest first) or past (latest first), optionally only with SKP (public)',
  eventsQuerySchema,
  eventPageSchema,
);
const eventDetailRoute = slugRoute('/content/events/{slug}', 'One published event (public)', eventDetailSchema);

/** Where a kind of content lives: its rows, the published filter and the columns of the contract. */
interface Source {
  /** Table (and joins) with the alias the other parts use. */
  from: string;
  alias: string;
  /** Repeats the anon policy's filter, so the planner can use the partial indexes. */
  published: string;
  columns: (withBody: boolean) => string;
}

const newsSource: Source = {
  from: 'public.news n',
  alias: 'n',
  published: "n.status = 'published' and n.published_at <= now()",
  columns: (withBody) => `
    n.id, n.slug, n.title, n.excerpt, ${withBody ? 'n.content,' : ''} n.image_url as image,
    n.author_name as author, to_json(n.published_at) #>> '{}' as "publishedAt", n.category, n.tags, n.views,
    n.featured, n.priority`,
};

const blogSource: Source = {
  from: 'public.blog_posts b',
  alias: 'b',
  published: "b.status = 'published' and b.published_at <= now()",
  columns: (withBody) => `
    b.id, b.slug, b.title, b.excerpt, ${withBody ? 'b.content,' : ''} b.image_url as image,
    b.author_name as author, to_json(b.published_at) #>> '{}' as "publishedAt", b.category, b.tags, b.views`,
};

const eventSource: Source = {
  from: 'public.events e left join public.organizations o on o.id = e.organization_id',
  alias: 'e',
  published: "e.status = 'published' and e.published_at <= now()",
  columns: () => `
    e.id, e.slug, e.title, e.description, e.location, e.is_online as "isOnline",
    to_json(e.starts_at) #>> '{}' as "startsAt", to_json(e.ends_at) #>> '{}' as "endsAt", e.image_url as image,
    e.registration_url as "registrationUrl", e.capacity, e.skp_credits::float8 as "skpCredits",
    case when o.id is null then null when o.level = 'DPP' then o.name else o.level || ' ' || o.name end
      as "organizationName"`,
};

/**
 * Read-only public content, always read as anon: what the public may see, even for a signed-in
 * editor. The SQL fragments are constants of this file; values travel as parameters.
 */
export function contentRoutes(sql: Sql) {
  const app = new OpenAPIHono<AppEnv>();

  /** One page of published rows (newest first unless `order` says otherwise) and the total. */
  const readPage = (
    source: Source,
    { page, limit }: { page: number; limit: number },
    { where = '', order = `${source.alias}.published_at desc` }: { where?: string; order?: string } = {},
  ) =>
    asCaller(sql, anonymousCaller, async (tx) => {
      const filter = `${source.published} ${where}`;
      const [count] = await tx.unsafe<{ total: number }[]>(
        `select count(*)::int as total from ${source.from} where ${filter}`,
      );
      const rows = await tx.unsafe(
        `select ${source.columns(false)} from ${source.from} where ${filter}
         order by ${order}, ${source.alias}.id limit $1 offset $2`,
        [limit, (page - 1) * limit],
      );
      return { rows, pagination: pagination(page, limit, count?.total ?? 0) };
    });

  /** The published row with this slug, or a 404 with the kind's Indonesian message. */
  const readBySlug = async (source: Source, slug: string, notFound: string) => {
    if (!SLUG_PATTERN.test(slug)) throw new AppError('RECORD_NOT_FOUND', notFound);
    const [row] = await asCaller(sql, anonymousCaller, (tx) =>
      tx.unsafe(
        `select ${source.columns(true)} from ${source.from}
         where ${source.alias}.slug = $1 and ${source.published}`,
        [slug],
      ),
    );
    if (!row) throw new AppError('RECORD_NOT_FOUND', notFound);
    return row;
  };

  app.openapi(newsListRoute, async (c) => {
    const { rows, pagination } = await readPage(newsSource, c.req.valid('query'));
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: newsPageSchema.parse({ news: rows, pagination }) }, 200);
  });

  app.openapi(newsDetailRoute, async (c) => {
    const news = await readBySlug(newsSource, c.req.valid('param').slug, contentMessages.newsNotFound);
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: newsDetailSchema.parse({ news }) }, 200);
  });

  app.openapi(blogListRoute, async (c) => {
    const { rows, pagination } = await readPage(blogSource, c.req.valid('query'));
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: blogPageSchema.parse({ posts: rows, pagination }) }, 200);
  });

  app.openapi(blogDetailRoute, async (c) => {
    const post = await readBySlug(blogSource, c.req.valid('param').slug, contentMessages.blogPostNotFound);
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: blogPostDetailSchema.parse({ post }) }, 200);
  });

  app.openapi(eventListRoute, async (c) => {
    const { when, skpOnly, ...paging } = c.req.valid('query');
    const upcoming = when === 'upcoming';
    const { rows, pagination } = await readPage(eventSource, paging, {
      where: `and ${upcoming ? 'e.ends_at >= now()' : 'e.ends_at < now()'} ${skpOnly ? 'and e.skp_credits > 0' : ''}`,
      order: upcoming ? 'e.starts_at asc' : 'e.starts_at desc',
    });
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: eventPageSchema.parse({ events: rows, pagination }) }, 200);
  });

  app.openapi(eventDetailRoute, async (c) => {
    const event = await readBySlug(eventSource, c.req.valid('param').slug, contentMessages.eventNotFound);
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: eventDetailSchema.parse({ event }) }, 200);
  });

  return app;
}
