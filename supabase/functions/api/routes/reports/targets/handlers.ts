import { revenueTargetMessages, revenueTargetsSchema } from '../../../../_shared/contracts/revenue-targets.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

/** The database's own refusals, should a request get past the contract (the same messages). */
const targetErrors: DatabaseErrorOptions = {
  constraintMessages: {
    revenue_targets_year_range: revenueTargetMessages.yearInvalid,
    revenue_targets_month_range: revenueTargetMessages.amountsInvalid,
    revenue_targets_amount_range: revenueTargetMessages.amountInvalid,
  },
};

const result = (row: queries.TargetsRow | undefined) => {
  if (!row) throw new AppError('RECORD_NOT_FOUND');
  if (!row.visible) throw new AppError('FORBIDDEN');
  const { visible: _visible, ...targets } = row;
  return { success: true as const, data: revenueTargetsSchema.parse(targets) };
};

export const getTargets: AppRouteHandler<typeof routes.getTargets> = async (c) => {
  const { year, organizationId } = c.req.valid('query');
  const row = await mapDatabaseErrors(() =>
    asRequestCaller(c, async (tx) => {
      const id = organizationId ?? (await queries.ownOrganizationId(tx));
      return id ? queries.targets(tx, id, year) : undefined;
    }),
  );
  return c.json(result(row), 200);
};

export const setTargets: AppRouteHandler<typeof routes.setTargets> = async (c) => {
  const { organizationId, year, amounts } = c.req.valid('json');
  const row = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        if (!(await queries.targets(tx, organizationId, year))) return undefined;
        await queries.setTargets(tx, organizationId, year, amounts);
        return queries.targets(tx, organizationId, year);
      }),
    targetErrors,
  );
  return c.json(result(row), 200);
};
