// The officers' view of the outbox over real HTTP and the real database: GET /messages in each
// role's scope (a DPC sees its own, a member her own), its filters and counts, GET /messages/{id},
// and POST /messages/{id}/retry (404 out of scope, 409 not failed, 403 without dues.remind). With
// the gateway's simulator down a reminder is retried, then failed and listed; the officer's retry
// with the simulator back up delivers it once.
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackend, type ApiBody } from '../support/backend.ts';
import { signInDemoAccounts } from '../support/sign-in.ts';
import { messageName } from '../support/message-name.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db, {}, undefined, { backgroundJobs: false });
let tokens: Awaited<ReturnType<typeof signInDemoAccounts>>;
const ids = { bandung: '', surabaya: '', anggota: '' };
let bandungMember: { id: string; full_name: string; organization_id: string };
let anggotaMember: { id: string; full_name: string; organization_id: string };

interface Listed {
  id: string;
  status: string;
  memberId: string | null;
  memberName: string | null;
  recipient: string;
  text: string;
  textTruncated: boolean;
  attempts: number;
  lastError: string | null;
  providerMessageId: string | null;
}
type ListData = { messages: Listed[]; counts: Record<string, number>; pagination: { total: number } };

let queuedCount = 0;
/** Queues a WhatsApp reminder about `member` (as queue_reminders would), to a number of its own. */
async function queueFor(member: { id: string; full_name: string; organization_id: string }): Promise<string> {
  queuedCount += 1;
  const [row] = await db.sql<{ id: string }[]>`
    select private.queue_message('whatsapp', ${`+6281377${String(queuedCount).padStart(6, '0')}`}, 'dues_reminder',
      jsonb_build_object('full_name', ${member.full_name}::text, 'category_name', 'Iuran Pokok',
                         'amount', 'Rp150.000', 'due_date', '31/10/2026',
                         'dues_url', 'http://127.0.0.1:5173/member-dues'),
      ${member.id}, ${member.organization_id}) as id`;
  return row!.id;
}

const memberOf = async (where: 'bandung' | 'surabaya' | 'anggota') => {
  const [member] = await db.sql<{ id: string; full_name: string; organization_id: string }[]>`
    select m.id, m.full_name, m.organization_id from public.members m
    join public.organizations o on o.id = m.organization_id
    left join auth.users u on u.id = m.user_id
    where ${
      where === 'anggota'
        ? db.sql`u.email = 'anggota@simk.test'`
        : db.sql`o.bps_code = ${where === 'bandung' ? '3273' : '3578'} and m.user_id is null`
    }
    order by m.id limit 1`;
  return member!;
};

const markFailed = (id: string) =>
  db.sql`update public.outbox_messages set status = 'failed', attempts = max_attempts, last_error = 'WhatsApp 503'
         where id = ${id}`;

async function list(token: string, query = ''): Promise<ListData> {
  const { status, body } = await backend.call('GET', `/messages${query}`, { token });
  expect(status).toBe(200);
  return body.data as unknown as ListData;
}

const retry = (token: string, id: string) => backend.call('POST', `/messages/${id}/retry`, { token });

beforeAll(async () => {
  tokens = await signInDemoAccounts(backend);
  bandungMember = await memberOf('bandung');
  ids.bandung = await queueFor(bandungMember);
  ids.surabaya = await queueFor(await memberOf('surabaya'));
  anggotaMember = await memberOf('anggota');
  ids.anggota = await queueFor(anggotaMember);
});

