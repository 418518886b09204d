import type { PaymentGateway } from '../../_shared/payments/gateway.ts';
import { asCaller, serviceCaller, type Sql } from '../db.ts';
import { applyGatewayStatus } from './gateway-status.ts';

/** Attempts asked about per pass; the rest wait for the next pass. */
export const RECONCILE_BATCH_SIZE = 100;

export interface ReconcileReport {
  checked: number;
  changed: number;
}

/**
 * The reconcile job: asks the gateway's status API about every pending QRIS attempt past its
 * expiry plus 5 minutes, and applies the answer through the same SQL as the webhook, so a lost
 * notification is made good and a settlement is never applied twice. An order the gateway does
 * not know (its charge never arrived) expires. One attempt's failure does not stop the others.
 */
export async function reconcilePendingPayments(
  sql: Sql,
  gateway: PaymentGateway,
  log: (message: string, detail?: unknown) => void,
): Promise<ReconcileReport> {
  const due = await asCaller(
    sql,
    serviceCaller,
    (tx) => tx<{ paymentId: string; orderId: string }[]>`
      select payment_id as "paymentId", order_id as "orderId"
      from private.qris_payments_to_reconcile(${RECONCILE_BATCH_SIZE})`,
  );
  let changed = 0;
  for (const { paymentId, orderId } of due) {
    try {
      const status = await gateway.status(orderId);
      if (status) {
        const outcome = await applyGatewayStatus(sql, status, 'status_api');
        if (outcome !== 'duplicate' && outcome !== 'stale' && outcome !== 'ignored') changed += 1;
      } else {
        const expired = await asCaller(
          sql,
          serviceCaller,
          (tx) => tx`select 1 from private.expire_unknown_qris_payment(${paymentId}::uuid) where id is not null`,
        );
        changed += expired.length;
      }
    } catch (error) {
      log(`reconcile: order ${orderId} could not be checked`, error);
    }
  }
  return { checked: due.length, changed };
}
