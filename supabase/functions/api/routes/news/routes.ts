import { createRoute } from '@hono/zod-openapi';
import { newsListSchema, newsQuerySchema } from '../../../_shared/contracts/news.ts';
import { ok } from '../_shared/openapi-helpers.ts';

export const list = createRoute({
  method: 'get',
  path: '/news',
  tags: ['Content'],
  summary: 'Published news for the landing page (public), newest first',
  request: { query: newsQuerySchema },
  responses: { 200: ok(newsListSchema, 'Published news') },
});
