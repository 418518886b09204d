import { billGenerationResultSchema, billListSchema, billResultSchema } from '../../../../_shared/contracts/bills.ts';
import { AppError } from '../../../errors.ts';
import { mapDatabaseErrors } from '../../_shared/database-errors.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

export const listBills: AppRouteHandler<typeof routes.listBills> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { bills, summary } = await mapDatabaseErrors(() =>
    asRequestCaller(c, (tx) => queries.listBills(tx, filter, { limit, offset: offsetOf(page, limit) })),
  );
  const data = billListSchema.parse({ bills, summary, pagination: pagination(page, limit, summary.count) });
  return c.json({ success: true as const, data }, 200);
};

export const previewGeneration: AppRouteHandler<typeof routes.previewGeneration> = async (c) => {
  const { month, categoryId } = c.req.valid('json');
  const result = await mapDatabaseErrors(() =>
    asRequestCaller(c, (tx) => queries.previewGeneration(tx, month, categoryId ?? null)),
  );
  return c.json({ success: true as const, data: billGenerationResultSchema.parse({ month, ...result }) }, 200);
};

export const generateBills: AppRouteHandler<typeof routes.generateBills> = async (c) => {
  const { month, categoryId } = c.req.valid('json');
  const result = await mapDatabaseErrors(() =>
    asRequestCaller(c, (tx) => queries.generateBills(tx, month, categoryId ?? null)),
  );
  return c.json({ success: true as const, data: billGenerationResultSchema.parse({ month, ...result }) }, 200);
};

export const waiveBill: AppRouteHandler<typeof routes.waiveBill> = async (c) => {
  const { id } = c.req.valid('param');
  const { reason } = c.req.valid('json');
  const bill = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, async (tx) => {
        await queries.waiveBill(tx, id, reason);
        return queries.getBill(tx, id);
      }),
    {
      notFound: 'BILL_NOT_FOUND',
      transitions: { bills_waivable: 'BILL_NOT_WAIVABLE', bills_pending_payment: 'BILLS_PAYMENT_PENDING' },
    },
  );
  // Waived by an officer of its DPC, who sees it; not seeing it would be a broken scope rule.
  if (!bill) throw new AppError('BILL_NOT_FOUND');
  return c.json({ success: true as const, data: billResultSchema.parse({ bill }) }, 200);
};
