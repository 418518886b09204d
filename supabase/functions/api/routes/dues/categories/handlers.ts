import { duesCategoryListSchema, duesCategoryResultSchema } from '../../../../_shared/contracts/dues.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const categoryErrors: DatabaseErrorOptions = {
  notFound: 'DUES_CATEGORY_NOT_FOUND',
  duplicate: 'DUES_CATEGORY_NAME_TAKEN',
  foreignKey: 'DUES_CATEGORY_HAS_BILLS',
};

const result = (category: unknown) => ({
  success: true as const,
  data: duesCategoryResultSchema.parse({ category }),
});

export const listCategories: AppRouteHandler<typeof routes.listCategories> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { rows, total, summary } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const rows = await queries.listCategories(tx, filter, { limit, offset: offsetOf(page, limit) });
      // A page past the end has no row to carry the total, which the pager still needs.
      const total = rows[0]?.totalCount ?? (page === 1 ? 0 : await queries.countCategories(tx, filter));
      return { rows, total, summary: await queries.categorySummary(tx) };
    }),
  );
  const categories = rows.map(({ totalCount: _ignored, ...category }) => category);
  const data = duesCategoryListSchema.parse({ categories, summary, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const createCategory: AppRouteHandler<typeof routes.createCategory> = async (c) => {
  const fields = c.req.valid('json');
  const category = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.createCategory(tx, fields)),
    categoryErrors,
  );
  return c.json(result(category), 201);
};

export const updateCategory: AppRouteHandler<typeof routes.updateCategory> = async (c) => {
  const { id } = c.req.valid('param');
  const fields = c.req.valid('json');
  const category = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.updateCategory(tx, id, fields)),
    categoryErrors,
  );
  return c.json(result(category), 200);
};

export const deleteCategory: AppRouteHandler<typeof routes.deleteCategory> = async (c) => {
  const { id } = c.req.valid('param');
  const category = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.deleteCategory(tx, id)),
    categoryErrors,
  );
  return c.json(result(category), 200);
};
