// The outbox dispatcher against the real database and the local Resend simulator over HTTP:
// delivery with Resend's protocol, 429 with Retry-After, 5xx retried with backoff and then failed,
// timeouts, refusals, racing dispatchers, and crashes (after claiming; killed after Resend accepted)
// that neither lose a message nor send one twice.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Mailbox } from '../../local/auth/index.ts';
import { host, rootDir } from '../../local/config.ts';
import { serveFetch, type RunningServer } from '../../local/http-server.ts';
import { ResendSimulator } from '../../local/messaging/resend-simulator.ts';
import { freePort } from '../../local/postgres.ts';
import type { ChannelAdapter } from '../../supabase/functions/_shared/messaging/channel-adapter.ts';
import { dispatchOnce, type DispatcherOptions } from '../../supabase/functions/_shared/messaging/dispatcher.ts';
import { claimDueMessages } from '../../supabase/functions/_shared/messaging/outbox.ts';
import { resendAdapter } from '../../supabase/functions/_shared/messaging/resend-adapter.ts';
import { passOutboxTime, passOutboxTimeUntil } from '../support/outbox-clock.ts';
import { outboxRow } from '../support/outbox-row.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const API_KEY = 're_test_dispatcher';
const FROM = 'SIMK <noreply@simk.test>';
const mailbox = new Mailbox();
const resend = new ResendSimulator({ apiKey: API_KEY, mailbox });
let server: RunningServer;

beforeAll(async () => {
  server = await serveFetch(resend.app().fetch, { host, port: await freePort() });
});
afterAll(() => server?.close());

beforeEach(async () => {
  // Each case starts from an empty outbox and mailbox.
  await db.sql`update public.outbox_messages set status = 'cancelled', locked_until = null where status in ('queued', 'sending')`;
  mailbox.delete();
});

let queuedCount = 0;

/** Queues a membership email, as verify_member does. */
async function queue(): Promise<string> {
  queuedCount += 1;
  const [row] = await db.sql<{ id: string }[]>`
    select private.queue_message('email', ${`penerima.${queuedCount}@contoh.id`}, 'membership_verified',
      jsonb_build_object('full_name', ${`Penerima ${queuedCount}`}::text, 'organization_name', 'Kota Bandung',
                         'nap', '327326000' || lpad(${String(queuedCount)}::text, 3, '0'),
                         'profile_url', 'http://127.0.0.1:5173/dashboard/profile',
                         'dues_url', 'http://127.0.0.1:5173/member-dues'),
      null, o.id) as id
    from public.organizations o where o.bps_code = '3273'`;
  return row!.id;
}

const row = (id: string) => outboxRow(db.sql, id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A dispatcher on the simulator: 1 s backoff doubling to 4 s, jitter fixed at its upper end. */
function options(overrides: Partial<DispatcherOptions> & { apiKey?: string; timeoutMs?: number } = {}) {
  const { apiKey = API_KEY, timeoutMs = 2_000, ...rest } = overrides;
  return {
    sql: db.sql,
    adapters: { email: resendAdapter({ baseUrl: server.url, apiKey, from: FROM, requestTimeoutMs: timeoutMs }) },
    batchSize: 10,
    leaseMs: 30_000,
    backoff: { baseMs: 1_000, capMs: 4_000 },
    random: () => 1,
    ...rest,
  } satisfies DispatcherOptions;
}

/** Requests the simulator receives from now on. */
function requestsFromNow() {
  const start = resend.requests.length;
  return () => resend.requests.slice(start);
}

describe('delivery', () => {
  it('sends a queued email once with Resend’s protocol and records Resend’s id', async () => {
    const id = await queue();
    const requests = requestsFromNow();
    expect(await dispatchOnce(options())).toEqual({ claimed: 1, sent: 1, retried: 0, failed: 0, deferred: 0 });

    const message = await row(id);
    expect(message).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    expect(requests()).toEqual([{ idempotencyKey: id, status: 200, id: message.provider_message_id }]);
    const email = resend.email(message.provider_message_id!);
    expect(email).toMatchObject({
      From: { Name: 'SIMK', Address: 'noreply@simk.test' },
      To: [{ Name: '', Address: `penerima.${queuedCount}@contoh.id` }],
      Subject: message.subject,
      Text: message.body_text,
      HTML: message.body_html,
    });
    expect(mailbox.list()).toHaveLength(1);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
  });

  it('sends each message once when two dispatchers run at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => queue()));
    const requests = requestsFromNow();
    const reports = await Promise.all([
      dispatchOnce(options({ batchSize: 6 })),
      dispatchOnce(options({ batchSize: 6 })),
    ]);
    // Disjoint claims of at most a batch each. A row the other dispatcher claimed between this one's
    // sort and its lock is re-checked and dropped, so the split may leave a few for the next pass.
    expect(reports.every((r) => r.sent <= 6)).toBe(true);
    const followUp = await dispatchOnce(options());
    expect(reports[0]!.sent + reports[1]!.sent + followUp.sent).toBe(10);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
    expect(
      requests()
        .map((r) => r.idempotencyKey)
        .sort(),
    ).toEqual([...ids].sort());
    expect(mailbox.list()).toHaveLength(10);
  });

  it('sends a batch with several requests in flight at once, each message once', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => queue()));
    const requests = requestsFromNow();
    const base = options();
    const real = resendAdapter({ baseUrl: server.url, apiKey: API_KEY, from: FROM, requestTimeoutMs: 2_000 });
    let inFlight = 0;
    let mostInFlight = 0;
    const counted: ChannelAdapter = {
      provider: real.provider,
      async send(message) {
        mostInFlight = Math.max(mostInFlight, (inFlight += 1));
        try {
          return await real.send(message);
        } finally {
          inFlight -= 1;
        }
      },
    };
    expect(await dispatchOnce({ ...base, adapters: { email: counted }, concurrency: 4 })).toEqual({
      claimed: 10,
      sent: 10,
      retried: 0,
      failed: 0,
      deferred: 0,
    });
    expect(mostInFlight).toBe(4);
    expect(
      requests()
        .map((r) => r.idempotencyKey)
        .sort(),
    ).toEqual([...ids].sort());
    const rows = await Promise.all(ids.map(row));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['sent']));
    expect(new Set(rows.map((r) => r.provider_message_id)).size).toBe(10);
    expect(mailbox.list()).toHaveLength(10);
  });
});