describe('GET /messages', () => {
  it('answers 401 without a token', async () => {
    expect((await backend.call('GET', '/messages')).status).toBe(401);
  });

  it('gives each role its scope: the DPC its own, another DPC nothing of it, a member her own', async () => {
    const seen = async (token: string) =>
      new Set((await list(token, '?limit=100&template=dues_reminder')).messages.map((m) => m.id));
    const bandung = await seen(tokens.bandung);
    expect(bandung.has(ids.bandung) && bandung.has(ids.anggota)).toBe(true);
    expect(bandung.has(ids.surabaya)).toBe(false);

    const surabaya = await seen(tokens.surabaya);
    expect(surabaya.has(ids.surabaya)).toBe(true);
    expect(surabaya.has(ids.bandung) || surabaya.has(ids.anggota)).toBe(false);

    const anggota = await list(tokens.anggota, '?limit=100');
    expect(anggota.messages.map((m) => m.id)).toContain(ids.anggota);
    expect(new Set(anggota.messages.map((m) => m.memberId))).toEqual(new Set([anggotaMember.id]));
    expect(anggota.counts.all).toBe(anggota.messages.length);
  });

  it('filters by status, channel, template and member name, and counts per status under the others', async () => {
    const search = encodeURIComponent(bandungMember.full_name);
    const all = await list(tokens.bandung, `?search=${search}&channel=whatsapp&template=dues_reminder&period=today`);
    expect(all.messages.map((m) => m.id)).toContain(ids.bandung);
    const row = all.messages.find((m) => m.id === ids.bandung)!;
    expect(row).toMatchObject({ status: 'queued', memberName: bandungMember.full_name, attempts: 0 });
    expect(row.text.length).toBeLessThanOrEqual(160);
    expect(row.textTruncated).toBe(true);

    const failed = await list(tokens.bandung, `?search=${search}&status=failed`);
    expect(failed.messages.map((m) => m.id)).not.toContain(ids.bandung);
    expect(failed.counts.queued).toBeGreaterThanOrEqual(1);
    expect(failed.pagination.total).toBe(failed.counts.failed);
    expect((await list(tokens.bandung, `?search=${search}&channel=email`)).messages).toEqual([]);
    const ofMember = await list(tokens.bandung, `?memberId=${bandungMember.id}&limit=100`);
    expect(ofMember.messages.map((m) => m.id)).toContain(ids.bandung);
    expect(new Set(ofMember.messages.map((m) => m.memberId))).toEqual(new Set([bandungMember.id]));
  });

  it('refuses an unknown status with 400', async () => {
    const { status, body } = await backend.call('GET', '/messages?status=lost', { token: tokens.bandung });
    expect(status).toBe(400);
    expect(body.error?.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /messages/{id}', () => {
  it('shows the full text in scope and 404 outside it', async () => {
    const { status, body } = await backend.call('GET', `/messages/${ids.bandung}`, { token: tokens.bandung });
    expect(status).toBe(200);
    const message = (body.data as { message: Listed }).message;
    expect(message.textTruncated).toBe(false);
    expect(message.text).toContain(await messageName(db.sql, bandungMember.full_name));
    expect(message.text.length).toBeGreaterThan(160);
    const other = await backend.call('GET', `/messages/${ids.bandung}`, { token: tokens.surabaya });
    expect([other.status, other.body.error?.code]).toEqual([404, 'MESSAGE_NOT_FOUND']);
  });
});

describe('POST /messages/{id}/retry', () => {
  const code = (answer: { status: number; body: ApiBody }) => [answer.status, answer.body.error?.code];

  it('answers 404 for a message of another DPC and an unknown one, 409 for one that has not failed', async () => {
    expect(code(await retry(tokens.surabaya, ids.bandung))).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect(code(await retry(tokens.bandung, crypto.randomUUID()))).toEqual([404, 'MESSAGE_NOT_FOUND']);
    expect(code(await retry(tokens.bandung, ids.bandung))).toEqual([409, 'MESSAGE_NOT_RETRYABLE']);
  });

  it('answers 403 without dues.remind in the message’s DPC, and changes nothing', async () => {
    await markFailed(ids.anggota);
    // The member reads her own message but sends no reminders.
    expect(code(await retry(tokens.anggota, ids.anggota))).toEqual([403, 'FORBIDDEN']);
    // An officer who reads the DPC's messages (members.view) without dues.remind.
    const [removed] = await db.sql<{ role_id: string; permission_id: string }[]>`
      delete from public.role_permissions rp using public.roles r, public.permissions p
      where rp.role_id = r.id and rp.permission_id = p.id and r.name = 'PENGURUS_DPC' and p.name = 'dues.remind'
      returning rp.role_id, rp.permission_id`;
    try {
      expect(code(await retry(tokens.bandung, ids.anggota))).toEqual([403, 'FORBIDDEN']);
    } finally {
      await db.sql`insert into public.role_permissions (role_id, permission_id) values (${removed!.role_id}, ${removed!.permission_id})`;
    }
    const [row] = await db.sql<
      { status: string }[]
    >`select status from public.outbox_messages where id = ${ids.anggota}`;
    expect(row!.status).toBe('failed');
  });

  it('with the simulator down: retried, then failed and listed; the retry delivers it once when it is back', async () => {
    const id = await queueFor(bandungMember);
    const [updated] = await db.sql<{ recipient: string }[]>`
      update public.outbox_messages set max_attempts = 2 where id = ${id} returning recipient`;
    const recipient = updated!.recipient;
    const inbox = async () => {
      const response = await fetch(`${backend.gatewayUrl}/messaging/inbox/api/messages?channel=whatsapp`);
      const { messages } = (await response.json()) as { messages: Array<{ to: string }> };
      return messages.filter((m) => m.to === recipient.slice(1));
    };
    backend.messaging.down = true;
    try {
      await backend.dispatcher.runNow();
      const retried = (await backend.call('GET', `/messages/${id}`, { token: tokens.bandung })).body.data as {
        message: Listed & { nextAttemptAt: string };
      };
      expect(retried.message).toMatchObject({
        status: 'queued',
        attempts: 1,
        lastError: expect.stringMatching(/^WhatsApp 503/),
      });
      expect(Date.parse(retried.message.nextAttemptAt)).toBeGreaterThan(Date.now());
      // Due again at once: the test need not wait out the backoff.
      await db.sql`update public.outbox_messages set next_attempt_at = now() where id = ${id}`;
      await backend.dispatcher.runNow();

      const failed = await list(tokens.bandung, '?status=failed&limit=100');
      expect(failed.messages.find((m) => m.id === id)).toMatchObject({
        status: 'failed',
        attempts: 2,
        lastError: expect.stringMatching(/^WhatsApp 503/),
      });
      expect(failed.counts.failed).toBeGreaterThanOrEqual(1);
    } finally {
      backend.messaging.down = false;
    }

    const answer = await retry(tokens.bandung, id);
    expect(answer.status).toBe(200);
    expect((answer.body.data as { message: Listed }).message).toMatchObject({ status: 'queued', attempts: 0 });
    const [audit] = await db.sql<{ count: number }[]>`
      select count(*)::integer as count from public.audit_logs where action = 'outbox_messages.retry' and entity_id = ${id}`;
    expect(audit!.count).toBe(1);

    await backend.dispatcher.runNow();
    const sent = (await backend.call('GET', `/messages/${id}`, { token: tokens.bandung })).body.data as {
      message: Listed;
    };
    expect(sent.message).toMatchObject({ status: 'sent', attempts: 1 });
    const received = await inbox();
    expect(received).toHaveLength(1);
    expect(sent.message.providerMessageId).not.toBeNull();
    // Sent once: a second retry is refused and nothing more goes out.
    expect(code(await retry(tokens.bandung, id))).toEqual([409, 'MESSAGE_NOT_RETRYABLE']);
    await backend.dispatcher.runNow();
    expect(await inbox()).toHaveLength(1);
  });
});

describe('the message inbox’s simulator switch', () => {
  it('shows the simulator’s state and stops and starts it with a form post', async () => {
    const page = `${backend.gatewayUrl}/messaging/inbox`;
    const html = async () => (await (await fetch(`${page}?channel=whatsapp`)).text()) as string;
    expect(await html()).toContain('Simulator penyedia HIDUP');
    expect(await html()).toContain('Matikan simulator');

    const flip = (down: boolean) =>
      fetch(`${page}/outage?channel=whatsapp`, {
        method: 'POST',
        body: new URLSearchParams({ down: String(down) }),
        redirect: 'manual',
      });
    try {
      const stopped = await flip(true);
      expect(stopped.status).toBe(303);
      expect(new URL(stopped.headers.get('location')!, page).toString()).toBe(`${page}?channel=whatsapp`);
      expect(backend.messaging.down).toBe(true);
      expect(await html()).toContain('Simulator penyedia MATI');
      expect(await html()).toContain('Hidupkan simulator');
      // The JSON API tells the same state's effect: the providers answer 503.
      const outage = await fetch(`${backend.gatewayUrl}/messaging/simulator/outage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ down: true }),
      });
      expect(await outage.json()).toEqual({ down: true });

      expect((await flip(false)).status).toBe(303);
      expect(backend.messaging.down).toBe(false);
      expect(
        (await fetch(`${page}/outage`, { method: 'POST', body: new URLSearchParams({ down: 'maybe' }) })).status,
      ).toBe(400);
    } finally {
      backend.messaging.down = false;
    }
  });
});

describe('POST /messages/retry-failed', () => {
  const retryFailed = (token: string | undefined, body: unknown) =>
    backend.call('POST', '/messages/retry-failed', { token, body });
  const statusOf = async (messageIds: string[]) =>
    Object.fromEntries(
      (
        await db.sql<{ id: string; status: string; attempts: number }[]>`
          select id, status, attempts from public.outbox_messages where id = any (${messageIds}::uuid[])`
      ).map((row) => [row.id, `${row.status}/${row.attempts}`]),
    );

  it('refuses a filter with a key it does not know, and sends nothing again', async () => {
    const id = await queueFor(bandungMember);
    await markFailed(id);
    const before = await statusOf([id]);
    expect(before[id]).toMatch(/^failed\//);
    const answer = await retryFailed(tokens.bandung, { rows: [{ fullName: 'x' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.code).toBe('VALIDATION_ERROR');
    expect(await statusOf([id])).toEqual(before);
    await db.sql`update public.outbox_messages set status = 'cancelled' where id = ${id}`; // out of the next filters
  });

  it('queues every failed message of the filter in the officer’s chapters again, once, and audits it', async () => {
    const surabayaMember = await memberOf('surabaya');
    const failed = [await queueFor(bandungMember), await queueFor(bandungMember), await queueFor(surabayaMember)];
    const [mine, alsoMine, theirs] = failed;
    for (const id of failed) await markFailed(id);
    // Another failed Bandung message outside the filter (an email) stays failed.
    const [email] = await db.sql<{ id: string }[]>`
      insert into public.outbox_messages (channel, recipient, template, variables, subject, body_text, member_id,
                                          organization_id, status, attempts, last_error)
      values ('email', 'gagal@contoh.test', 'dues_reminder', '{}', 'Pengingat', 'x', ${bandungMember.id},
              ${bandungMember.organization_id}, 'failed', 8, 'Resend 503')
      returning id`;

    const answer = await retryFailed(tokens.bandung, { channel: 'whatsapp', search: bandungMember.full_name });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ retried: 2, skipped: 0 });
    expect(await statusOf([mine!, alsoMine!, theirs!, email!.id])).toEqual({
      [mine!]: 'queued/0',
      [alsoMine!]: 'queued/0',
      [theirs!]: 'failed/8',
      [email!.id]: 'failed/8',
    });
    const [audit] = await db.sql<{ retried: string[] }[]>`
      select after -> 'retried' as retried from public.audit_logs
      where action = 'outbox_messages.retry_failed' order by created_at desc limit 1`;
    expect([...audit!.retried].sort()).toEqual([mine!, alsoMine!].sort());

    // Nothing failed is left in the filter: a second press queues nothing.
    expect(
      (await retryFailed(tokens.bandung, { channel: 'whatsapp', search: bandungMember.full_name })).body.data,
    ).toEqual({ retried: 0, skipped: 0 });
    // Surabaya's officer sends its own again.
    expect((await retryFailed(tokens.surabaya, { search: surabayaMember.full_name })).body.data).toEqual({
      retried: 1,
      skipped: 0,
    });
    expect(await statusOf([theirs!])).toEqual({ [theirs!]: 'queued/0' });
  });

  it('refuses a member (403), an anonymous caller (401), a bad filter (400) and more than 1,000 (422), changing nothing', async () => {
    expect((await retryFailed(tokens.anggota, {})).status).toBe(403);
    expect((await retryFailed(undefined, {})).status).toBe(401);
    expect((await retryFailed(tokens.bandung, { channel: 'fax' })).status).toBe(400);

    const many = await db.sql<{ id: string }[]>`
      insert into public.outbox_messages (channel, recipient, template, variables, body_text, organization_id,
                                          status, attempts, last_error)
      select 'sms', '+62812' || lpad(g::text, 7, '0'), 'sip_expiry_reminder', '{}', 'x', ${bandungMember.organization_id},
             'failed', 8, 'Twilio 503'
      from generate_series(1, 1001) g
      returning id`;
    try {
      const answer = await retryFailed(tokens.bandung, { channel: 'sms', template: 'sip_expiry_reminder' });
      expect([answer.status, answer.body.error?.code]).toEqual([422, 'MESSAGE_RETRY_TOO_MANY']);
      const [left] = await db.sql<{ n: number }[]>`
        select count(*)::int as n from public.outbox_messages where id = any (${many.map((m) => m.id)}::uuid[])
          and status = 'failed'`;
      expect(left!.n).toBe(1001);
    } finally {
      await db.sql`delete from public.outbox_messages where id = any (${many.map((m) => m.id)}::uuid[])`;
    }
  });
});
