import { transferRequestDetailSchema, transferRequestListSchema } from '../../../../_shared/contracts/transfers.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { requestResult, transferErrors } from '../transfer-errors.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listTransferRequests: AppRouteHandler<typeof routes.listTransferRequests> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listTransferRequests(tx, c.req.valid('query')));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: transferRequestListSchema.parse(data) }, 200);
};

export const getTransferRequest: AppRouteHandler<typeof routes.getTransferRequest> = async (c) => {
  const detail = await asRequestCaller(c, (tx) => queries.getTransferRequest(tx, c.req.valid('param').id));
  if (!detail) throw new AppError('TRANSFER_NOT_FOUND');
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: transferRequestDetailSchema.parse(detail) }, 200);
};

export const createTransferRequest: AppRouteHandler<typeof routes.createTransferRequest> = async (c) => {
  const input = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, (tx) => queries.createTransferRequest(tx, { ...input, priority: input.priority ?? 'medium' })),
    transferErrors,
  );
  if (!request) throw new AppError('MEMBER_NOT_FOUND');
  return c.json(requestResult(request), 201);
};

export const attachTransferDocument: AppRouteHandler<typeof routes.attachTransferDocument> = async (c) => {
  const { id, kind } = c.req.valid('param');
  const { path } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.attachTransferDocument(tx, id, kind, path)),
    transferErrors,
  );
  return c.json(requestResult(request), 200);
};

export const withdrawTransferRequest: AppRouteHandler<typeof routes.withdrawTransferRequest> = async (c) => {
  const { id } = c.req.valid('param');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.withdrawTransferRequest(tx, id)),
    transferErrors,
  );
  return c.json(requestResult(request), 200);
};
