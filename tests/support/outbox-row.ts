import type postgres from 'postgres';

/** A row of public.outbox_messages as the messaging tests read it back after a dispatch. */
export interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  provider: string | null;
  provider_message_id: string | null;
  delivery_status: string | null;
  delivery_error: string | null;
  sent_at: Date | null;
  subject: string;
  body_text: string;
  body_html: string;
}

/** The outbox message `id` as it is now; fails when there is none. */
export async function outboxRow(sql: postgres.Sql, id: string): Promise<OutboxRow> {
  const [row] = await sql<OutboxRow[]>`select * from public.outbox_messages where id = ${id}`;
  if (!row) throw new Error(`no outbox message ${id}`);
  return row;
}
