// `npm run bench:messaging [-- --members 12000 --select 10000 --runs 5 --messages 3000]`
//
// Issue 14's messaging goals, measured side by side in one run on a throwaway embedded PostgreSQL
// 17 cluster (free port, fsync off, removed afterwards) with the migrations and supabase/seed.sql:
//
// 1. Queueing reminders for 10,000 selected overdue members: ≤ 2 s. `--members` overdue members
//    with phones are added to Kota Bandung in SQL (1–3 unpaid bills past due each, half of them
//    reminded three days ago, so the 24-hour rule reads real history). `public.queue_reminders`
//    for `--select` of them is timed as the DPC officer under RLS (role `authenticated` + the
//    officer's JWT claims in one transaction: `asCaller`, the route's path) and as the service
//    role, next to a plain `insert … select` of the same number of outbox rows (the floor any
//    queueing has to pay). Runs are interleaved and each is rolled back, so every run queues all.
// 2. Dispatcher throughput against the local fake: ≥ 200 messages/s. `--messages` messages per
//    provider are queued, then drained by the real `dispatchOnce` (batch after batch, as the
//    dispatch route loops) through the real adapters against the provider simulators served over
//    HTTP on a free port: WhatsApp Cloud, Fonnte, Twilio (ProviderSimulator) and Resend
//    (ResendSimulator). Next to each: the same adapter's requests without the database (the
//    HTTP floor). Every message must reach the simulator exactly once: as many accepted requests
//    as messages queued, no recipient twice, every row `sent` with a distinct provider id.
//
// Prints p50/p95 and messages/s with the ratio to each goal, and the load average.
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import postgres from 'postgres';
import { Mailbox } from '../local/auth/mailbox.ts';
import { databaseUrl, host } from '../local/config.ts';
import { prepareDatabase } from '../local/database.ts';
import { serveFetch } from '../local/http-server.ts';
import { type InboxMessage, MessageInbox } from '../local/messaging/message-inbox.ts';
import { LOCAL_MESSAGING_CREDENTIALS as local, ProviderSimulator } from '../local/messaging/provider-simulator.ts';
import { LOCAL_RESEND_API_KEY, ResendSimulator } from '../local/messaging/resend-simulator.ts';
import { freePort, startCluster, throwawayDataDir } from '../local/postgres.ts';
import type { ChannelAdapter } from '../supabase/functions/_shared/messaging/channel-adapter.ts';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_CONCURRENCY,
  PROVIDER_REQUEST_TIMEOUT_MS,
} from '../supabase/functions/_shared/messaging/config.ts';
import { dispatchOnce, type DispatcherOptions } from '../supabase/functions/_shared/messaging/dispatcher.ts';
import { fonnteAdapter } from '../supabase/functions/_shared/messaging/fonnte-adapter.ts';
import type { ClaimedMessage, MessageChannel } from '../supabase/functions/_shared/messaging/outbox.ts';
import { resendAdapter } from '../supabase/functions/_shared/messaging/resend-adapter.ts';
import { defaultBackoff } from '../supabase/functions/_shared/messaging/retry.ts';
import { twilioAdapter } from '../supabase/functions/_shared/messaging/twilio-adapter.ts';
import { whatsappCloudAdapter } from '../supabase/functions/_shared/messaging/whatsapp-cloud-adapter.ts';
import { asCaller, type Caller, createDatabase } from '../supabase/functions/api/db.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`);
  return value;
}

