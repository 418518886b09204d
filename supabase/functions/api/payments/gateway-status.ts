import { serviceCaller, asCaller, type Sql } from '../db.ts';

/** What `private.apply_gateway_status` did with a status: `duplicate` when it had it already. */
export type GatewayStatusOutcome =
  'duplicate' | 'completed' | 'expired' | 'failed' | 'refunded' | 'flagged' | 'stale' | 'ignored' | 'unknown_order';

/**
 * Applies a Midtrans status (a verified notification, or the status API's answer) exactly once,
 * in one transaction of the service role: the SQL stores it under (transaction id, status), locks
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
