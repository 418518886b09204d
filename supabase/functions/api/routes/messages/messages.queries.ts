import type postgres from 'postgres';
import type { MessageProvider } from '../../../_shared/messaging/channel-adapter.ts';

export interface DeliveryStatusReport {
  provider: MessageProvider;
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  at: Date;
  error: string | null;
}

/** How many outbox messages took the status (0: unknown id, or an older status than recorded). */
export async function recordDeliveryStatus(sql: postgres.Sql, report: DeliveryStatusReport): Promise<number> {
  const [row] = await sql<{ changed: number }[]>`
    select private.record_delivery_status(${report.provider}, ${report.providerMessageId},
      ${report.status}::public.message_delivery_status, ${report.at}, ${report.error}) as changed`;
  return row?.changed ?? 0;
}
