import { newsListSchema } from '../../../_shared/contracts/news.ts';
import { PUBLIC_CONTENT_CACHE } from '../_shared/cache-control.ts';
import { asAnonymous } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { latestNews } from './queries.ts';
import type * as routes from './routes.ts';

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  // Always as anon: the landing page shows what the public may see, even to a signed-in editor.
  const news = await asAnonymous(c, (tx) => latestNews(tx, c.req.valid('query').limit));
  c.header('cache-control', PUBLIC_CONTENT_CACHE);
  return c.json({ success: true as const, data: newsListSchema.parse({ news }) }, 200);
};
