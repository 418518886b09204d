// What `npm start` wires: a WhatsApp reminder queued by dpc.bandung goes out through the gateway's
// WhatsApp Cloud simulator, shows in the message inbox's JSON API with the member's name and
// amount, and its statuses come back through the signed webhook to the `api` function. With the
// simulator down it is retried and fails visibly; the officer's retry then delivers it.
import { beforeAll, describe, expect, it } from 'vitest';
import { demoActors, type DemoActors, as } from '../db/support/actors.ts';
import { useBackend } from '../support/backend.ts';
import { messageName } from '../support/message-name.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { readUntil } from '../support/wait.ts';

const db = useTestDatabase();
const backend = useBackend(db);
let actors: DemoActors;

beforeAll(async () => {
  actors = await demoActors(db.sql);
});

interface InboxMessage {
  channel: string;
  provider: string;
  to: string;
  template?: { name: string; parameters: string[] };
}

const inbox = async (channel: string): Promise<InboxMessage[]> => {
  const response = await fetch(`${backend.gatewayUrl}/messaging/inbox/api/messages?channel=${channel}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: InboxMessage[] }).messages;
};

describe('WhatsApp on the embedded stack', () => {
  it('delivers a reminder to the inbox and records the statuses the webhook brings back', async () => {
    const [member] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ member_id: string; full_name: string; phone: string; amount_due: string }[]>`
        select member_id, full_name, phone, amount_due from overdue_members()
        where phone is not null and reminder_count = 0 order by member_id limit 1`,
    );
    const result = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ r: { queued: number } }[]>`select queue_reminders(${[member!.member_id]}::uuid[], 'whatsapp') as r`,
    );
    expect(result[0]!.r.queued).toBe(1);

    const received = await readUntil(
      () => inbox('whatsapp'),
      (messages) => messages.some((m) => m.to === member!.phone.slice(1)),
    );
    const message = received.find((m) => m.to === member!.phone.slice(1));
    const amount = `Rp${Number(member!.amount_due).toLocaleString('id-ID')}`;
    expect(message).toMatchObject({ provider: 'whatsapp_cloud', template: { name: 'simk_pengingat_iuran' } });
    const name = await messageName(db.sql, member!.full_name);
    expect(message!.template!.parameters.slice(0, 3)).toEqual([name, expect.any(String), amount]);

    const status = await readUntil(
      async () =>
        (
          await db.sql<{ status: string; delivery_status: string | null }[]>`
            select status, delivery_status from public.outbox_messages
            where member_id = ${member!.member_id} and template = 'dues_reminder' order by created_at desc limit 1`
        )[0],
      (row) => row?.delivery_status === 'read',
    );
    expect(status).toEqual({ status: 'sent', delivery_status: 'read' });
  });

  it('retries while the simulator is down, fails visibly, and the officer’s retry delivers it', async () => {
    const [member] = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ member_id: string; phone: string }[]>`
        select member_id, phone from overdue_members() where phone is not null and reminder_count = 0
        order by member_id desc limit 1`,
    );
    backend.messaging.down = true;
    try {
      await as(
        db.sql,
        actors.dpcBandung,
        (tx) => tx`select queue_reminders(${[member!.member_id]}::uuid[], 'whatsapp')`,
      );
      const [queued] = await db.sql<{ id: string }[]>`
        select id from public.outbox_messages where member_id = ${member!.member_id} and template = 'dues_reminder'`;
      // Two attempts instead of eight, due again at once: the test need not wait out the backoff.
      await db.sql`update public.outbox_messages set max_attempts = 2 where id = ${queued!.id}`;
      await backend.dispatcher.runNow();
      await db.sql`update public.outbox_messages set next_attempt_at = now() where id = ${queued!.id} and status = 'queued'`;
      await backend.dispatcher.runNow();
      const failed = await as(
        db.sql,
        actors.dpcBandung,
        (tx) => tx<{ status: string; attempts: number; last_error: string }[]>`
          select status, attempts, last_error from public.outbox_messages where id = ${queued!.id}`,
      );
      expect(failed).toEqual([{ status: 'failed', attempts: 2, last_error: expect.stringMatching(/^WhatsApp 503/) }]);

      backend.messaging.down = false;
      await as(db.sql, actors.dpcBandung, (tx) => tx`select retry_outbox_message(${queued!.id})`);
      await backend.dispatcher.runNow();
      expect((await inbox('whatsapp')).filter((m) => m.to === member!.phone.slice(1))).toHaveLength(1);
    } finally {
      backend.messaging.down = false;
    }
  });
});