const members = arg('members', 12_000);
const selected = arg('select', 10_000);
const runs = arg('runs', 5);
const messagesPerProvider = arg('messages', 3_000);
const batchSize = arg('batch', DEFAULT_BATCH_SIZE);
const concurrency = arg('concurrency', DEFAULT_CONCURRENCY);
const QUEUE_GOAL_MS = 2_000;
const THROUGHPUT_GOAL = 200;
if (selected > members) throw new Error('--select cannot exceed --members');
if (messagesPerProvider > members) throw new Error('--messages cannot exceed --members (one recipient each)');

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const pct = (s: number[], p: number) =>
  [...s].sort((a, b) => a - b)[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
const ROLLBACK = new Error('rollback');

/** Runs `work` in a transaction (as `caller`, or as the owner) that is rolled back; returns what it returned. */
async function rolledBack<T>(
  sql: postgres.Sql,
  caller: Caller | null,
  work: (tx: postgres.TransactionSql) => Promise<T>,
) {
  let result: T | undefined;
  const body = async (tx: postgres.TransactionSql) => {
    result = await work(tx);
    throw ROLLBACK;
  };
  await (caller ? asCaller(sql, caller, body) : sql.begin(body)).catch((error: unknown) => {
    if (error !== ROLLBACK) throw error;
  });
  return result as T;
}

/** `--members` overdue Kota Bandung members with phones, their bills and some reminder history. */
async function addOverdueMembers(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`set local synchronous_commit = off`;
    await tx`
      insert into public.members (id, nap, full_name, email, phone, gender, city, province, membership_type,
        membership_status, organization_id, origin_organization_id, position, member_since, join_date, expiry_date,
        verified_at)
      select md5('bench:messaging:' || i)::uuid, '327315' || lpad((500000 + i)::text, 6, '0'),
             (array['Siti','Dewi','Budi','Agus','Rina','Eko','Putri','Joko'])[1 + i % 8] || ' Uji ' || i || ', A.Md.AK.',
             'uji.' || i || '@massal.simk.test', '+62857' || lpad(i::text, 8, '0'),
             (case when i % 2 = 0 then 'female' else 'male' end)::public.gender, 'Bandung', 'Jawa Barat', 'BIASA',
             'ACTIVE', o.id, o.id, 'Anggota', date '2015-01-10', date '2015-01-10', date '2030-01-10',
             timestamptz '2015-01-10 10:00+07'
      from generate_series(1, ${members}) i, public.organizations o
      where o.bps_code = '3273'`;
    // 1–3 monthly bills each, the newest due last month, in the recurring categories in turn.
    await tx`
      with categories as (
        select array_agg(c.id order by c.name) as ids from public.dues_categories c
        where c.is_active and c.period <> 'one_time'
      )
      insert into public.bills (member_id, category_id, organization_id, period_start, period_end, due_date, amount)
      select md5('bench:messaging:' || i)::uuid, c.ids[1 + (i + k) % cardinality(c.ids)], o.id,
             p.start, (p.start + interval '1 month - 1 day')::date, (p.start + interval '1 month - 1 day')::date,
             50000 + 25000 * (i % 3)
      from generate_series(1, ${members}) i
      cross join lateral generate_series(1, 1 + i % 3) k
      cross join lateral (select (date_trunc('month', private.today()) - make_interval(months => k))::date as start) p
      cross join categories c, public.organizations o
      where o.bps_code = '3273'`;
    await tx`
      insert into public.outbox_messages (channel, recipient, template, body_text, status, attempts, provider,
        provider_message_id, sent_at, member_id, organization_id, created_at)
      select 'whatsapp', m.phone, 'dues_reminder', 'Pengingat lama', 'sent', 1, 'fonnte', 'old-' || m.id,
             now() - interval '3 days', m.id, m.organization_id, now() - interval '3 days'
      from public.members m
      where m.email like 'uji.%@massal.simk.test' and hashtext(m.id::text) % 2 = 0`;
  });
  await sql`vacuum analyze public.members, public.bills, public.outbox_messages`;
}

interface QueueResult {
  queued: number;
  fallback: unknown[];
  skipped: unknown[];
}

