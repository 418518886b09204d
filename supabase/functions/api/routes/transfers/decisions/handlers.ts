import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { requestResult, transferErrors } from '../transfer-errors.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const approveTransfer: AppRouteHandler<typeof routes.approveTransfer> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.approveTransfer(tx, id, note || undefined)),
    transferErrors,
  );
  return c.json(requestResult(request), 200);
};

export const rejectTransfer: AppRouteHandler<typeof routes.rejectTransfer> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.rejectTransfer(tx, id, note)),
    transferErrors,
  );
  return c.json(requestResult(request), 200);
};
