import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { newsListSchema, newsQuerySchema } from '../../_shared/contracts/news.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { ok } from './openapi-helpers.ts';
import { PUBLIC_CONTENT_CACHE } from './route-support.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/news',
  tags: ['Content'],
  summary: 'Published news for the landing page (public), newest first',
  request: { query: newsQuerySchema },
  responses: { 200: ok(newsListSchema, 'Published news') },
});

export function newsRoutes(sql: Sql) {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const { limit } = c.req.valid('query');
    // Always as anon: the landing page shows what the public may see, even to a signed-in editor.
    const news = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx`
        select n.id, n.slug, n.title, n.excerpt, n.content, n.image_url as image, n.author_name as author,
               to_json(n.published_at) #>> '{}' as "publishedAt", n.category, n.tags, n.views, n.featured, n.priority
        from public.news n
        where n.status = 'published' and n.published_at <= now()
        order by n.published_at desc
        limit ${limit}
      `,
    );
    c.header('cache-control', PUBLIC_CONTENT_CACHE);
    return c.json({ success: true as const, data: newsListSchema.parse({ news }) }, 200);
  });
}