async function benchQueueing(sql: postgres.Sql, officer: Caller, admin: Caller): Promise<{ p95: number }> {
  const ids = (
    await sql<{ id: string }[]>`
      select id from public.members where email like 'uji.%@massal.simk.test' order by md5(id::text) limit ${selected}`
  ).map((row) => row.id);
  const queue = (caller: Caller) => async () => {
    const result = await rolledBack(
      sql,
      caller,
      async (tx) =>
        (await tx<{ r: QueueResult }[]>`select public.queue_reminders(${ids}::uuid[], 'whatsapp') as r`)[0]!.r,
    );
    if (result.queued !== selected) {
      throw new Error(
        `queue_reminders queued ${result.queued} of ${selected}: ${JSON.stringify(result.skipped.slice(0, 3))}`,
      );
    }
  };
  // The floor: the same number of outbox rows, text already known, in one statement.
  const plainInsert = async () => {
    const inserted = await rolledBack(sql, null, async (tx) => {
      const rows = await tx`
        insert into public.outbox_messages (channel, recipient, template, variables, body_text, member_id, organization_id)
        select 'whatsapp', m.phone, 'dues_reminder', jsonb_build_object('full_name', m.full_name),
               'Yth. ' || m.full_name || ', iuran Anda belum kami terima.', m.id, m.organization_id
        from public.members m where m.id = any (${ids}::uuid[])`;
      return rows.count;
    });
    if (inserted !== selected) throw new Error(`plain insert wrote ${inserted} rows`);
  };
  const cells = [
    { name: 'queue_reminders, DPC officer (RLS)', run: queue(officer), samples: [] as number[] },
    { name: 'queue_reminders, SUPER_ADMIN (RLS)', run: queue(admin), samples: [] as number[] },
    { name: 'plain insert … select (floor)', run: plainInsert, samples: [] as number[] },
  ];
  for (let i = 0; i <= runs; i++) {
    // Rotate the order so load and caches favour no cell.
    for (let j = 0; j < cells.length; j++) {
      const cell = cells[(i + j) % cells.length]!;
      const t0 = performance.now();
      await cell.run();
      if (i > 0) cell.samples.push(performance.now() - t0); // run 0 warms the caches
    }
  }
  const floor = pct(cells[2]!.samples, 50);
  console.log(`\n1. Queueing reminders for ${selected.toLocaleString('en')} selected overdue members (goal ≤ 2 s)`);
  console.log(
    `   ${runs} interleaved runs per cell after one warm-up, each rolled back; load average ${loadAverage()}`,
  );
  console.log('   ' + 'cell'.padEnd(38) + 'p50'.padStart(9) + 'p95'.padStart(10) + '  p95/goal  p50/floor');
  for (const cell of cells) {
    const [p50, p95] = [pct(cell.samples, 50), pct(cell.samples, 95)];
    console.log(
      '   ' +
        cell.name.padEnd(38) +
        ms(p50) +
        ' ' +
        ms(p95) +
        `${(p95 / QUEUE_GOAL_MS).toFixed(2)}×`.padStart(10) +
        `${(p50 / floor).toFixed(2)}×`.padStart(11),
    );
  }
  return { p95: Math.max(pct(cells[0]!.samples, 95), pct(cells[1]!.samples, 95)) };
}

/** Every message a simulator accepted, not only the newest 2,000 the inbox page keeps. */
class CountingInbox extends MessageInbox {
  readonly all: InboxMessage[] = [];
  override store(message: Omit<InboxMessage, 'id' | 'receivedAt'>): InboxMessage {
    const stored = super.store(message);
    this.all.push(stored);
    return stored;
  }
}

interface ProviderCase {
  name: string;
  /** Sends in flight at once (the dispatcher's and the HTTP floor's). */
  concurrency: number;
  channel: MessageChannel;
  adapter: ChannelAdapter;
  provider: string;
}

/** Each provider's adapter against the local fakes on `serverUrl`, sending `concurrency` at once. */
function providerCases(serverUrl: string): ProviderCase[] {
  const requestTimeoutMs = PROVIDER_REQUEST_TIMEOUT_MS;
  return [
    {
      name: 'WhatsApp Cloud API',
      concurrency,
      channel: 'whatsapp',
      provider: 'whatsapp_cloud',
      adapter: whatsappCloudAdapter({
        baseUrl: `${serverUrl}/messaging/whatsapp`,
        apiVersion: 'v21.0',
        phoneNumberId: local.whatsappPhoneNumberId,
        accessToken: local.whatsappAccessToken,
        languageCode: 'id',
        requestTimeoutMs,
      }),
    },
    {
      name: 'Fonnte',
      concurrency,
      channel: 'whatsapp',
      provider: 'fonnte',
      adapter: fonnteAdapter({ baseUrl: `${serverUrl}/messaging/fonnte`, token: local.fonnteToken, requestTimeoutMs }),
    },
    {
      name: 'Twilio (SMS)',
      concurrency,
      channel: 'sms',
      provider: 'twilio',
      adapter: twilioAdapter({
        baseUrl: `${serverUrl}/messaging/twilio`,
        accountSid: local.twilioAccountSid,
        authToken: local.twilioAuthToken,
        from: local.twilioFrom,
        requestTimeoutMs,
      }),
    },
    {
      name: 'Resend (email)',
      concurrency,
      channel: 'email',
      provider: 'resend',
      adapter: resendAdapter({
        baseUrl: `${serverUrl}/resend`,
        apiKey: LOCAL_RESEND_API_KEY,
        from: 'SIMK <noreply@simk.test>',
        requestTimeoutMs,
      }),
    },
  ];
}

