import { transferHistoryListSchema } from '../../../../_shared/contracts/transfers.ts';
import { transferHistoryExportResponse } from '../../../exports/transfer-history-export.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listTransferHistory: AppRouteHandler<typeof routes.listTransferHistory> = async (c) => {
  const data = await asRequestCaller(c, (tx) => queries.listTransferHistory(tx, c.req.valid('query')));
  c.header('Cache-Control', 'private, no-store');
  return c.json({ success: true as const, data: transferHistoryListSchema.parse(data) }, 200);
};

export const exportTransferHistory: AppRouteHandler<typeof routes.exportTransferHistory> = async (c) => {
  const { format, ...filter } = c.req.valid('query');
  const total = await asRequestCaller(c, (tx) => queries.countHistory(tx, filter));
  return transferHistoryExportResponse({
    format,
    total,
    readRows: (write) =>
      asRequestCaller(c, async (tx) => {
        for await (const rows of queries.historyRows(tx, filter)) await write(rows);
      }),
  }) as never;
};
