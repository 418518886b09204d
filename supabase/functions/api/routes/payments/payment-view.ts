import type { Context } from 'hono';
import { paymentViewSchema } from '../../../_shared/contracts/payments.ts';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../errors.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import * as queries from './queries.ts';

/** The link's public part, plus the details when row-level security lets the caller read the payment. */
export async function paymentView(c: Context<AppEnv>, paymentId: string) {
  const { link, details } = await asRequestCaller(c, async (tx) => ({
    link: await queries.paymentLink(tx, paymentId),
    details: c.var.caller.role === 'anon' ? undefined : await queries.paymentDetails(tx, paymentId),
  }));
  if (!link) throw new AppError('PAYMENT_NOT_FOUND');
  const payment = paymentViewSchema.parse({
    ...link,
    details: details
      ? {
          ...details,
          merchantName: details.method === 'qris' ? c.var.deps.config.payments.merchant.merchantName : null,
          simulator: c.var.deps.config.payments.simulator,
        }
      : null,
  });
  return { success: true as const, data: { payment } };
}