async function benchDispatcher(sql: postgres.Sql): Promise<{ worst: number; allExactlyOnce: boolean }> {
  const inbox = new CountingInbox();
  const simulator = new ProviderSimulator({ inbox });
  const resend = new ResendSimulator({ apiKey: LOCAL_RESEND_API_KEY, mailbox: new Mailbox(), inbox });
  const gateway = new Hono();
  gateway.route('/messaging', simulator.app());
  gateway.route('/resend', resend.app());
  const server = await serveFetch(gateway.fetch, { host, port: await freePort() });
  const cases = providerCases(server.url);
  // The same WhatsApp Cloud messages one at a time, right after: what the concurrency buys.
  cases.splice(1, 0, { ...cases[0]!, name: 'WhatsApp Cloud, 1 by 1', concurrency: 1 });
  const leaseMs = batchSize * PROVIDER_REQUEST_TIMEOUT_MS + 30_000;
  const rows: string[] = [];
  let worst = Infinity;
  let allExactlyOnce = true;
  try {
    for (const c of cases) {
      const ids = await queueMessages(sql, c.channel, messagesPerProvider);
      const options: DispatcherOptions = {
        sql,
        adapters: { [c.channel]: c.adapter },
        batchSize,
        concurrency: c.concurrency,
        leaseMs,
        backoff: defaultBackoff,
      };
      const before = inbox.all.length;
      const t0 = performance.now();
      const total = { passes: 0, sent: 0, other: 0 };
      for (;;) {
        const report = await dispatchOnce(options);
        total.passes += 1;
        total.sent += report.sent;
        total.other += report.retried + report.failed + report.deferred;
        if (report.claimed < batchSize) break;
      }
      const elapsed = (performance.now() - t0) / 1000;
      const rate = total.sent / elapsed;
      if (c.concurrency === concurrency) worst = Math.min(worst, rate);

      const accepted = inbox.all.slice(before).filter((m) => m.provider === c.provider);
      const recipients = new Set(accepted.map((m) => m.to));
      const [db] = await sql<{ sent: number; ids: number; left: number }[]>`
        select count(*) filter (where status = 'sent')::int as sent,
               count(distinct provider_message_id) filter (where status = 'sent')::int as ids,
               count(*) filter (where status <> 'sent')::int as left
        from public.outbox_messages where id = any (${ids}::uuid[])`;
      const exactlyOnce =
        total.sent === messagesPerProvider &&
        accepted.length === messagesPerProvider &&
        recipients.size === messagesPerProvider &&
        db!.sent === messagesPerProvider &&
        db!.ids === messagesPerProvider &&
        db!.left === 0;
      allExactlyOnce &&= exactlyOnce;

      // The HTTP floor: the same adapter and simulator, the same number of requests, no database.
      const fake = await fakeMessages(sql, c.channel, messagesPerProvider);
      const h0 = performance.now();
      let next = 0;
      const sender = async () => {
        while (next < fake.length) {
          const outcome = await c.adapter.send(fake[next++]!);
          if (outcome.kind !== 'sent') throw new Error(`${c.name} refused a floor request: ${JSON.stringify(outcome)}`);
        }
      };
      await Promise.all(Array.from({ length: c.concurrency }, sender));
      const floorRate = fake.length / ((performance.now() - h0) / 1000);
      rows.push(
        '   ' +
          c.name.padEnd(24) +
          `${c.concurrency}`.padStart(3) +
          `${total.sent}`.padStart(6) +
          `${total.passes}`.padStart(8) +
          `${elapsed.toFixed(2)} s`.padStart(10) +
          `${rate.toFixed(0)}/s`.padStart(9) +
          `${(rate / THROUGHPUT_GOAL).toFixed(2)}×`.padStart(9) +
          `${floorRate.toFixed(0)}/s`.padStart(11) +
          `${(rate / floorRate).toFixed(2)}×`.padStart(9) +
          `  ${exactlyOnce ? 'yes' : `NO (inbox ${accepted.length}, distinct ${recipients.size}, rows sent ${db!.sent}, ids ${db!.ids}, left ${db!.left}, retried/failed/deferred ${total.other})`}`,
      );
      await sql`delete from public.outbox_messages where id = any (${ids}::uuid[])`;
    }
  } finally {
    await server.close();
  }
  console.log(
    `\n2. Dispatcher throughput against the local fake (goal ≥ ${THROUGHPUT_GOAL} messages/s), ` +
      `${messagesPerProvider.toLocaleString('en')} messages per provider, batch ${batchSize}, ` +
      `"at" = sends in flight at once`,
  );
  console.log(`   load average ${loadAverage()}`);
  console.log(
    '   ' +
      'provider'.padEnd(24) +
      'at'.padStart(3) +
      'sent'.padStart(6) +
      'passes'.padStart(8) +
      'time'.padStart(10) +
      'rate'.padStart(9) +
      'ratio'.padStart(9) +
      'HTTP only'.padStart(11) +
      '/floor'.padStart(9) +
      '  exactly once',
  );
  for (const row of rows) console.log(row);
  return { worst, allExactlyOnce };
}

