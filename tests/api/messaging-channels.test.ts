// WhatsApp through the outbox, against the real database and the local WhatsApp Cloud simulator
// over HTTP: a 5xx then success delivered once, 429 with Retry-After, the last attempt failed and
// then visible to the DPC's officers, who send it again (audited); two dispatchers racing; a
// dispatcher dying mid-batch; the signed status webhook; the scheduler's dispatch route; and
// reminders queued for overdue members, falling back to email for a member without a phone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { host } from '../../local/config.ts';
import { serveFetch, type RunningServer } from '../../local/http-server.ts';
import { LOCAL_MESSAGING_CREDENTIALS as local, ProviderSimulator } from '../../local/messaging/provider-simulator.ts';
import { freePort } from '../../local/postgres.ts';
import { dispatchOnce, type DispatcherOptions } from '../../supabase/functions/_shared/messaging/dispatcher.ts';
import { claimDueMessages, recordSent } from '../../supabase/functions/_shared/messaging/outbox.ts';
import { whatsappCloudAdapter } from '../../supabase/functions/_shared/messaging/whatsapp-cloud-adapter.ts';
import { whatsappSignature } from '../../supabase/functions/_shared/messaging/whatsapp-protocol.ts';
import { createApp } from '../../supabase/functions/api/app.ts';
import { as, demoActors, type DemoActors, sqlState } from '../db/support/actors.ts';
import { testAppConfig } from '../support/api-config.ts';
import { passOutboxTime, passOutboxTimeUntil } from '../support/outbox-clock.ts';
import { outboxRow } from '../support/outbox-row.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const SERVICE_KEY = 'test-service-role-key';
let simulator: ProviderSimulator;
let providers: RunningServer;
let api: RunningServer;
let actors: DemoActors;
let bandung: { id: string; organization_id: string };

beforeAll(async () => {
  const [providerPort, apiPort] = [await freePort(), await freePort()];
  const apiUrl = `http://${host}:${apiPort}`;
  simulator = new ProviderSimulator({
    whatsappWebhookUrl: `${apiUrl}/api/v1/messages/webhooks/whatsapp`,
    autoStatuses: false,
  });
  providers = await serveFetch(simulator.app().fetch, { host, port: providerPort });
  const config = testAppConfig({
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
    WHATSAPP_API_URL: `${providers.url}/whatsapp`,
    WHATSAPP_ACCESS_TOKEN: local.whatsappAccessToken,
    WHATSAPP_PHONE_NUMBER_ID: local.whatsappPhoneNumberId,
    WHATSAPP_APP_SECRET: local.whatsappAppSecret,
    WHATSAPP_VERIFY_TOKEN: local.whatsappVerifyToken,
  });
  api = await serveFetch(createApp(config, { sql: db.sql }).fetch, { host, port: apiPort });
  actors = await demoActors(db.sql);
  const [member] = await db.sql<{ id: string; organization_id: string }[]>`
    select m.id, m.organization_id from public.members m join public.organizations o on o.id = m.organization_id
    where o.bps_code = '3273' and m.user_id is null order by m.id limit 1`;
  bandung = member!;
});
afterAll(async () => {
  await api?.close();
  await providers?.close();
});

beforeEach(async () => {
  await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
  simulator.inbox.clear();
  simulator.down = false;
});

let queued = 0;
/** Queues a WhatsApp reminder to a number of its own, about a Kota Bandung member. */
async function queue(): Promise<string> {
  queued += 1;
  const phone = `+6281299${String(queued).padStart(6, '0')}`;
  const [row] = await db.sql<{ id: string }[]>`
    select private.queue_message('whatsapp', ${phone}, 'dues_reminder',
      jsonb_build_object('full_name', ${`Anggota ${queued}`}::text, 'category_name', 'Iuran Pokok',
                         'amount', 'Rp150.000', 'due_date', '31/10/2026',
                         'dues_url', 'http://127.0.0.1:5173/member-dues'),
      ${bandung.id}, ${bandung.organization_id}) as id`;
  return row!.id;
}

