import { duesStatsSchema, paymentListSchema } from '../../../../_shared/contracts/payments.ts';
import { mapDatabaseErrors, type DatabaseErrorOptions } from '../../_shared/database-errors.ts';
import { offsetOf, pagination } from '../../_shared/pagination.ts';
import { asRequestCaller } from '../../_shared/request-database.ts';
import type { AppRouteHandler } from '../../_shared/router.ts';
import { paymentExportResponse } from '../../../exports/payment-export.ts';
import { paymentView } from '../../payments/payment-view.ts';
import * as queries from './queries.ts';
import type * as routes from './routes.ts';

const recordErrors: DatabaseErrorOptions = {
  notFound: 'MEMBER_NOT_FOUND',
  transitions: { bills_payable: 'BILLS_NOT_PAYABLE', bills_pending_payment: 'BILLS_PAYMENT_PENDING' },
};

export const listPayments: AppRouteHandler<typeof routes.listPayments> = async (c) => {
  const { page, limit, ...filter } = c.req.valid('query');
  const { payments, total } = await asRequestCaller(c, async (tx) => {
    const values = await queries.filterValues(tx, filter, { total: true });
    const payments = await queries.listPayments(tx, filter, values, { limit, offset: offsetOf(page, limit) });
    // A first page that is not full holds every row: no count needed.
    const total =
      values.total === null && page === 1 && payments.length < limit
        ? payments.length
        : await queries.listTotal(tx, filter, values);
    return { payments, total };
  });
  const data = paymentListSchema.parse({ payments, pagination: pagination(page, limit, total) });
  return c.json({ success: true as const, data }, 200);
};

export const recordPayment: AppRouteHandler<typeof routes.recordPayment> = async (c) => {
  const input = c.req.valid('json');
  const paymentId = await mapDatabaseErrors(
    () =>
      asRequestCaller(c, (tx) =>
        queries.recordPayment(tx, {
          ...input,
          paidAt: input.paidAt ?? null,
          referenceNumber: input.referenceNumber ?? null,
          notes: input.notes ?? null,
        }),
      ),
    recordErrors,
  );
  return c.json(await paymentView(c, paymentId), 201);
};

export const duesStats: AppRouteHandler<typeof routes.duesStats> = async (c) => {
  const stats = await asRequestCaller(c, (tx) => queries.duesStats(tx));
  return c.json({ success: true as const, data: duesStatsSchema.parse(stats) }, 200);
};

export const exportPayments: AppRouteHandler<typeof routes.exportPayments> = async (c) => {
  const { format, ...filter } = c.req.valid('query');
  const total = await asRequestCaller(c, (tx) => queries.countPayments(tx, filter));
  return paymentExportResponse({
    format,
    total,
    readRows: (write) =>
      asRequestCaller(c, async (tx) => {
        for await (const rows of queries.exportRows(tx, filter)) await write(rows);
      }),
  }) as never;
};
