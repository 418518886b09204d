import { roleAssignmentListSchema, roleAssignmentResultSchema } from '../../../_shared/contracts/roles.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../_shared/database-errors.ts';
import { offsetOf, pagination } from '../_shared/pagination.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const assignmentErrors: DatabaseErrorOptions = {
  notFound: 'ROLE_ASSIGNMENT_NOT_FOUND',
  duplicate: 'ROLE_ALREADY_ASSIGNED',
  constraintMessages: { role_assignments_expiry_after_assignment: 'validation:roles.expiryInvalid' },
};

const result = (assignment: unknown) => ({
  success: true as const,
  data: roleAssignmentResultSchema.parse({ assignment }),
});

export const listAssignments: AppRouteHandler<typeof routes.listAssignments> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { rows, total } = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const rows = await queries.listAssignments(tx, filter, { limit, offset: offsetOf(page, limit) });
      // A page past the end has no row to carry the total, which the pager still needs.
      const total = rows[0]?.totalCount ?? (page === 1 ? 0 : await queries.countAssignments(tx, filter));
      return { rows, total };
    }),
  );
  const assignments = rows.map(({ totalCount: _ignored, ...row }) => row);
  const data = roleAssignmentListSchema.parse({ assignments, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const assignRole: AppRouteHandler<typeof routes.assignRole> = async (c) => {
  const fields = c.req.valid('json');
  const assignment = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.assignRole(tx, fields)),
    assignmentErrors,
  );
  return c.json(result(assignment), 201);
};

export const setExpiry: AppRouteHandler<typeof routes.setExpiry> = async (c) => {
  const { id } = c.req.valid('param');
  const { expiresOn } = c.req.valid('json');
  const assignment = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.setExpiry(tx, id, expiresOn)),
    assignmentErrors,
  );
  return c.json(result(assignment), 200);
};

export const revoke: AppRouteHandler<typeof routes.revoke> = async (c) => {
  const { id } = c.req.valid('param');
  const assignment = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.revoke(tx, id)),
    assignmentErrors,
  );
  return c.json(result(assignment), 200);
};