const row = (id: string) => outboxRow(db.sql, id);

function options(overrides: Partial<DispatcherOptions> = {}): DispatcherOptions {
  return {
    sql: db.sql,
    adapters: {
      whatsapp: whatsappCloudAdapter({
        baseUrl: `${providers.url}/whatsapp`,
        apiVersion: 'v21.0',
        phoneNumberId: local.whatsappPhoneNumberId,
        accessToken: local.whatsappAccessToken,
        languageCode: 'id',
        requestTimeoutMs: 2_000,
      }),
    },
    batchSize: 10,
    leaseMs: 30_000,
    backoff: { baseMs: 1_000, capMs: 4_000 },
    random: () => 1,
    ...overrides,
  };
}

describe('the dispatcher on WhatsApp', () => {
  it('delivers once after a provider 5xx', async () => {
    const id = await queue();
    simulator.injectFaults('whatsapp_cloud', { status: 503, code: 131016, reason: 'Service temporarily unavailable' });
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, retried: 1 });
    expect((await row(id)).last_error).toMatch(/^WhatsApp 503 131016/);
    await passOutboxTimeUntil(db.sql, (await row(id)).next_attempt_at);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, sent: 1 });
    const [received] = simulator.inbox.list('whatsapp');
    expect(simulator.inbox.list()).toHaveLength(1);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 2,
      provider: 'whatsapp_cloud',
      provider_message_id: received!.providerMessageId,
    });
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
  });

  it('honours 130429 with Retry-After, holding back the rest of the channel’s batch', async () => {
    const ids = [await queue(), await queue(), await queue()];
    simulator.injectFaults('whatsapp_cloud', {
      status: 429,
      code: 130429,
      reason: 'Rate limit hit',
      retryAfterSeconds: 2,
    });
    const before = Date.now();
    expect(await dispatchOnce(options())).toEqual({ claimed: 3, sent: 0, retried: 1, failed: 0, deferred: 2 });
    const rows = await Promise.all(ids.map(row));
    for (const r of rows) expect(r.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 2_000);
    expect(rows.map((r) => r.attempts)).toEqual([1, 0, 0]);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
    await passOutboxTimeUntil(db.sql, rows[0]!.next_attempt_at);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 3, sent: 3 });
    expect(simulator.inbox.list()).toHaveLength(3);
  });

  it('fails a message after its last attempt; its DPC’s officers see it and send it again (audited)', async () => {
    const id = await queue();
    await db.sql`update public.outbox_messages set max_attempts = 2 where id = ${id}`;
    simulator.down = true;
    expect(await dispatchOnce(options())).toMatchObject({ retried: 1 });
    await passOutboxTimeUntil(db.sql, (await row(id)).next_attempt_at);
    expect(await dispatchOnce(options())).toMatchObject({ failed: 1 });
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: expect.stringMatching(/^WhatsApp 503/),
    });
    simulator.down = false;

    const seenBy = (actor: keyof DemoActors) =>
      as(
        db.sql,
        actors[actor],
        (tx) => tx<{ status: string }[]>`select status from public.outbox_messages where id = ${id}`,
      );
    expect(await seenBy('dpcBandung')).toEqual([{ status: 'failed' }]);
    expect(await seenBy('dpcSurabaya')).toEqual([]);
    const retry = (actor: keyof DemoActors) =>
      as(
        db.sql,
        actors[actor],
        (tx) => tx<{ status: string; attempts: number }[]>`select status, attempts from retry_outbox_message(${id})`,
      );
    expect(await sqlState(retry('dpcSurabaya'))).toBe('42501');
    expect(await sqlState(retry('anggota'))).toBe('42501');
    expect(await retry('dpcBandung')).toEqual([{ status: 'queued', attempts: 0 }]);
    expect(await sqlState(retry('dpcBandung'))).toBe('55000'); // queued, not failed
    const [audit] = await db.sql<{ actor_id: string; after: { status: string } }[]>`
      select actor_id, after from public.audit_logs where action = 'outbox_messages.retry' and entity_id = ${id}`;
    expect(audit).toMatchObject({ actor_id: actors.dpcBandung.userId, after: { status: 'queued' } });

    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(simulator.inbox.list()).toHaveLength(1);
  });

  it('sends each message once when two dispatchers race', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => queue()));
    const reports = await Promise.all([
      dispatchOnce(options({ batchSize: 6 })),
      dispatchOnce(options({ batchSize: 6 })),
    ]);
    // As in messaging-dispatcher.test.ts: disjoint claims; what a lock re-check dropped goes next pass.
    expect(reports.every((r) => r.sent <= 6)).toBe(true);
    const followUp = await dispatchOnce(options({ batchSize: 6 }));
    expect(reports[0]!.sent + reports[1]!.sent + followUp.sent).toBe(10);
    const recipients = simulator.inbox.list().map((m) => m.to);
    expect(recipients).toHaveLength(10);
    expect(new Set(recipients).size).toBe(10);
    expect((await Promise.all(ids.map(row))).every((r) => r.status === 'sent')).toBe(true);
  });

  it('loses nothing and sends nothing twice when a dispatcher dies mid-batch', async () => {
    const ids = [await queue(), await queue(), await queue()];
    // A dispatcher claims the three, sends and records the first, and dies.
    const claimed = await claimDueMessages(db.sql, 10, 1_000);
    expect(claimed.map((m) => m.id).sort()).toEqual([...ids].sort());
    const adapter = options().adapters.whatsapp!;
    const outcome = await adapter.send(claimed[0]!);
    if (outcome.kind !== 'sent') throw new Error(`not sent: ${JSON.stringify(outcome)}`);
    await recordSent(db.sql, claimed[0]!, 'whatsapp_cloud', outcome.providerMessageId);

    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 }); // the rest is still leased
    await passOutboxTime(db.sql, 1_000); // the dead dispatcher's lease runs out
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 2, sent: 2 });
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(new Set(simulator.inbox.list().map((m) => m.to)).size).toBe(3);
    expect(simulator.inbox.list()).toHaveLength(3);
  });
});