/**
 * `count` dues reminders on `channel`, each to a recipient of its own, rendered by the template,
 * committed and due now; nothing else is due. Returns their ids.
 */
async function queueMessages(sql: postgres.Sql, channel: MessageChannel, count: number): Promise<string[]> {
  await sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
  const rows = await sql<{ id: string }[]>`
    insert into public.outbox_messages (channel, recipient, template, variables, subject, body_text, body_html,
                                        member_id, organization_id)
    select ${channel}::public.message_channel, case when ${channel} = 'email' then m.email else m.phone end, 'dues_reminder',
           jsonb_build_object('full_name', m.full_name, 'category_name', 'Iuran Bulanan', 'amount', 'Rp150.000',
                              'due_date', '31/10/2026', 'dues_url', 'http://127.0.0.1:5173/member-dues'),
           case when ${channel} = 'email' then r.subject end, r.body_text,
           case when ${channel} = 'email' then r.body_html end, m.id, m.organization_id
    from (select * from public.members where email like 'uji.%@massal.simk.test' order by email limit ${count}) m
    cross join lateral private.render_message('dues_reminder',
      jsonb_build_object('full_name', m.full_name, 'category_name', 'Iuran Bulanan', 'amount', 'Rp150.000',
                         'due_date', '31/10/2026', 'dues_url', 'http://127.0.0.1:5173/member-dues')) r
    returning id`;
  return rows.map((row) => row.id);
}

/** Messages shaped like the claimed ones, for the HTTP floor (not in the outbox). */
async function fakeMessages(sql: postgres.Sql, channel: MessageChannel, count: number): Promise<ClaimedMessage[]> {
  const rows = await sql<{ email: string; phone: string; full_name: string }[]>`
    select email, phone, full_name from public.members where email like 'uji.%@massal.simk.test'
    order by email desc limit ${count}`;
  return rows.map((m, i) => ({
    id: crypto.randomUUID(),
    channel,
    recipient: channel === 'email' ? m.email : m.phone,
    template: 'dues_reminder',
    variables: {
      full_name: m.full_name,
      category_name: 'Iuran Bulanan',
      amount: 'Rp150.000',
      due_date: '31/10/2026',
      dues_url: 'http://127.0.0.1:5173/member-dues',
    },
    language: 'id' as const,
    subject: channel === 'email' ? 'Pengingat pembayaran iuran' : null,
    bodyText: `Yth. ${m.full_name}, iuran Anda (${i}) belum kami terima.`,
    bodyHtml: channel === 'email' ? `<p>Yth. ${m.full_name}</p>` : null,
    attempt: 1,
    maxAttempts: 8,
  }));
}