describe('provider failures', () => {
  it('with requests in flight, a 429 still defers every message of the batch not yet sent', async () => {
    const ids = await Promise.all(Array.from({ length: 8 }, () => queue()));
    resend.injectFaults({ status: 429, retryAfterSeconds: 3 });
    const requests = requestsFromNow();
    const before = Date.now();
    const report = await dispatchOnce(options({ concurrency: 3 }));

    // The 429 and the requests already in flight with it were attempted; the rest waits untried.
    expect(report).toMatchObject({ claimed: 8, retried: 1, failed: 0 });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect(report.deferred).toBeGreaterThanOrEqual(8 - 3);
    expect(report.sent + report.deferred).toBe(7);
    expect(requests()).toHaveLength(1 + report.sent);
    const rows = await Promise.all(ids.map(row));
    const deferred = rows.filter((r) => r.status === 'queued' && r.attempts === 0);
    expect(deferred).toHaveLength(report.deferred);
    for (const r of deferred) expect(r.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 3_000);
    expect(new Set(requests().map((r) => r.idempotencyKey)).size).toBe(requests().length);
  });

  it('honours a 429’s Retry-After, holding the rest of the batch back with it', async () => {
    const ids = [await queue(), await queue(), await queue()];
    resend.injectFaults({ status: 429, retryAfterSeconds: 3 });
    const requests = requestsFromNow();
    const before = Date.now();
    expect(await dispatchOnce(options())).toEqual({ claimed: 3, sent: 0, retried: 1, failed: 0, deferred: 2 });
    expect(requests()).toEqual([{ idempotencyKey: ids[0], status: 429 }]);

    const rows = await Promise.all(ids.map(row));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['queued', 1],
      ['queued', 0],
      ['queued', 0],
    ]);
    expect(rows[0]!.last_error).toMatch(/^Resend 429 rate_limit_exceeded/);
    for (const r of rows) expect(r.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + 3_000);

    // Past the 1 s backoff, still inside the 3 s the provider asked for: nothing is due.
    await passOutboxTime(db.sql, 2_000);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
    await passOutboxTimeUntil(db.sql, rows[0]!.next_attempt_at);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 3, sent: 3 });
    expect(mailbox.list()).toHaveLength(3);
  });

  it('retries a 500 with growing waits, then marks the message failed after its last attempt', async () => {
    const id = await queue();
    await db.sql`update public.outbox_messages set max_attempts = 3 where id = ${id}`;
    resend.injectFaults({ status: 500 }, { status: 500 }, { status: 500 });
    // Jitter fixed at its upper end: 1 s after the first attempt, 2 s after the second.
    for (const [attempt, wait] of [
      [1, 1_000],
      [2, 2_000],
    ] as const) {
      const before = Date.now();
      expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, retried: 1 });
      const after = Date.now();
      const message = await row(id);
      expect(message).toMatchObject({ status: 'queued', attempts: attempt });
      expect(message.last_error).toMatch(/^Resend 500 internal_server_error/);
      expect(message.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + wait);
      expect(message.next_attempt_at.getTime()).toBeLessThanOrEqual(after + wait);
      expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 }); // not due yet
      await passOutboxTimeUntil(db.sql, message.next_attempt_at);
    }

    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, provider_message_id: null, sent_at: null });
    expect(mailbox.list()).toEqual([]);
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 });
  });

  it('delivers once after a 503 and a timeout', async () => {
    const id = await queue();
    const requests = requestsFromNow();
    resend.injectFaults({ status: 503, name: 'application_error' }, { delayMs: 1_500 });
    expect(await dispatchOnce(options({ timeoutMs: 500 }))).toMatchObject({ retried: 1 });
    await passOutboxTimeUntil(db.sql, (await row(id)).next_attempt_at);
    expect(await dispatchOnce(options({ timeoutMs: 500 }))).toMatchObject({ retried: 1 });
    expect((await row(id)).last_error).toMatch(/^no answer from Resend: TimeoutError/);
    await passOutboxTimeUntil(db.sql, (await row(id)).next_attempt_at);
    expect(await dispatchOnce(options({ timeoutMs: 500 }))).toMatchObject({ sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3 });
    // Resend still handled the timed-out request; the retry with the same key got its id, and nothing twice.
    while (requests().length < 3) await sleep(50);
    expect(requests().map((r) => r.status)).toEqual([503, 200, 200]);
    expect(
      new Set(
        requests()
          .slice(1)
          .map((r) => r.id),
      ),
    ).toEqual(new Set([(await row(id)).provider_message_id]));
    expect(mailbox.list()).toHaveLength(1);
  });

  it('fails at once an email the provider refuses for good (a wrong API key)', async () => {
    const id = await queue();
    expect(await dispatchOnce(options({ apiKey: 're_wrong' }))).toMatchObject({ claimed: 1, failed: 1 });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await row(id)).last_error).toBe('Resend 403 invalid_api_key: API key is invalid');
  });

  it('keeps a message of a channel without a provider, retrying it later', async () => {
    const id = await queue();
    expect(await dispatchOnce(options({ adapters: {} }))).toMatchObject({ claimed: 1, retried: 1 });
    expect(await row(id)).toMatchObject({ status: 'queued', last_error: 'no provider is configured for email' });
  });
});

