import type { PaymentGateway } from '../../_shared/payments/gateway.ts';
import type { MidtransNotification } from '../../_shared/payments/midtrans-protocol.ts';
import { serviceCaller, asCaller, type Sql } from '../db.ts';

/**
 * What `private.apply_gateway_status` did with a status: `duplicate` when it had it already;
 * `unconfirmed` for a notification it would not apply as it came (it needs the status API).
 */
export type GatewayStatusOutcome =
  | 'duplicate'
  | 'unconfirmed'
  | 'completed'
  | 'expired'
  | 'failed'
  | 'refunded'
  | 'partially_refunded'
  | 'flagged'
  | 'stale'
  | 'ignored'
  | 'unknown_order';

/**
 * Applies a Midtrans status (a verified notification, or the status API's answer) exactly once,
 * in one transaction of the service role: the SQL stores it under the transaction's state, locks
 * the payment and applies forward transitions only (20261122000650_payments.sql).
 */
export async function applyGatewayStatus(
  sql: Sql,
  status: Record<string, unknown>,
  source: 'webhook' | 'status_api',
): Promise<GatewayStatusOutcome> {
  const [row] = await asCaller(
    sql,
    serviceCaller,
    (tx) => tx<{ outcome: GatewayStatusOutcome }[]>`
      select private.apply_gateway_status(${tx.json(status as never)}::jsonb, ${source}) as outcome`,
  );
  return row!.outcome;
}

/**
 * Applies a verified HTTP notification. Its signature does not cover `transaction_status` (a
 * settlement's signature also signs a refund of it), so the SQL applies it as it came only when it
 * settles a pending attempt with its amount; anything else is confirmed, as Midtrans advises and
 * its Node client does, by asking the status API about the notification's transaction id, and
 * what the status API says is applied instead. `unconfirmed`: the status API does not know that
 * transaction for that order, so nothing is applied. Throws PaymentGatewayError when the status
 * API cannot be asked (the webhook then fails, and Midtrans delivers again later).
 */
export async function applyMidtransNotification(
  sql: Sql,
  gateway: PaymentGateway | null,
  notification: MidtransNotification & Record<string, unknown>,
  log: (message: string) => void,
): Promise<GatewayStatusOutcome> {
  const outcome = await applyGatewayStatus(sql, notification, 'webhook');
  if (outcome !== 'unconfirmed' || !gateway) return outcome;
  const confirmed = await gateway.status(notification.transaction_id);
  if (!confirmed || confirmed.order_id !== notification.order_id) {
    log(
      `Midtrans notification not confirmed by the status API: order ${notification.order_id}, transaction ` +
        `${notification.transaction_id}, ${notification.transaction_status}; nothing applied`,
    );
    return 'unconfirmed';
  }
  if (confirmed.transaction_status !== notification.transaction_status) {
    log(
      `Midtrans notification of order ${notification.order_id} said ${notification.transaction_status}; ` +
        `the status API says ${confirmed.transaction_status}, which is applied`,
    );
  }
  return applyGatewayStatus(sql, confirmed, 'status_api');
}
