import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { chapterCount, chapterPage } from './queries.ts';
import type * as routes from './routes.ts';

export const listChapters: AppRouteHandler<typeof routes.listChapters> = async (c) => {
  const { page, limit, search } = c.req.valid('query');
  const result = await asRequestCaller(c, async (tx) => {
    const rows = await chapterPage(tx, { search: search || undefined, limit, offset: offsetOf(page, limit) });
    const total = rows[0]?.total ?? (page > 1 ? await chapterCount(tx, search || undefined) : 0);
    return { chapters: rows.map(({ total: _total, ...chapter }) => chapter), total };
  });
  return c.json(
    { success: true as const, data: { chapters: result.chapters, pagination: pagination(page, limit, result.total) } },
    200,
  );
};