describe('crashes', () => {
  it('gives the messages of a dispatcher that died after claiming to the next pass once the lease runs out', async () => {
    const id = await queue();
    const [claimed] = await claimDueMessages(db.sql, 10, 1_000); // …and then the dispatcher died
    expect(claimed?.id).toBe(id);
    const requests = requestsFromNow();
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 0 }); // still leased

    await passOutboxTime(db.sql, 1_000); // the lease runs out
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, sent: 1 });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(requests()).toHaveLength(1);
    expect(mailbox.list()).toHaveLength(1);
  });

  it('sends nothing twice when the dispatcher is killed after Resend accepted the email', async () => {
    const id = await queue();
    // Resend stores the email, but its answer does not come back before the dispatcher dies.
    resend.injectFaults({ acceptThenHoldMs: 5_000 });
    const requests = requestsFromNow();
    const child = spawn(path.join(rootDir, 'node_modules', '.bin', 'tsx'), ['tests/support/dispatch-once.ts'], {
      cwd: rootDir,
      env: {
        ...process.env,
        DATABASE_URL: db.url,
        RESEND_BASE_URL: server.url,
        RESEND_API_KEY: API_KEY,
        LEASE_MS: '1000',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    while (mailbox.list().length === 0) await sleep(20);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1, provider_message_id: null });

    await passOutboxTime(db.sql, 1_000); // the dead dispatcher's lease runs out
    expect(await dispatchOnce(options())).toMatchObject({ claimed: 1, sent: 1 });
    const [first, second] = requests();
    expect(first).toEqual({ idempotencyKey: id, status: 200, id: expect.any(String) });
    expect(second).toEqual({ idempotencyKey: id, status: 200, id: first!.id });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, provider_message_id: first!.id });
    expect(mailbox.list()).toHaveLength(1);
  }, 30_000);
});