describe('the WhatsApp status webhook', () => {
  it('records sent, delivered, read and failed from signed webhooks, keeping the furthest status', async () => {
    const [first, second] = [await queue(), await queue()];
    await dispatchOnce(options());
    const wamid = (await row(first)).provider_message_id!;
    expect(await simulator.sendWhatsappStatus(wamid, 'sent')).toBe(200);
    expect(await row(first)).toMatchObject({ delivery_status: 'sent' });
    expect(await simulator.sendWhatsappStatus(wamid, 'read')).toBe(200); // delivered skipped
    expect(await simulator.sendWhatsappStatus(wamid, 'delivered')).toBe(200); // late, out of order
    expect(await row(first)).toMatchObject({ delivery_status: 'read', delivery_error: null });

    const other = (await row(second)).provider_message_id!;
    await simulator.sendWhatsappStatus(other, 'failed', [{ code: 131026, title: 'Message undeliverable' }]);
    expect(await row(second)).toMatchObject({
      delivery_status: 'failed',
      delivery_error: '131026 Message undeliverable',
    });
  });

  it('refuses a payload whose signature does not verify, and answers Meta’s handshake', async () => {
    const id = await queue();
    await dispatchOnce(options());
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [{ id: (await row(id)).provider_message_id, status: 'read', timestamp: '1790000000' }],
              },
            },
          ],
        },
      ],
    });
    const post = (signature: string) =>
      fetch(`${api.url}/api/v1/messages/webhooks/whatsapp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
    expect((await post(await whatsappSignature(body, 'another-secret'))).status).toBe(401);
    expect((await post('')).status).toBe(401);
    expect(await row(id)).toMatchObject({ delivery_status: null });
    const accepted = await post(await whatsappSignature(body, local.whatsappAppSecret));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ success: true, data: { recorded: 1 } });

    const handshake = (token: string) =>
      fetch(
        `${api.url}/api/v1/messages/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      );
    const ok = await handshake(local.whatsappVerifyToken);
    expect([ok.status, await ok.text()]).toEqual([200, '1158201444']);
    expect((await handshake('wrong')).status).toBe(403);
  });
});