/** `--url`: a database this script prepared before (kept with `--keep`), to measure again without setting up. */
function urlArg(): string | undefined {
  const i = process.argv.indexOf('--url');
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const started = performance.now();
  const reuse = urlArg();
  const keep = process.argv.includes('--keep');
  let url = reuse;
  let stop = async () => {};
  if (!url) {
    const dataDir = await throwawayDataDir('simk-bench-messaging-');
    const port = await freePort();
    const cluster = await startCluster({ dataDir: dataDir.dir, port, ephemeral: true });
    stop = async () => {
      if (keep) return console.log(`Kept the cluster (pid ${cluster.pid}, ${dataDir.dir}): --url ${databaseUrl(port)}`);
      await cluster.stop();
      await dataDir.remove();
    };
    url = databaseUrl(port);
    const t0 = performance.now();
    try {
      await prepareDatabase(port, { seed: true });
    } catch (error) {
      await stop();
      throw error;
    }
    console.log(`Cluster on port ${port}: migrations and seed in ${seconds(t0)}`);
  }
  const owner = postgres(url, { max: 1, prepare: false, onnotice: () => {} });
  // The api function's pool (supabase/functions/api/db.ts): what the route and the dispatcher use.
  const pool = createDatabase(url);
  try {
    const t0 = performance.now();
    if (!reuse) await addOverdueMembers(owner);
    const [counts] = await owner<{ members: number; overdue: number; bills: number; outbox: number }[]>`
      select (select count(*) from public.members)::int as members,
             (select count(distinct member_id) from public.bills where status = 'unpaid' and due_date < private.today())::int as overdue,
             (select count(*) from public.bills)::int as bills,
             (select count(*) from public.outbox_messages)::int as outbox`;
    console.log(
      `Data in ${seconds(t0)}: ${counts!.members} members (${counts!.overdue} overdue), ${counts!.bills} bills, ` +
        `${counts!.outbox} outbox messages; PostgreSQL ${(await owner`show server_version`)[0]!.server_version}`,
    );
    const caller = async (email: string): Promise<Caller> => {
      const [user] = await owner<{ id: string }[]>`select id from auth.users where email = ${email}`;
      return { role: 'authenticated', claims: { sub: user!.id, role: 'authenticated', email, aud: 'authenticated' } };
    };

    const queueing = await benchQueueing(
      pool,
      await caller('dpc.bandung@simk.test'),
      await caller('superadmin@simk.test'),
    );
    // The rolled-back runs left ~150,000 dead queued rows, which no real outbox has: the claim
    // would scan them all (docs/benchmarks/messaging.md, "Claim cost").
    await owner`vacuum analyze public.outbox_messages`;
    const dispatching = await benchDispatcher(pool);

    console.log('\nSummary');
    console.log(
      `   queueing ${selected.toLocaleString('en')} reminders: worst p95 ${(queueing.p95 / 1000).toFixed(2)} s, ` +
        `${(queueing.p95 / QUEUE_GOAL_MS).toFixed(2)}× the 2 s goal: ${queueing.p95 <= QUEUE_GOAL_MS ? 'MET' : 'NOT MET'}`,
    );
    console.log(
      `   dispatcher: slowest provider ${dispatching.worst.toFixed(0)} messages/s, ` +
        `${(dispatching.worst / THROUGHPUT_GOAL).toFixed(2)}× the 200/s goal: ${dispatching.worst >= THROUGHPUT_GOAL ? 'MET' : 'NOT MET'}; ` +
        `every message sent exactly once: ${dispatching.allExactlyOnce ? 'yes' : 'NO'}`,
    );
    console.log(`   total ${seconds(started)}, load average ${loadAverage()}`);
    if (!dispatching.allExactlyOnce) process.exitCode = 1;
  } finally {
    await pool.end({ timeout: 1 });
    await owner.end({ timeout: 1 });
    await stop();
  }
}

await main();
