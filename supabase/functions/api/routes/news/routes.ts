import { createRoute } from '@hono/zod-openapi';
import { newsListSchema, newsQuerySchema } from '../../../_shared/contracts/news.ts';
import { ok } from '../_shared/openapi-helpers.ts';

export const list = createRoute({
  method: 'get',
  path: '/news',
  operationId: 'listLandingNews',
  tags: ['Content'],
  summary: 'Published news for the landing page (public), newest first',
  deprecated: true,
  description:
    'Current: GET /api/v1/content/news (listNews), paged, and GET /api/v1/content/news/{slug} for a body. Kept while the landing page’s news carousel reads it.',
  request: { query: newsQuerySchema },
  responses: { 200: ok(newsListSchema, 'Published news') },
});
