import { mutationListSchema } from '../../../_shared/contracts/dashboard.ts';
import {
  mutationApprovalListSchema,
  mutationHistoryListSchema,
  mutationMessages,
  mutationRequestDetailSchema,
  mutationRequestListSchema,
  mutationRequestSchema,
} from '../../../_shared/contracts/mutations.ts';
import { AppError } from '../../errors.ts';
import { mutationHistoryExportResponse } from '../../exports/mutation-history-export.ts';
import { type DatabaseErrorOptions, mapDatabaseErrors } from '../_shared/database-errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import * as queries from './mutations.queries.ts';
import type * as routes from './mutations.routes.ts';

/** How the SQL's refusals (docs/data-model.md "Mutations") reach the client. */
const mutationErrors: DatabaseErrorOptions = {
  notFound: 'MUTATION_NOT_FOUND',
  duplicate: 'MUTATION_OPEN_REQUEST_EXISTS',
  transitions: {
    transfer_already_decided: 'MUTATION_ALREADY_DECIDED',
    transfer_not_yet_released: 'MUTATION_NOT_YET_RELEASED',
    transfer_documents_incomplete: 'MUTATION_DOCUMENTS_INCOMPLETE',
    transfer_member_not_active: 'MUTATION_MEMBER_NOT_ACTIVE',
  },
  constraintMessages: {
    transfer_requests_different_target: mutationMessages.ownChapter,
    transfer_target_is_dpc: mutationMessages.targetInvalid,
    transfer_document_path: mutationMessages.documentPathInvalid,
    transfer_document_uploaded: mutationMessages.documentNotUploaded,
    transfer_requests_reason_check: mutationMessages.reasonLength,
  },
};

function requestResult(request: unknown) {
  if (!request) throw new AppError('MUTATION_NOT_FOUND');
  return { success: true as const, data: { request: mutationRequestSchema.parse(request) } };
}

export const list: AppRouteHandler<typeof routes.list> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.mutationPage(tx, c.req.valid('query')));
  return c.json({ success: true as const, data: mutationListSchema.parse(data) }, 200);
};

export const listRequests: AppRouteHandler<typeof routes.listRequests> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listRequests(tx, c.req.valid('query')));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: mutationRequestListSchema.parse(data) }, 200);
};

export const requestDetail: AppRouteHandler<typeof routes.requestDetail> = async (c) => {
  const detail = await asRequestCaller(c, (tx) => queries.requestDetail(tx, c.req.valid('param').id));
  if (!detail) throw new AppError('MUTATION_NOT_FOUND');
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: mutationRequestDetailSchema.parse(detail) }, 200);
};

export const createRequest: AppRouteHandler<typeof routes.createRequest> = async (c) => {
  const input = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.createRequest(tx, { ...input, priority: input.priority ?? 'medium' })),
    mutationErrors,
  );
  if (!request) throw new AppError('MEMBER_NOT_FOUND');
  return c.json(requestResult(request), 201);
};

export const attachDocument: AppRouteHandler<typeof routes.attachDocument> = async (c) => {
  const { id, kind } = c.req.valid('param');
  const { path } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.attachDocument(tx, id, kind, path)),
    mutationErrors,
  );
  return c.json(requestResult(request), 200);
};

export const withdraw: AppRouteHandler<typeof routes.withdraw> = async (c) => {
  const { id } = c.req.valid('param');
  const request = await mapDatabaseErrors(() => asRequestCaller(c, (tx) => queries.withdraw(tx, id)), mutationErrors);
  return c.json(requestResult(request), 200);
};

export const approve: AppRouteHandler<typeof routes.approve> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.approve(tx, id, note || undefined)),
    mutationErrors,
  );
  return c.json(requestResult(request), 200);
};

export const reject: AppRouteHandler<typeof routes.reject> = async (c) => {
  const { id } = c.req.valid('param');
  const { note } = c.req.valid('json');
  const request = await mapDatabaseErrors(
    () => asRequestCaller(c, (tx) => queries.reject(tx, id, note)),
    mutationErrors,
  );
  return c.json(requestResult(request), 200);
};

export const listApprovals: AppRouteHandler<typeof routes.listApprovals> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listApprovals(tx, c.req.valid('query').urgency));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: mutationApprovalListSchema.parse(data) }, 200);
};

export const listHistory: AppRouteHandler<typeof routes.listHistory> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listHistory(tx, c.req.valid('query')));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: mutationHistoryListSchema.parse(data) }, 200);
};

export const exportHistory: AppRouteHandler<typeof routes.exportHistory> = async (c) => {
  const { format, ...filter } = c.req.valid('query');
  const total = await asRequestCaller(c, (tx) => queries.countHistory(tx, filter));
  return mutationHistoryExportResponse({
    format,
    total,
    readRows: (write) =>
      asRequestCaller(c, async (tx) => {
        for await (const rows of queries.historyRows(tx, filter)) await write(rows);
      }),
  }) as never;
};
