import { roleListSchema, roleResultSchema } from '../../../_shared/contracts/roles.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../_shared/database-errors.ts';
import { offsetOf, pagination } from '../_shared/pagination.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const roleErrors: DatabaseErrorOptions = { notFound: 'ROLE_NOT_FOUND', duplicate: 'ROLE_NAME_TAKEN' };

const result = (role: unknown) => ({ success: true as const, data: roleResultSchema.parse({ role }) });

export const listRoles: AppRouteHandler<typeof routes.listRoles> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { rows, total } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const rows = await queries.listRoles(tx, filter, { limit, offset: offsetOf(page, limit) });
      // A page past the end has no row to carry the total, which the pager still needs.
      const total = rows[0]?.totalCount ?? (page === 1 ? 0 : await queries.countRoles(tx, filter));
      return { rows, total };
    }),
  );
  const roles = rows.map(({ totalCount: _ignored, ...role }) => role);
  const data = roleListSchema.parse({ roles, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const createRole: AppRouteHandler<typeof routes.createRole> = async (c) => {
  const fields = c.req.valid('json');
  const role = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.createRole(tx, fields)), roleErrors);
  return c.json(result(role), 201);
};

export const updateRole: AppRouteHandler<typeof routes.updateRole> = async (c) => {
  const { id } = c.req.valid('param');
  const fields = c.req.valid('json');
  const role = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.updateRole(tx, id, fields)),
    roleErrors,
  );
  return c.json(result(role), 200);
};

export const deleteRole: AppRouteHandler<typeof routes.deleteRole> = async (c) => {
  const { id } = c.req.valid('param');
  const role = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.deleteRole(tx, id)), roleErrors);
  return c.json(result(role), 200);
};