describe('the dispatch route (pg_cron’s target)', () => {
  it('runs the dispatcher with the function’s configuration, for the service role key only', async () => {
    const id = await queue();
    const dispatch = (key: string) =>
      fetch(`${api.url}/api/v1/messages/dispatch`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
    expect((await dispatch('not-the-key')).status).toBe(401);
    const response = await dispatch(SERVICE_KEY);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { passes: 1, claimed: 1, sent: 1, retried: 0, failed: 0, deferred: 0 },
    });
    expect(await row(id)).toMatchObject({ status: 'sent', provider: 'whatsapp_cloud' });
  });
});

describe('reminders for overdue members', () => {
  it('queues one per member, by email for a member without a phone, and says who was skipped and why', async () => {
    const overdue = await as(
      db.sql,
      actors.dpcBandung,
      (tx) => tx<{ member_id: string; phone: string | null; email: string | null }[]>`
        select member_id, phone, email from overdue_members()
        where organization_id = ${bandung.organization_id} and phone is not null and email is not null
          and reminder_count = 0
        order by member_id limit 2`,
    );
    expect(overdue).toHaveLength(2);
    const [withPhone, withoutPhone] = [overdue[0]!, overdue[1]!];
    await db.sql`update public.members set phone = null where id = ${withoutPhone.member_id}`;
    const [notOverdue] = await db.sql<{ id: string }[]>`
      select m.id from public.members m where m.organization_id = ${bandung.organization_id}
        and not exists (select 1 from public.bills b where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today())
      limit 1`;
    const send = () =>
      as(db.sql, actors.dpcBandung, async (tx) => {
        const [result] = await tx<{ r: unknown }[]>`
          select queue_reminders(${[withPhone.member_id, withoutPhone.member_id, notOverdue!.id]}::uuid[], 'whatsapp') as r`;
        return result!.r;
      });

    expect(await send()).toEqual({
      queued: 2,
      fallback: [{ member_id: withoutPhone.member_id, channel: 'email' }],
      skipped: [{ member_id: notOverdue!.id, reason: 'not_overdue' }],
    });
    const messages = await db.sql<
      { member_id: string; channel: string; recipient: string; fallback_from: string | null; body_text: string }[]
    >`
      select member_id, channel, recipient, fallback_from, body_text from public.outbox_messages
      where template = 'dues_reminder' and status = 'queued' and member_id in ${db.sql([withPhone.member_id, withoutPhone.member_id])}`;
    expect(messages).toHaveLength(2);
    expect(messages.find((m) => m.member_id === withPhone.member_id)).toMatchObject({
      channel: 'whatsapp',
      recipient: withPhone.phone,
      fallback_from: null,
    });
    expect(messages.find((m) => m.member_id === withoutPhone.member_id)).toMatchObject({
      channel: 'email',
      recipient: withoutPhone.email,
      fallback_from: 'whatsapp',
    });
    expect(messages[0]!.body_text).toMatch(
      /^Yth\. .+, pembayaran .+ sebesar Rp[\d.]+ yang jatuh tempo pada \d\d\/\d\d\/\d{4} belum kami terima/,
    );

    // Within 24 hours a second send skips both.
    expect(await send()).toMatchObject({
      queued: 0,
      skipped: expect.arrayContaining([
        { member_id: withPhone.member_id, reason: 'recently_reminded' },
        { member_id: withoutPhone.member_id, reason: 'recently_reminded' },
      ]),
    });
  });
});
